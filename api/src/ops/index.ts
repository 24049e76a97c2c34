import { csp } from './csp'
import { operations, versionNotice } from './operations'

/** The operations platform (gateway services/ops): operators' console, version notices, CSP violation reports. */
export const ops = { operations, versionNotice, csp }

export { OPS } from './codes'
export { REPORTS_PER_BODY, reportBody, type LegacyReport, type ReportingReport } from './csp'
