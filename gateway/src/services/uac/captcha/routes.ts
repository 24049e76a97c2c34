import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes, texts } from '../../../core/errors'
import { objectBody, text } from '../../../core/http/schema'
import { langFrom } from '../../../core/lang'
import { createChallenge, openChallenge, solveChallenge, textHash } from './challenge'
import { PICTURE_HEIGHT, PICTURE_WIDTH, drawPicture, pictureText } from './picture-image'
import { PIECE_SIZE, SLIDER_HEIGHT, SLIDER_WIDTH, drawSlider } from './slider-image'

const langOf = (request: FastifyRequest) => langFrom(request.headers['accept-language'])
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

interface GenerateBody { type?: 'slider' | 'picture' }
interface ValidateBody { id: string; x?: number; durationMs?: number; text?: string }

/**
 * §7 captcha: generate (a slider puzzle, or a picture captcha whose PNG is fetched by GET with a
 * timestamp), and validate, which answers a single-use `captchaToken` for the login or a code request.
 */
export function captchaRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: GenerateBody }>('/uac/captcha/generate', {
    schema: { body: objectBody({ type: { type: 'string', enum: ['slider', 'picture'] } }) },
  }, async (request) => {
    const lang = langOf(request)
    if (request.body?.type === 'picture') {
      const id = await createChallenge(ctx, 'picture', textHash(pictureText()), request.ip, lang)
      return ok({ type: 'picture', id, imageUrl: `/gateway/uac/captcha/picture?id=${id}&t=${ctx.now()}`, width: PICTURE_WIDTH, height: PICTURE_HEIGHT })
    }
    const puzzle = await drawSlider()
    const id = await createChallenge(ctx, 'slider', String(puzzle.x), request.ip, lang)
    return ok({
      type: 'slider', id, background: dataUrl(puzzle.background), piece: dataUrl(puzzle.piece), y: puzzle.y,
      width: SLIDER_WIDTH, height: SLIDER_HEIGHT, pieceSize: PIECE_SIZE,
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
    await ctx.db.updateTable('captcha_challenge').set({ answer: textHash(answer) }).where('id', '=', row.id).execute()
    return reply.header('Cache-Control', 'no-store').type('image/png').send(await drawPicture(answer))
  })

  app.post<{ Body: ValidateBody }>('/uac/captcha/validate', {
    schema: {
      body: objectBody({
        id: text(40, 1), x: { type: 'number', minimum: -1000, maximum: 1000 },
        durationMs: { type: 'integer', minimum: 0, maximum: 600_000 }, text: text(10),
      }, ['id']),
    },
  }, async (request) => ok({ captchaToken: await solveChallenge(ctx, request.body, request.ip, langOf(request)) }))
}
