import { calendars } from './calendars'
import { groups } from './groups'
import { shifts } from './roster'
import { shiftTypes } from './shift-types'
import { swaps } from './swaps'

/** Scheduling (gateway services/scheduling): work calendars and their days, shift types, attendance groups, the shift table, shift swaps. */
export const scheduling = { calendars, shiftTypes, groups, shifts, swaps }

export { PAIBAN } from './codes'
