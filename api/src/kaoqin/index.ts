import { clockIn } from './clock-in'
import { results } from './results'
import { summaries } from './summary'

/** Attendance: clock-in, daily results, the monthly summary and punch import (gateway services/kaoqin). */
export const kaoqin = { clockIn, results, summaries }

export { KAOQIN } from './codes'
export { MAX_IMPORT_TEXT } from './summary'
