import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CallbackRefused, type CallbackOutcome, type CallbackRequest } from '../integrations/messaging/directory/types'

/** A callback as the test receiver got it, and what came of it. */
export interface Received {
  request: CallbackRequest
  outcome: CallbackOutcome | null
  refused: string | null
}

async function rawBodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A local HTTP receiver that plays the portal's callback route in tests: it hands each request to
 * `receive` (a directory client's receiveCallback), answers its reply, or 400 when it is refused.
 */
export async function startCallbackReceiver(receive: (request: CallbackRequest) => CallbackOutcome) {
  const received: Received[] = []
  const server = createServer((incoming, response) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://receiver')
      const request: CallbackRequest = {
        method: incoming.method === 'GET' ? 'GET' : 'POST',
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(
          Object.entries(incoming.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]),
        ),
        rawBody: await rawBodyOf(incoming),
        now: Date.now(),
      }
      try {
        const outcome = receive(request)
        received.push({ request, outcome, refused: null })
        response.writeHead(outcome.reply.status, { 'content-type': outcome.reply.contentType }).end(outcome.reply.body)
      } catch (error) {
        if (!(error instanceof CallbackRefused)) throw error
        received.push({ request, outcome: null, refused: error.message })
        response.writeHead(400, { 'content-type': 'text/plain' }).end('refused')
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
