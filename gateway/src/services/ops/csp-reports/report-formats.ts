import type { JsonSchema } from '../../../core/http/schema'
import type { RawViolation } from './violation'

/** The report formats browsers send, by content type: report-uri's and the Reporting API's (report-to). */
export const REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const

/** The most reports one Reporting API delivery may carry. */
export const REPORTS_PER_BODY = 20

const str = (maxLength: number): JsonSchema => ({ type: 'string', maxLength })

/** report-uri: `{ "csp-report": { "document-uri", "violated-directive", "effective-directive", "blocked-uri", … } }`. */
const legacySchema: JsonSchema = {
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
const reportingSchema: JsonSchema = {
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

/** Either format; everything else is refused with 400 before the handler runs. */
export const reportBodySchema: JsonSchema = { anyOf: [legacySchema, reportingSchema] }

type Legacy = { 'csp-report': Record<string, string | undefined> }
type Reporting = Array<{ type: string; body?: Record<string, string | undefined> }>

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
