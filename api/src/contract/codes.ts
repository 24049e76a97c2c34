/** Employment contracts' business codes (412601–412649); the gateway's contract/texts.ts takes them from here. */
export const CONTRACT = {
  notFound: 412601,
  badType: 412602,
  badDates: 412603,
  badProbation: 412604,
  badDocument: 412605,
  notEditable: 412606,
  overlap: 412607,
  changePending: 412608,
  notChangeable: 412609,
  changeNotFound: 412610,
  employeeNotFound: 412611,
  probationOverLimit: 412612,
} as const
