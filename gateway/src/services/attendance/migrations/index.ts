import type { Migration } from 'kysely'
import * as punch from './054-punch'
import * as results from './055-attendance-results'
import * as overtimeOffers from './130-overtime-offers'

/** The migrations that create the attendance service's tables. */
export const migrations: Record<string, Migration> = {
  '054-punch': punch,
  '055-attendance-results': results,
  '130-overtime-offers': overtimeOffers,
}
