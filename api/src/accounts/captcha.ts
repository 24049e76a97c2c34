import { route } from '../route'
import { integer, literal, objectBody, oneOf, record, str, text, Type } from '../schema'
import { COMMON } from './codes'

/** The most points a slider drag sends (gateway uac/captcha/trail.ts). */
const TRAIL_MAX_POINTS = 400
const ADDRESS = { none: "a captcha challenge of the caller's address" }

/** The configured provider's challenge (one step): what its widget needs. */
export const providerChallenge = record({
  type: literal('provider'),
  id: str(),
  provider: oneOf(['turnstile', 'hcaptcha'] as const),
  siteKey: str(),
  steps: integer(),
})
/** A picture captcha: its PNG is fetched from `imageUrl` (a new text at each fetch). */
export const pictureChallenge = record({
  type: literal('picture'),
  id: str(),
  imageUrl: str(),
  width: integer(),
  height: integer(),
  steps: integer(),
})
/** A slider puzzle: the background and the piece as data URLs, the piece's row and size. */
export const sliderChallenge = record({
  type: literal('slider'),
  id: str(),
  background: str(),
  piece: str(),
  y: integer(),
  width: integer(),
  height: integer(),
  pieceSize: integer(),
  steps: integer(),
})

/**
 * §7 captcha: a challenge (slider, picture, or the configured provider's), and its answer, which gives a single-use
 * `captchaToken` for a sign-in or a code request, or, for a risky asker, `next`: a second challenge to solve first.
 */
export const captcha = {
  generate: route({
    method: 'POST',
    path: '/uac/captcha/generate',
    body: objectBody({ type: oneOf(['slider', 'picture', 'provider'] as const), subject: text(100) }),
    result: Type.Union([sliderChallenge, pictureChallenge, providerChallenge]),
    errors: [COMMON.tooManyAttempts, COMMON.busy],
    tenant: ADDRESS,
    summary:
      'A new challenge: a slider puzzle by default; `subject` names the account, phone or e-mail it is for, so its failures count.',
  }),
  picture: route({
    method: 'GET',
    path: '/uac/captcha/picture',
    query: objectBody({ id: text(40, 1), t: text(20) }, ['id']),
    file: true,
    errors: [COMMON.notFound, COMMON.tooManyAttempts],
    tenant: { none: "the picture of a captcha challenge of the caller's address" },
    summary: "A picture captcha's PNG, drawn with a new text at each fetch (404 for another address's challenge).",
  }),
  validate: route({
    method: 'POST',
    path: '/uac/captcha/validate',
    body: objectBody(
      {
        id: text(40, 1),
        x: Type.Number({ minimum: -1000, maximum: 1000 }),
        // The drag: [ms since it began, piece x] at each move.
        trail: Type.Unsafe<Array<[number, number]>>({
          type: 'array',
          maxItems: TRAIL_MAX_POINTS,
          items: {
            type: 'array',
            minItems: 2,
            maxItems: 2,
            items: { type: 'number', minimum: -1000, maximum: 600_000 },
          },
        }),
        text: text(10),
        providerToken: text(4096),
      },
      ['id'],
    ),
    result: Type.Union([
      record({ captchaToken: str() }),
      record({ next: Type.Union([providerChallenge, pictureChallenge]) }),
    ]),
    errors: [COMMON.captchaFailed, COMMON.tooManyAttempts],
    tenant: { none: 'solves a captcha challenge; answers a pass token' },
    summary: 'Checks the answer: a single-use pass, or for a risky asker the next challenge to solve first.',
  }),
}
