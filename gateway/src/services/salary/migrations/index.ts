import type { Migration } from 'kysely'
import * as payroll from './060-payroll'
import * as payslips from './066-payslips'
import * as bankLayout from './067-bank-layout'

/** The migrations that create or change only the payroll service's tables. */
export const migrations: Record<string, Migration> = {
  '060-payroll': payroll,
  '066-payslips': payslips,
  '067-bank-layout': bankLayout,
}
