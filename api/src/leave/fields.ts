import { matching, oneOf, text } from '../schema'

/** A day (YYYY-MM-DD), a time of day (HH:MM), a half day, a request's id (a UUID). */
export const DATE = matching('^\\d{4}-\\d{2}-\\d{2}$')
export const TIME = matching('^([01]\\d|2[0-3]):[0-5]\\d$')
export const HALF = oneOf(['am', 'pm'])
export const requestId = () => text(36, 36)
