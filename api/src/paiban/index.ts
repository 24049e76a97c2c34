import { calendars } from './calendars'
import { groups } from './groups'
import { shifts } from './roster'
import { shiftTypes } from './shift-types'

/** Scheduling (gateway services/paiban): work calendars and their days, shift types, attendance groups, the shift table.
 * Shift swaps are still registered by hand. */
export const paiban = { calendars, shiftTypes, groups, shifts }

export { PAIBAN } from './codes'
