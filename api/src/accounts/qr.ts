import { route } from '../route'
import { flag, integer, list, objectBody, oneOf, optional, record, str, Type } from '../schema'
import { COMMON, SIGNED_IN } from './codes'
import { SESSION_ERRORS, signedIn } from './sign-in'

/** Ticket ids and poll keys: 32 random bytes, base64url. */
const secret = () => Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' })
export const QR_STATES = ['waiting', 'scanned', 'confirmed', 'declined', 'expired', 'used'] as const
const TICKET_ERRORS = [COMMON.qrExpired, COMMON.qrInvalid]
const PHONE = "the phone's own session"

export const qrTicket = record({
  ticket: str(),
  pollKey: str(),
  expiresAt: integer(),
  lifetimeMs: integer(),
  /** The two-digit number the desktop shows; the phone must pick it among three. */
  matchNumber: integer(),
  /** The address the QR code carries (absent when the installation has no scan origin). */
  scanUrl: optional(str()),
})
/** What the phone shows before it confirms: where the sign-in comes from, who would be signed in, three numbers. */
export const qrScan = record({
  ip: str(),
  network: oneOf(['same', 'local', 'elsewhere'] as const),
  browser: str(),
  system: str(),
  createdAt: integer(),
  expiresAt: integer(),
  userName: str(),
  realName: str(),
  tenantName: str(),
  choices: list(integer()),
})

/**
 * QR login: the desktop creates a two-minute ticket and shows it as a QR code; a signed-in phone scans, then confirms
 * (with the number the desktop shows) or declines; the desktop follows by events or polling and redeems it once.
 */
export const qr = {
  create: route({
    method: 'POST',
    path: '/uac/qrLogin/create',
    body: objectBody({}),
    result: qrTicket,
    errors: [COMMON.tooManyAttempts, COMMON.busy],
    tenant: { none: 'a sign-in ticket, no tenant until a phone confirms (qr-login.test.ts)' },
    summary:
      "A ticket and its poll key (also set as the event stream's cookie), the number to match and the scan address.",
  }),
  status: route({
    method: 'POST',
    path: '/uac/qrLogin/status',
    body: objectBody({ ticket: secret(), pollKey: secret() }, ['ticket', 'pollKey']),
    result: record({ state: oneOf(QR_STATES), expiresAt: integer() }),
    errors: [COMMON.qrInvalid],
    tenant: { none: "the state of the caller's own ticket (poll key)" },
    summary: "The ticket's state, for a desktop that polls.",
  }),
  events: route({
    method: 'GET',
    path: '/uac/qrLogin/events',
    query: objectBody({ ticket: secret() }, ['ticket']),
    file: true,
    errors: [COMMON.qrInvalid],
    tenant: { none: "the state of the caller's own ticket (poll key)" },
    summary:
      'Server-sent `state` events ({ state, expiresAt }) on every change until a final state; the poll key comes from the cookie create set.',
  }),
  redeem: route({
    method: 'POST',
    path: '/uac/qrLogin/redeem',
    body: objectBody({ ticket: secret(), pollKey: secret(), noLogin7Days: flag() }, ['ticket', 'pollKey']),
    result: signedIn,
    errors: [...TICKET_ERRORS, ...SESSION_ERRORS],
    tenant: {
      none: "signs in as the phone's user in the phone session's tenant, checked by issueLogin against user_tenant",
    },
    summary: 'Spends a confirmed ticket once for a session in the tenant of the phone that confirmed it.',
  }),
  scan: route({
    method: 'POST',
    path: '/uac/qrLogin/scan',
    body: objectBody({ ticket: secret() }, ['ticket']),
    result: qrScan,
    errors: [...TICKET_ERRORS, ...SIGNED_IN],
    tenant: { none: "the phone's own session and the desktop's address; no tenant rows" },
    summary: "The phone scanned: the desktop's address, network and browser, who would sign in where, three numbers.",
  }),
  confirm: route({
    method: 'POST',
    path: '/uac/qrLogin/confirm',
    body: objectBody({ ticket: secret(), number: Type.Integer({ minimum: 10, maximum: 99 }) }, ['ticket', 'number']),
    result: record({ state: Type.Literal('confirmed') }),
    errors: [...TICKET_ERRORS, COMMON.qrWrongNumber, ...SIGNED_IN],
    tenant: { none: PHONE },
    summary: "Confirms with the desktop's number; another number declines the ticket.",
  }),
  decline: route({
    method: 'POST',
    path: '/uac/qrLogin/decline',
    body: objectBody({ ticket: secret() }, ['ticket']),
    result: record({ state: Type.Literal('declined') }),
    errors: [...TICKET_ERRORS, ...SIGNED_IN],
    tenant: { none: PHONE },
    summary: 'Declines the sign-in.',
  }),
}
