import type { Server, ServerResponse } from 'node:http'
import type { FastifyReply } from 'fastify'

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000

/** Every open event stream of the process: one interval writes all their heartbeats, and runs only while there are some. */
const open = new Set<ServerResponse>()
let heartbeat: NodeJS.Timeout | undefined

function beat(): void {
  for (const raw of open) if (!raw.writableEnded && !raw.destroyed) raw.write(': heartbeat\n\n')
}

function forget(raw: ServerResponse): void {
  open.delete(raw)
  if (open.size === 0 && heartbeat) {
    clearInterval(heartbeat)
    heartbeat = undefined
  }
}

/**
 * Takes the response over as a server-sent event stream (QR sign-in state, live messages): the
 * headers every stream needs (no caching or proxy buffering, nosniff), a 2-second reconnect hint and
 * a heartbeat comment every 15 s. The caller writes events to the raw response and ends it.
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
  open.add(raw)
  heartbeat ??= setInterval(beat, HEARTBEAT_MS)
  raw.once('close', () => forget(raw))
  return raw
}

/** How many event streams are open in this process (what a closed stream leaves behind shows here). */
export const openEventStreams = (): number => open.size

/**
 * Ends the event streams `server` serves (it is closing): a stream never finishes on its own, so waiting for it would
 * hold the close for the whole drain time; the client reconnects, after the retry hint, to a process that runs.
 */
export function endEventStreams(server: Server): void {
  for (const raw of open) {
    if ((raw.socket as { server?: unknown } | null)?.server === server) raw.end()
  }
}
