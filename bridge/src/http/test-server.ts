// A real gateway stand-in for the tests (STYLE: a server on port 0, never a mocked fetch).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Recorded {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

export interface TestServer {
  /** e.g. `http://127.0.0.1:51234/gateway` */
  gatewayUrl: string
  requests: Recorded[]
  close(): Promise<void>
}

const EXCEL = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

type Route = (req: Recorded, query: URLSearchParams, res: ServerResponse, raw: Buffer) => void | Promise<void>

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
  res.end(JSON.stringify(body))
}

const file = (res: ServerResponse, type: string, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': type, ...headers })
  res.end(body)
}

const routes: Record<string, Route> = {
  echo: (req, _q, res) => json(res, 200, { code: '0', msg: 'ok', result: req }),
  code: (_r, q, res) => json(res, 200, { code: q.get('value'), msg: `msg ${q.get('value')}` }),
  hasPermissionMark: (_r, _q, res) => json(res, 200, { code: '401001', msg: 'server text' }),
  slow: (_r, q, res) => {
    setTimeout(() => json(res, 200, { code: 0, msg: 'late' }), Number(q.get('ms') ?? 300))
  },
  status: (_r, q, res) => {
    const status = Number(q.get('value'))
    if (q.get('text')) return void res.writeHead(status, { 'content-type': 'text/plain' }).end('nope')
    json(res, status, { code: q.get('code') ?? 500100, msg: 'boom' })
  },
  text: (_r, _q, res) => file(res, 'text/plain', 'hello'),
  file: (_r, q, res) => {
    const kind = q.get('kind')
    if (kind === 'excel') return file(res, EXCEL, 'xlsx-bytes', { filename: encodeURIComponent('报表 1.xlsx') })
    if (kind === 'xls-upper') return file(res, 'application/vnd.ms-excel', 'xls', { FileName: 'a.xls' })
    if (kind === 'disposition')
      return file(res, EXCEL, 'xlsx', {
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('名单.xlsx')}`,
      })
    if (kind === 'excel-nameless') return file(res, EXCEL, 'xlsx-bytes')
    if (kind === 'pdf') return file(res, 'application/pdf', '%PDF-1.4')
    if (kind === 'json-file') return file(res, 'application/json', '{"a":1}', { filename: 'data.json' })
    if (kind === 'json-ok') return json(res, 200, { code: '0', msg: 'export queued' })
    if (kind === 'not-json') return file(res, 'text/html', '<p>oops</p>')
    json(res, 200, { code: '500200', msg: 'No data to export' })
  },
  upload: async (req, _q, res, raw) => {
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData()
    const fields: Record<string, unknown> = {}
    for (const [name, value] of form.entries()) {
      fields[name] =
        typeof value === 'string' ? value : { name: value.name, size: value.size, text: await value.text() }
    }
    json(res, 200, { code: 0, msg: 'ok', result: { contentType: req.headers['content-type'], fields } })
  },
}

async function handle(req: IncomingMessage, res: ServerResponse, requests: Recorded[]) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks)
  const url = new URL(req.url ?? '/', 'http://test')
  const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw.toString() }
  requests.push(recorded)
  const route = routes[url.pathname.split('/').pop() ?? '']
  if (!url.pathname.startsWith('/gateway/') || !route) return json(res, 404, { code: 404000, msg: 'Not found' })
  await route(recorded, url.searchParams, res, raw)
}

export async function startTestServer(): Promise<TestServer> {
  const requests: Recorded[] = []
  const server = createServer((req, res) => {
    handle(req, res, requests).catch((error) => json(res, 500, { code: 500000, msg: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    gatewayUrl: `http://127.0.0.1:${port}/gateway`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A gateway address on a port where nothing listens. */
export async function closedGatewayUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}/gateway`
}
