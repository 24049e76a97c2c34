import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the simulators read it: method, path, query, headers and the parsed body. */
export interface SimRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  /** JSON bodies parsed; form bodies as their fields; otherwise {}. */
  body: Record<string, unknown>
}

export interface SimResponse {
  status: number
  json?: unknown
  html?: string
  location?: string
}

export interface RunningSimulator {
  url: string
  close(): Promise<void>
}

const MAX_BODY = 64 * 1024

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  const type = request.headers['content-type'] ?? ''
  if (type.includes('application/json')) {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  }
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text))
  return {}
}

function send(response: ServerResponse, answer: SimResponse): void {
  if (answer.location) {
    response.writeHead(answer.status, { location: answer.location, 'cache-control': 'no-store' }).end()
  } else if (answer.html !== undefined) {
    response
      .writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(answer.html)
  } else {
    response
      .writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(answer.json ?? {}))
  }
}

/** Serves `handle` on loopback port 0 (node:http); bad bodies answer 400, handler bugs 500. */
export async function startSimulatorServer(
  host: string,
  handle: (request: SimRequest) => SimResponse | Promise<SimResponse>,
): Promise<RunningSimulator> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://simulator')
      let body: Record<string, unknown>
      try {
        body = await readBody(request)
      } catch {
        send(response, { status: 400, json: { error: 'unreadable body' } })
        return
      }
      try {
        send(
          response,
          await handle({
            method: request.method ?? 'GET',
            path: url.pathname,
            query: url.searchParams,
            headers: request.headers,
            body,
          }),
        )
      } catch (error) {
        send(response, { status: 500, json: { error: error instanceof Error ? error.message : 'simulator error' } })
      }
    })()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const shownHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${shownHost}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
