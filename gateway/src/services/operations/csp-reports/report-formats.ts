import type { operationsContract } from '@hr-portal/api'
import type { RawViolation } from './violation'

/** The report formats browsers send, by content type: report-uri's and the Reporting API's (report-to). */
export const REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const

// The bodies as the contract validates them (api/src/operations/csp.ts).
type Legacy = operationsContract.LegacyReport
type Reporting = operationsContract.ReportingReport

/** The violations a validated body carries, in one shape; Reporting API entries of other types are skipped. */
export function rawViolationsOf(body: Legacy | Reporting): RawViolation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report']
    return [
      {
        documentURL: report['document-uri'],
        blockedURL: report['blocked-uri'],
        directive: report['effective-directive'] || report['violated-directive'],
        disposition: report.disposition,
      },
    ]
  }
  return body
    .filter((entry) => entry.type === 'csp-violation' && entry.body)
    .map(({ body: b }) => ({
      documentURL: b!.documentURL,
      blockedURL: b!.blockedURL,
      directive: b!.effectiveDirective,
      disposition: b!.disposition,
    }))
}
