import { route } from '../route'
import { bool, num, objectBody, oneOf, text, Type } from '../schema'
import { CODE } from './codes'

/** Purposes a signed-out caller may ask codes for here; binding and super login have their own routes. */
const PUBLIC_PURPOSES = ['login', 'reset'] as const
const SENT = 'codes belong to a destination, not a tenant'

/** §7 message codes: the server clock, sending a code by SMS or e-mail (after a captcha pass) and checking one. */
export const codes = {
  getSysTimestamp: route({
    method: 'POST',
    path: '/message/web/getSysTimestamp',
    result: num(),
    errors: [],
    tenant: { none: 'the server clock' },
    summary: "The gateway's clock (epoch ms).",
    noScreen: "The gateway's clock for the mobile app and vendor apps that sign requests; the portal needs none.",
  }),
  getVCode: route({
    method: 'POST',
    path: '/message/web/getVCode',
    body: objectBody({ phone: text(30, 1), purpose: oneOf(PUBLIC_PURPOSES), captchaToken: text(100) }, ['phone']),
    result: Type.Null(),
    errors: [
      CODE.captchaRequired,
      CODE.tooManyAttempts,
      CODE.badDestination,
      CODE.codeResendTooSoon,
      CODE.busy,
      CODE.channelUnavailable,
    ],
    tenant: { none: `sends a code to a phone; ${SENT}` },
    summary: 'Sends a code by SMS (the same answer for known and unknown numbers).',
  }),
  getVCodeToEmail: route({
    method: 'POST',
    path: '/message/web/getVCodeToEmail',
    body: objectBody({ email: text(200, 1), purpose: oneOf(PUBLIC_PURPOSES), captchaToken: text(100) }, ['email']),
    result: Type.Null(),
    errors: [
      CODE.captchaRequired,
      CODE.tooManyAttempts,
      CODE.badDestination,
      CODE.codeResendTooSoon,
      CODE.busy,
      CODE.channelUnavailable,
    ],
    tenant: { none: `sends a code to an e-mail address; ${SENT}` },
    summary: 'Sends a code by e-mail (the same answer for known and unknown addresses).',
  }),
  checkCode: route({
    method: 'POST',
    path: '/message/web/checkCode',
    body: objectBody(
      {
        channel: oneOf(['sms', 'email'] as const),
        destination: text(200, 1),
        code: text(10, 1),
        purpose: oneOf(PUBLIC_PURPOSES),
      },
      ['channel', 'destination', 'code'],
    ),
    result: bool(),
    errors: [CODE.wrongCode, CODE.tooManyAttempts, CODE.badDestination],
    tenant: { none: 'spends a code of a destination; no tenant rows' },
    summary: 'Checks and spends a code (true).',
    noScreen:
      "For vendor apps and integrations that check a code sent to a user; the portal's screens check codes with the action they guard.",
  }),
}
