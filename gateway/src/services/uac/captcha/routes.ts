import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes, texts } from '../../../core/errors'
import { objectBody, text } from '../../../core/http/schema'
import { langFrom, type Lang } from '../../../core/lang'
import { say } from '../../message'
import { admitChallenge, openChallenge, solveChallenge, storeChallenge, textHash } from './challenge'
import { DrawingBusy, drawOffThread } from './drawing'
import { PICTURE_HEIGHT, PICTURE_WIDTH, pictureText } from './picture-image'
import { SLIDER_HEIGHT, SLIDER_WIDTH } from './slider-image'
import { TRAIL_MAX_POINTS, type Trail } from './trail'

const langOf = (request: FastifyRequest) => langFrom(request.headers['accept-language'])
const dataUrl = (type: 'png' | 'jpeg', bytes: Uint8Array) => `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`

interface GenerateBody { type?: 'slider' | 'picture' }
interface ValidateBody { id: string; x?: number; trail?: Trail; text?: string }

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
 * §7 captcha: generate (a slider puzzle, or a picture captcha whose PNG is fetched by GET with a
 * timestamp), and validate, which answers a single-use `captchaToken` for the login or a code request.
 * Pictures are drawn in a worker thread (drawing.ts).
 */
export function captchaRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: GenerateBody }>('/uac/captcha/generate', {
    schema: { body: objectBody({ type: { type: 'string', enum: ['slider', 'picture'] } }) },
  }, async (request) => {
    const lang = langOf(request)
    await admitChallenge(ctx, request.ip, lang)
    if (request.body?.type === 'picture') {
      const id = await storeChallenge(ctx, 'picture', textHash(pictureText()), request.ip)
      return ok({ type: 'picture', id, imageUrl: `/gateway/uac/captcha/picture?id=${id}&t=${ctx.now()}`, width: PICTURE_WIDTH, height: PICTURE_HEIGHT })
    }
    const puzzle = await drawn(drawOffThread({ kind: 'slider' }), lang)
    const id = await storeChallenge(ctx, 'slider', String(puzzle.x), request.ip)
    return ok({
      type: 'slider', id, background: dataUrl('jpeg', puzzle.background), piece: dataUrl('png', puzzle.piece), y: puzzle.y,
      width: SLIDER_WIDTH, height: SLIDER_HEIGHT, pieceSize: puzzle.size,
    })
  })

  // The picture's text is chosen when the image is drawn: its hash replaces the placeholder answer,
  // so each GET (a refresh with a new timestamp) shows a new text for the same challenge.
  app.get<{ Querystring: { id: string; t?: string } }>('/uac/captcha/picture', {
    schema: { querystring: objectBody({ id: text(40, 1), t: text(20) }, ['id']) },
  }, async (request, reply) => {
    const row = await openChallenge(ctx, request.query.id, 'picture')
    if (!row || row.ip !== request.ip) throw new GatewayError(codes.notFound, texts.notFound, 404)
    const answer = pictureText()
    const { png } = await drawn(drawOffThread({ kind: 'picture', text: answer }), langOf(request))
    await ctx.db.updateTable('captcha_challenge').set({ answer: textHash(answer) }).where('id', '=', row.id).execute()
    return reply.header('Cache-Control', 'no-store').type('image/png').send(Buffer.from(png))
  })

  app.post<{ Body: ValidateBody }>('/uac/captcha/validate', {
    schema: {
      body: objectBody({
        id: text(40, 1), x: { type: 'number', minimum: -1000, maximum: 1000 },
        // The drag: [ms since it began, piece x] at each move.
        trail: {
          type: 'array', maxItems: TRAIL_MAX_POINTS,
          items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'number', minimum: -1000, maximum: 600_000 } },
        },
        text: text(10),
      }, ['id']),
    },
  }, async (request) => ok({ captchaToken: await solveChallenge(ctx, request.body, request.ip, langOf(request)) }))
}
