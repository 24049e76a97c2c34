import { csp } from './csp'
import { operations as operationsGroup, versionNotice } from './operations'

/** The operations platform (gateway services/operations): operators' console, version notices, CSP violation reports. */
export const operations = { operations: operationsGroup, versionNotice, csp }

export { OPS } from './codes'
export { REPORTS_PER_BODY, reportBody, type LegacyReport, type ReportingReport } from './csp'
