import type { Service } from '../../core/service'

// The payroll service's public interface: other services and the gateway's startup, seed and tests import only these.
export type { Amount, InsuranceKind, LineDetail } from './types'

/** Payroll: salary items and formulas, salary groups and profiles, the monthly run through approval, payslips. */
export const salary: Service = { segment: 'salary', routes: [] }

// The payroll service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { SalaryItemTable, SalaryRunTable, SalaryLineTable } from './tables'
export { migrations } from './migrations'
