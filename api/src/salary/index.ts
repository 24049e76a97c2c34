import { items } from './items'
import { runs } from './runs'

/** The payroll service (gateway services/salary): its routes by area. */
export const salary = { items, runs }

export { item } from './items'
export { run, line, lines, auditEntry } from './runs'
export { SALARY, PAYSLIP } from './codes'
