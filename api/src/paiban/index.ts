import { calendars } from './calendars'
import { groups } from './groups'
import { shiftTypes } from './shift-types'

/** Scheduling set-up (gateway services/paiban): work calendars and their days, shift types, attendance groups. The roster
 * and shift swaps are still registered by hand. */
export const paiban = { calendars, shiftTypes, groups }

export { PAIBAN } from './codes'
