import type { ServerResponse } from 'node:http'
import type { FastifyReply } from 'fastify'

/**
 * Takes the response over as a server-sent event stream (QR sign-in state, live messages): the
 * headers every stream needs (no caching or proxy buffering, nosniff) and a 2-second reconnect
 * hint. The caller writes events to the raw response and ends it.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack()
  const raw = reply.raw
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  })
  raw.write('retry: 2000\n\n')
  return raw
}
