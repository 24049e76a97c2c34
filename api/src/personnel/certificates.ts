import { route } from '../route'
import { bool, integer, list, matching, nullable, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { CERTIFICATE, RECORD } from './codes'

/** termination: 解除/终止劳动合同证明, issued by HR when a leaving case closes (personnel/leaving). */
export const CERTIFICATE_KINDS = ['employment', 'income', 'termination'] as const
export const CERTIFICATE_STATUSES = ['pending', 'issued', 'rejected', 'cancelled', 'failed'] as const
/** Most months of pay an income certificate states. */
export const MAX_INCOME_MONTHS = 24
/** The address-wide limit of the public verification (400115 busy: the service is busy, try again shortly). */
const BUSY = 400115

/** A certificate asked for: its text once issued (title and body as issued, in the language asked). */
export const certificateView = record({
  id: str(),
  kind: oneOf(CERTIFICATE_KINDS),
  months: integer(),
  lang: oneOf(['zh', 'en'] as const),
  purpose: str(),
  status: oneOf(CERTIFICATE_STATUSES),
  instanceId: nullable(str()),
  title: str(),
  body: str(),
  createdAt: num(),
  issuedAt: nullable(num()),
})

/** A tenant's template of a kind: title and body with {placeholders} in both languages; issued at once or approved. */
export const certificateTemplate = record({
  kind: oneOf(CERTIFICATE_KINDS),
  titleZh: str(),
  titleEn: str(),
  bodyZh: str(),
  bodyEn: str(),
  issueAtOnce: bool(),
  placeholders: list(str()),
  builtIn: bool(),
})

/** What the public verification page shows: only what the certificate says. */
export const verifiedCertificate = record({
  kind: oneOf(CERTIFICATE_KINDS),
  title: str(),
  body: str(),
  name: str(),
  company: str(),
  issuedOn: str(),
})

const OWN = "the caller's own certificates in the session tenant (services/personnel/certificates/certificates.test.ts)"
const HR = "the session tenant's templates (services/personnel/certificates/certificates.test.ts)"

/** Employment and income certificates: asking, one's own, the PDF, the tenant's templates, and public verification. */
export const certificates = {
  ask: route({
    method: 'POST',
    path: '/ums/web/certificate/ask',
    body: objectBody(
      {
        kind: Type.Union([Type.Literal('employment'), Type.Literal('income')]),
        months: Type.Integer({ minimum: 1, maximum: MAX_INCOME_MONTHS }),
        lang: Type.Union([Type.Literal('zh'), Type.Literal('en')]),
        purpose: text(200),
        /** Only the caller's own staff id may be given: a certificate is asked by the person it is about. */
        employeeId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      },
      ['kind'],
    ),
    result: certificateView,
    errors: [
      RECORD.notFound,
      CERTIFICATE.notYours,
      CERTIFICATE.noIncome,
      CERTIFICATE.noFont,
      CERTIFICATE.pending,
      410005,
    ],
    tenant: OWN,
    summary: 'Asks for a certificate of oneself: issued at once or after HR approves (the tenant template says).',
  }),
  mine: route({
    method: 'POST',
    path: '/ums/web/certificate/mine',
    body: objectBody({}),
    result: list(certificateView),
    errors: [RECORD.notFound],
    tenant: OWN,
    summary: "The caller's certificates, newest first (at most 100).",
  }),
  detail: route({
    method: 'POST',
    path: '/ums/web/certificate/detail',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: record({ ...certificateView.properties, employeeName: str() }),
    errors: [CERTIFICATE.notFound],
    tenant:
      'a certificate of the session tenant, for its owner and those who may see its request (services/personnel/certificates/certificates.test.ts)',
    summary: 'One certificate request (intent certificateRequest.view of the approval centre).',
  }),
  pdf: route({
    method: 'POST',
    path: '/ums/web/certificate/pdf',
    body: objectBody({ id: text(36, 1) }, ['id']),
    file: true,
    errors: [CERTIFICATE.notFound],
    tenant: OWN,
    summary: "An issued certificate of the caller's as a PDF.",
  }),
  templates: route({
    method: 'POST',
    path: '/ums/web/certificate/templates',
    body: objectBody({}),
    result: list(certificateTemplate),
    errors: [],
    tenant: HR,
    summary: "The tenant's certificate templates (the built-in ones until changed), function 110101.",
  }),
  saveTemplate: route({
    method: 'POST',
    path: '/ums/web/certificate/saveTemplate',
    body: objectBody(
      {
        kind: Type.Union([Type.Literal('employment'), Type.Literal('income'), Type.Literal('termination')]),
        titleZh: text(100, 1),
        titleEn: text(100, 1),
        bodyZh: Type.String({ minLength: 1, maxLength: 2000 }),
        bodyEn: Type.String({ minLength: 1, maxLength: 2000 }),
        issueAtOnce: bool(),
      },
      ['kind', 'titleZh', 'titleEn', 'bodyZh', 'bodyEn', 'issueAtOnce'],
    ),
    result: certificateTemplate,
    errors: [CERTIFICATE.badTemplate],
    tenant: HR,
    summary: "Saves the tenant's template of a kind (function 110101).",
  }),
  verify: route({
    method: 'POST',
    path: '/ums/open/certificate/verify',
    body: objectBody({ code: matching('^[A-Za-z0-9-]{1,64}$') }, ['code']),
    result: verifiedCertificate,
    errors: [CERTIFICATE.notVerified, BUSY],
    tenant: {
      none: 'no sign-in: the certificate the code names, whatever its tenant; a wrong code names nothing (certificates.test.ts)',
    },
    summary:
      'The public verification of a certificate by its code: only what the certificate says; rate-limited per address.',
  }),
}
