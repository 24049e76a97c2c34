/** Function ids of the payslip pages and the payroll outputs (apps/salary and apps/bi-report manifest.json). */
export const PAYSLIP_FUNCTIONS = {
  /** My payslips: every staff member's own (authFlag 0), so its routes ask only for a session. */
  myPayslips: '8221',
  receipts: '8222',
  answer: '822201',
  /** The monthly runs page (its item belongs to the run's pages); the bank file is a button on it. */
  runs: '8204',
  bankFile: '820404',
  /** The payroll cost report of the BI app (4002 is the app performance page). */
  payrollCost: '4004',
} as const
