import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttp } from './create-http.js'
import { HttpError } from './http-error.js'
import { closedGatewayUrl, startTestServer, type TestServer } from './test-server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const count = (path: string) => server.requests.filter((r) => r.url.startsWith(path)).length

describe('transport failures', () => {
  it('rejects as network when nothing answers', async () => {
    const gatewayUrl = await closedGatewayUrl()
    const error = (await createHttp({ gatewayUrl })
      .get('/ums/web/x')
      .catch((e: unknown) => e)) as HttpError
    expect(error).toBeInstanceOf(HttpError)
    expect(error.code).toBe('network')
    expect(error.status).toBeUndefined()
    expect(error.message).toMatch(/^\[GET\] ".*\/gateway\/ums\/web\/x": <no response>/)
    expect(error.cause).toBeDefined()
  })

  it('rejects as timeout when the answer is later than the timeout option', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    const started = Date.now()
    const error = await http.postJson('/ums/web/slow?ms=1000', {}, { timeout: 50 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'timeout' })
    expect(Date.now() - started).toBeLessThan(900)
  })

  it('times out even when the caller also passes a signal', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    const signal = new AbortController().signal
    await expect(http.get('/ums/web/slow?ms=1000', {}, { timeout: 50, signal })).rejects.toMatchObject({
      code: 'timeout',
    })
  })

  it('rejects as aborted when the caller aborts', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    const controller = new AbortController()
    const pending = http.get('/ums/web/slow?ms=1000', {}, { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ code: 'aborted' })
  })

  it('never retries, neither POSTs nor GETs', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    await expect(http.postForm('/ums/web/status?value=503&n=post')).rejects.toMatchObject({ status: 503 })
    await expect(http.get('/ums/web/status', { value: 503, n: 'get' })).rejects.toMatchObject({ status: 503 })
    expect(count('/gateway/ums/web/status?value=503&n=post')).toBe(1)
    expect(count('/gateway/ums/web/status?value=503&n=get')).toBe(1)
  })
})
