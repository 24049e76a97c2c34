/**
 * The payroll service's business codes a route may answer (HTTP 200 `{ code, msg }`), set-up and runs (410901–410949);
 * the gateway's errors.ts takes them from here. `itemOutOfRange`: an item of a person came to more than an item may hold;
 * `fieldNotEditable`: a value for a profile field the caller may not edit (the employee record's code for the same refusal);
 * `monthRunOpen`: another run of the month with some of the same people is calculated but not locked (the month's tax
 * is counted over its runs in the order they are locked); `notCorrectable`: a correction is not corrected itself.
 */
export const SALARY = {
  badFormula: 410901,
  unknownName: 410902,
  formulaCycle: 410903,
  itemNotFound: 410904,
  codeTaken: 410905,
  itemInUse: 410906,
  badItem: 410907,
  groupNotFound: 410908,
  memberTaken: 410909,
  badGroup: 410910,
  employeeNotFound: 410911,
  badProfile: 410912,
  runNotFound: 410913,
  runExists: 410914,
  runStatus: 410915,
  attendanceNotLocked: 410916,
  badAmount: 410917,
  notInRun: 410918,
  badFile: 410919,
  emptyGroup: 410920,
  noProfile: 410921,
  formulaFailed: 410922,
  itemOutOfRange: 410923,
  notPublished: 410924,
  monthRunOpen: 410925,
  negativeAmount: 410926,
  correctionOpen: 410927,
  notCorrectable: 410928,
  fieldNotEditable: 410202,
} as const

/** Payslips and payroll outputs (410950–410999). */
export const PAYSLIP = {
  noStaffRecord: 410950,
  notFound: 410951,
  grantNeeded: 410952,
  wrongPassword: 410953,
  held: 410954,
  questionNotFound: 410955,
  answeredAlready: 410956,
  noFont: 410957,
  runNotFound: 410960,
  runNotFinal: 410961,
  missingAccounts: 410962,
  badLayout: 410963,
  notEncodable: 410964,
  voucherNotFinal: 410965,
} as const
