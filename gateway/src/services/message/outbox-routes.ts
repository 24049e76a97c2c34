import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { GatewayError, codes, texts } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { waitingCodes } from './delivery-queue'
import { outboxPage } from './outbox-page'

/**
 * The developer's outbox (`npm start` and tests only): every mail the local catcher received and
 * every SMS the stand-in kept, newest first, as a page and as JSON (with the number of codes still
 * queued). 404 when no stand-in runs.
 */
export function outboxRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const outbox = () => {
    const box = ctx.integrations.outbox
    if (!box) throw new GatewayError(codes.notFound, texts.notFound, 404)
    return box
  }
  serve(app, contract.message.outbox.json, {}, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
    // `pending`: codes still in the delivery queue, so a reader can wait until they went out.
    return { messages: outbox().list(), pending: await waitingCodes(ctx.db, ctx.now()) }
  })
  serve(app, contract.message.outbox.page, {}, async (_request, reply) => {
    const page = outboxPage(outbox().list())
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page)
  })
}
