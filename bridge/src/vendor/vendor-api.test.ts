import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttp, HttpError } from '../http/index.js'
import type { AppTokenSource } from './app-token.js'
import { createVendorApi } from './vendor-api.js'

// A backend that accepts only the token `fresh`, answering 401 like the gateway's vendor routes.
let server: Server
let baseUrl = ''
const seen: IncomingHttpHeaders[] = []
beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers)
    const ok = request.headers.authorization === 'Bearer fresh'
    response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(
        ok ? { code: 0, msg: 'success', result: { rows: [1] } } : { code: 401100, msg: 'App token expired' },
      ),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway/supplier/api`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function tokensFrom(list: string[]): AppTokenSource & { dropped: string[] } {
  const dropped: string[] = []
  return { dropped, get: async () => list[dropped.length] ?? 'none', invalidate: (token) => void dropped.push(token) }
}

describe('vendor api', () => {
  it('sends the app token as a Bearer header and never a staff token header', async () => {
    seen.length = 0
    const call = createVendorApi({
      http: createHttp({ gatewayUrl: 'http://unused/gateway' }),
      baseUrl,
      tokens: tokensFrom(['fresh']),
    })
    expect(await call('/suppliers', {})).toEqual({ rows: [1] })
    expect(seen[0].authorization).toBe('Bearer fresh')
    expect(seen[0].token).toBeUndefined()
  })

  it('drops a refused token and tries once more with a new one', async () => {
    const tokens = tokensFrom(['stale', 'fresh'])
    const call = createVendorApi({ http: createHttp({ gatewayUrl: 'http://unused/gateway' }), baseUrl, tokens })
    expect(await call('/suppliers')).toEqual({ rows: [1] })
    expect(tokens.dropped).toEqual(['stale'])
  })

  it('gives up after the second refusal with the 401 error', async () => {
    const tokens = tokensFrom(['stale', 'staler'])
    const call = createVendorApi({ http: createHttp({ gatewayUrl: 'http://unused/gateway' }), baseUrl, tokens })
    const error = await call('/suppliers').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(401)
    expect(tokens.dropped).toEqual(['stale', 'staler'])
  })
})
