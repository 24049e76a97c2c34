import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttp } from './create-http.js'
import { startTestServer, type TestServer } from './test-server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const setup = () => {
  const events: boolean[] = []
  const http = createHttp({ gatewayUrl: server.gatewayUrl, onLoading: (on) => events.push(on) })
  return { events, http }
}

describe('the global loading indicator', () => {
  it('turns on at the first call and off after the last of several overlapping calls', async () => {
    const { events, http } = setup()
    await Promise.all([
      http.get('/ums/web/slow?ms=30'),
      http.postForm('/ums/web/slow?ms=60'),
      http.get('/ums/web/echo'),
    ])
    expect(events).toEqual([true, false])
  })

  it('is left alone by calls with unLoading', async () => {
    const { events, http } = setup()
    await http.get('/ums/web/echo', {}, { unLoading: true })
    await http.getBlob('/filecenter/web/file', { kind: 'pdf' }, { unLoading: true })
    expect(events).toEqual([])
  })

  it('turns off after failures of every kind', async () => {
    const { events, http } = setup()
    await Promise.allSettled([
      http.get('/ums/web/code', { value: 401001 }),
      http.get('/ums/web/status', { value: 500 }),
      http.get('/ums/web/slow?ms=500', {}, { timeout: 10 }),
    ])
    expect(events).toEqual([true, false])
  })

  it('turns on again for the next call', async () => {
    const { events, http } = setup()
    await http.get('/ums/web/echo')
    await http.exportBlob('/filecenter/web/file?kind=pdf')
    expect(events).toEqual([true, false, true, false])
  })
})
