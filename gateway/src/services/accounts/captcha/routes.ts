import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CaptchaProvider } from '../../../config-captcha'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes, texts } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langFrom, type Lang } from '../../../core/lang'
import { say } from '../../message'
import {
  admitChallenge,
  openChallenge,
  solveChallenge,
  storeChallenge,
  textHash,
  type ChallengeRisk,
} from './challenge'
import { DrawingBusy, drawOffThread } from './drawing'
import { PICTURE_HEIGHT, PICTURE_WIDTH, pictureText } from './picture-image'
import { levelFor, subjectHash } from './risk'
import { SLIDER_HEIGHT, SLIDER_WIDTH } from './slider-image'
import { sayCaptcha } from './texts'

const langOf = (request: FastifyRequest) => langFrom(request.headers['accept-language'])
const dataUrl = (type: 'png' | 'jpeg', bytes: Uint8Array) =>
  `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`

const { captcha: routes } = contract.accounts

/** How many challenges stand between the asker and a pass: 2 for a hard one (risk.ts). */
const stepsOf = (risk: ChallengeRisk) => (risk.level === 1 ? 2 : 1)

/** Stores a provider's challenge (one step: the provider weighs its own signals) and answers what its widget needs. */
async function newProviderChallenge(ctx: GatewayContext, ip: string, provider: CaptchaProvider, subject: string) {
  const id = await storeChallenge(ctx, 'provider', '', ip, { level: 0, subject })
  return { type: 'provider' as const, id, provider: provider.name, siteKey: provider.siteKey, steps: 1 }
}

/** Stores a picture captcha and answers what the browser needs to show it (its PNG is fetched by GET). */
async function newPicture(ctx: GatewayContext, ip: string, risk: ChallengeRisk) {
  const id = await storeChallenge(ctx, 'picture', textHash(pictureText()), ip, risk)
  return {
    type: 'picture' as const,
    id,
    imageUrl: `/gateway/uac/captcha/picture?id=${id}&t=${ctx.now()}`,
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
    steps: stepsOf(risk),
  }
}

/** A drawing from the worker thread; a full queue answers "busy, try later" rather than waiting. */
async function drawn<T>(drawing: Promise<T>, lang: Lang): Promise<T> {
  try {
    return await drawing
  } catch (error) {
    if (error instanceof DrawingBusy) throw new GatewayError(codes.tooManyAttempts, say(lang, 'captchaBusy'))
    throw error
  }
}

/**
 * §7 captcha: generate (a slider puzzle, a picture captcha whose PNG is fetched by GET with a timestamp, or
 * the configured provider's challenge), and validate, which answers a single-use `captchaToken` for the login
 * or a code request, or, for a risky asker (risk.ts), `next`: a second challenge to solve first (the configured
 * provider's, else a picture captcha). `subject`
 * names the account, phone or e-mail the captcha is for, so failures for it count wherever they come from.
 * Pictures are drawn in a worker thread (drawing.ts).
 */
export function captchaRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.generate, {}, async (request) => {
    const lang = langOf(request)
    const provider = ctx.config.captchaProvider
    if (request.body?.type === 'provider' && !provider)
      throw new GatewayError(codes.badInput, sayCaptcha(lang, 'noProvider'))
    await admitChallenge(ctx, request.ip, lang)
    const subject = subjectHash(request.body?.subject)
    const risk: ChallengeRisk = { level: await levelFor(ctx, request.ip, subject), subject }
    if (request.body?.type === 'picture') return ok(await newPicture(ctx, request.ip, risk))
    if (request.body?.type === 'provider' && provider)
      return ok(await newProviderChallenge(ctx, request.ip, provider, subject))
    const puzzle = await drawn(drawOffThread({ kind: 'slider' }), lang)
    const id = await storeChallenge(ctx, 'slider', String(puzzle.x), request.ip, risk)
    return ok({
      type: 'slider',
      id,
      background: dataUrl('jpeg', puzzle.background),
      piece: dataUrl('png', puzzle.piece),
      y: puzzle.y,
      width: SLIDER_WIDTH,
      height: SLIDER_HEIGHT,
      pieceSize: puzzle.size,
      steps: stepsOf(risk),
    })
  })

  // The picture's text is chosen when the image is drawn: its hash replaces the placeholder answer,
  // so each GET (a refresh with a new timestamp) shows a new text for the same challenge.
  serve(app, routes.picture, {}, async (request, reply) => {
    const row = await openChallenge(ctx, request.query.id, 'picture')
    if (!row || row.ip !== request.ip) throw new GatewayError(codes.notFound, texts.notFound, 404)
    const answer = pictureText()
    const { png } = await drawn(drawOffThread({ kind: 'picture', text: answer }), langOf(request))
    await ctx.db
      .updateTable('captcha_challenge')
      .set({ answer: textHash(answer) })
      .where('id', '=', row.id)
      .execute()
    return reply.header('Cache-Control', 'no-store').type('image/png').send(Buffer.from(png))
  })

  serve(app, routes.validate, {}, async (request) => {
    const solved = await solveChallenge(ctx, request.body, request.ip, langOf(request), (message) =>
      request.log.warn(message),
    )
    if ('captchaToken' in solved) return ok({ captchaToken: solved.captchaToken })
    // A hard challenge passed: the second one gives the pass: the provider's where one is configured, else a picture captcha.
    const { subject } = solved.second
    const provider = ctx.config.captchaProvider
    return ok({
      next: provider
        ? await newProviderChallenge(ctx, request.ip, provider, subject)
        : await newPicture(ctx, request.ip, { level: 0, subject }),
    })
  })
}
