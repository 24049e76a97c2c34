import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TIMEOUTS } from './constants.js'
import { createHttp } from './create-http.js'
import { startTestServer, type TestServer } from './test-server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
afterEach(() => vi.restoreAllMocks())

const delaysOf = async (call: () => Promise<unknown>) => {
  const spy = vi.spyOn(globalThis, 'setTimeout')
  await call()
  const delays = spy.mock.calls.map((args) => args[1])
  spy.mockRestore()
  return delays
}

describe('default timeouts', () => {
  it('are those of §9', () => {
    expect(TIMEOUTS).toEqual({ json: 120000, form: 120000, blobPost: 300000 })
  })

  it.each([
    ['POST JSON', 120000, (h: ReturnType<typeof createHttp>) => h.postJson('/ums/web/echo', {})],
    ['POST form', 120000, (h: ReturnType<typeof createHttp>) => h.postForm('/ums/web/echo', {})],
    ['POST blob', 300000, (h: ReturnType<typeof createHttp>) => h.postBlob('/filecenter/web/file?kind=pdf')],
  ])('%s waits %i ms', async (_name, timeout, call) => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    expect(await delaysOf(() => call(http))).toContain(timeout)
  })

  it('GET has none unless one is passed', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    const delays = await delaysOf(() => http.get('/ums/web/echo'))
    expect(delays.filter((d) => d === 120000 || d === 300000)).toEqual([])
    expect(await delaysOf(() => http.get('/ums/web/echo', {}, { timeout: 4321 }))).toContain(4321)
  })
})
