import type { Migration } from 'kysely'
import * as payroll from './060-payroll'
import * as setup from './061-payroll-setup'
import * as review from './062-payroll-run-review'

/** The migrations that create or change only the payroll service's tables. */
export const migrations: Record<string, Migration> = {
  '060-payroll': payroll,
  '061-payroll-setup': setup,
  '062-payroll-run-review': review,
}
