import type { Migration } from 'kysely'
import * as payroll from './060-payroll'

/** The migrations that create or change only the payroll service's tables. */
export const migrations: Record<string, Migration> = {
  '060-payroll': payroll,
}
