import { id, int, matching, text, Type } from '../schema'

/** Request pieces of the scheduling routes. */
export const DATE = matching('^\\d{4}-\\d{2}-\\d{2}$')
export const TIME = matching('^([01]\\d|2[0-3]):[0-5]\\d$')
export const YEAR = int(2000, 2100)
export const name = (max = 60) => text(max, 1)
export const idList = (max: number) => Type.Array(id(), { maxItems: max, uniqueItems: true })
export const minutes = (max: number) => int(0, max)
/** A week pattern: 7 entries, Monday first, a shift id or 0 for rest. */
export const WEEK = Type.Array(int(0, 2_147_483_647), { minItems: 7, maxItems: 7 })
