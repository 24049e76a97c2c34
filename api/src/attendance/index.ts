import { clockIn } from './clock-in'
import { offers } from './offers'
import { results } from './results'
import { summaries } from './summary'

/** Attendance: clock-in, daily results, the monthly summary, punch import and overtime offered from punches (gateway services/attendance). */
export const attendance = { clockIn, results, summaries, offers }

export { KAOQIN } from './codes'
export { MAX_IMPORT_TEXT } from './summary'
