import { route } from '../route'
import { Type } from '../schema'

/** The most reports one Reporting API delivery may carry. */
export const REPORTS_PER_BODY = 20

const str = (maxLength: number) => ({ type: 'string', maxLength })

/** report-uri: `{ "csp-report": { "document-uri", "violated-directive", "effective-directive", "blocked-uri", … } }`. */
const legacySchema = {
  type: 'object',
  required: ['csp-report'],
  properties: {
    'csp-report': {
      type: 'object',
      properties: {
        'document-uri': str(2048),
        'violated-directive': str(2000),
        'effective-directive': str(100),
        'blocked-uri': str(2048),
        disposition: str(20),
      },
    },
  },
}

/** report-to (Reporting API): `[{ "type": "csp-violation", "body": { "documentURL", "effectiveDirective", "blockedURL", … } }, …]`. */
const reportingSchema = {
  type: 'array',
  minItems: 1,
  maxItems: REPORTS_PER_BODY,
  items: {
    type: 'object',
    required: ['type'],
    properties: {
      type: str(60),
      body: {
        type: 'object',
        properties: {
          documentURL: str(2048),
          effectiveDirective: str(100),
          blockedURL: str(2048),
          disposition: str(20),
        },
      },
    },
  },
}

export type LegacyReport = { 'csp-report': Record<string, string | undefined> }
export type ReportingReport = Array<{ type: string; body?: Record<string, string | undefined> }>

/** Either format; everything else is refused with 400 before the handler runs (unknown fields are kept, not read). */
export const reportBody = Type.Unsafe<LegacyReport | ReportingReport>({ anyOf: [legacySchema, reportingSchema] })

/** Browsers' content-security-policy violation reports (services/operations/csp-reports), in either format. */
export const csp = {
  report: route({
    method: 'POST',
    path: '/ops/cspReport',
    body: reportBody,
    // Not the JSON envelope: 204 with no body (429 over its budget), sent with `reply`.
    file: true,
    errors: [],
    tenant: {
      none: "browsers' CSP violation reports, sent without a session: no tenant is known or read (csp-reports.test.ts)",
    },
    summary:
      'A violation report as browsers send it (application/csp-report or application/reports+json), without a session; answers 204 with no body (429 over its budget).',
  }),
}
