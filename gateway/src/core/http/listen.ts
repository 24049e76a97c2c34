import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { endEventStreams } from './event-stream'

/** Seconds a client is asked to wait when it reaches an origin that is still starting. */
export const STARTING_RETRY_AFTER = 1

/**
 * Answers every request while the origin's app is not ready: 503 with Retry-After, so a load
 * balancer's health check or a reload during a restart gets an answer, never an unready router.
 */
export const answerStarting: RequestListener = (_request, response) => {
  response.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Retry-After': String(STARTING_RETRY_AFTER),
    'Cache-Control': 'no-store',
  })
  response.end(JSON.stringify({ code: 503000, msg: 'The service is starting, please retry' }))
}

/** The open connections of a server made by listenHttp, each with the number of its requests not yet answered. */
const connectionsOf = new WeakMap<Server, Map<Socket, number>>()

/**
 * Counts each connection's requests in progress, for closeHttp (listenHttp does it for its servers; a server made
 * elsewhere calls it before listening). Node's closeIdleConnections leaves a connection that never sent a request (a
 * browser opens such connections ahead of need): that one counts 0 here, so closing can end it at once.
 */
export function trackConnections(server: Server): void {
  const connections = new Map<Socket, number>()
  connectionsOf.set(server, connections)
  server.on('connection', (socket: Socket) => {
    connections.set(socket, 0)
    socket.once('close', () => connections.delete(socket))
  })
  server.on('request', (request, response) => {
    const socket = request.socket
    if (!connections.has(socket)) return
    connections.set(socket, connections.get(socket)! + 1)
    response.once('close', () => {
      if (!connections.has(socket)) return
      const left = connections.get(socket)! - 1
      connections.set(socket, left)
      // Once the server is closing, a connection whose last answer went out is ended.
      if (left === 0 && !server.listening) socket.destroy()
    })
  })
}

/** Ends the connections of a closing server that have no request in progress. */
function endQuietConnections(server: Server): void {
  for (const [socket, inProgress] of connectionsOf.get(server) ?? []) if (inProgress === 0) socket.destroy()
}

/** How long an idle kept-alive connection stays open. */
export const KEEP_ALIVE_MS = 72_000

/**
 * A bare node server already listening; port 0 binds a free port, read back from the answer.
 * Until `serve` hands it the app's handler, it answers 503 (see `answerStarting`).
 */
export function listenHttp(port: number, host: string): Promise<{ server: Server; port: number }> {
  // An idle kept-alive connection stays open 72 s (Node's own default is 5 s): longer than a load balancer's idle
  // timeout (commonly 60 s), so the server never closes a connection just as a client or proxy reuses it.
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS })
  trackConnections(server)
  server.on('request', answerStarting)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve({ server, port: (server.address() as AddressInfo).port })
    })
  })
}

/** Hands a listening server to its ready app: from now on `handler` answers instead of the 503. */
export function serve(server: Server, handler: RequestListener): void {
  server.off('request', answerStarting)
  server.on('request', handler)
}

/** How long requests in flight may take to finish once the server is closing. */
export const DRAIN_MS = 10_000

/**
 * Stops accepting, drops the connections without a request in progress (idle keep-alive ones, and those that never
 * sent one), ends its event streams, lets requests in flight finish (at most `drainMs`, then their connections are
 * cut) and waits for the server to close.
 */
export function closeHttp(server: Server, drainMs = DRAIN_MS): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeIdleConnections()
    endQuietConnections(server)
    endEventStreams(server)
    // A keep-alive connection that finishes its last request later is closed right after it.
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    idle.unref()
    server.once('close', () => clearInterval(idle))
    setTimeout(() => server.closeAllConnections(), drainMs).unref()
  })
}
