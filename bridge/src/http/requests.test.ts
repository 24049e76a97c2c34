import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttp } from './create-http.js'
import { startTestServer, type Recorded, type TestServer } from './test-server.js'
import type { Envelope } from './types.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const echoed = (envelope: Envelope<Recorded>) => envelope.result as Recorded

describe('every request', () => {
  it('sends Accept-Language zh-CN, clientType 1 and channel 2, and no token without one', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    const { headers } = echoed(await http.get<Recorded>('/ums/web/echo'))
    expect(headers['accept-language']).toBe('zh-CN')
    expect(headers.clienttype).toBe('1')
    expect(headers.channel).toBe('2')
    expect(headers.token).toBeUndefined()
  })

  it('sends the stored language and the token, also when the token comes from a promise', async () => {
    const http = createHttp({
      gatewayUrl: server.gatewayUrl,
      getLanguage: () => 'en',
      getToken: async () => 'tok-1',
    })
    const { headers } = echoed(await http.postJson<Recorded>('/ums/web/echo', {}))
    expect(headers['accept-language']).toBe('en')
    expect(headers.token).toBe('tok-1')
  })

  it('lets a caller override a header without duplicating it', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl, getToken: () => 'a' })
    const opts = { headers: { 'accept-language': 'en', token: 'b' } }
    const { headers } = echoed(await http.get<Recorded>('/ums/web/echo', undefined, opts))
    expect(headers['accept-language']).toBe('en')
    expect(headers.token).toBe('b')
  })

  it('asks fetch to include credentials', async () => {
    const seen: RequestInit[] = []
    const spy: typeof fetch = (input, init) => {
      seen.push(init ?? {})
      return fetch(input, init)
    }
    const http = createHttp({ gatewayUrl: server.gatewayUrl, fetch: spy })
    await http.get('/ums/web/echo')
    await http.postForm('/ums/web/echo')
    expect(seen.map((init) => init.credentials)).toEqual(['include', 'include'])
  })

  it('prepares the client without sending anything; the next call is sent once', async () => {
    const seen: string[] = []
    const spy: typeof fetch = (input, init) => {
      seen.push(String(input))
      return fetch(input, init)
    }
    const http = createHttp({ gatewayUrl: server.gatewayUrl, fetch: spy })
    http.prepare()
    http.prepare()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toEqual([])
    expect(echoed(await http.postForm<Recorded>('/ums/web/echo', { a: 1 })).body).toBe('a=1')
    expect(seen).toEqual([`${server.gatewayUrl}/ums/web/echo`])
  })

  it('goes to the address that resolveUrl gives', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    expect(http.resolveUrl('/web/ums/echo')).toBe(`${server.gatewayUrl}/ums/web/echo`)
    expect(echoed(await http.get<Recorded>('/web/ums/echo')).url).toBe('/gateway/ums/web/echo')
    expect(echoed(await http.get<Recorded>('/account/echo')).url).toBe('/gateway/uac/account/echo')
    expect(echoed(await http.postForm<Recorded>('/loginOut/echo')).url).toBe('/gateway/loginOut/echo')
  })
})

describe('helpers', () => {
  const http = () => createHttp({ gatewayUrl: server.gatewayUrl })

  it('GET sends its params as a query string', async () => {
    const { method, url } = echoed(
      await http().get<Recorded>('/ums/web/echo', { page: 1, q: 'a b', none: undefined, ids: [1, 2] }),
    )
    expect(method).toBe('GET')
    expect(url).toBe('/gateway/ums/web/echo?page=1&q=a+b&ids=1&ids=2')
  })

  it('POST JSON sends a JSON body', async () => {
    const { method, headers, body } = echoed(await http().postJson<Recorded>('/ums/web/echo', { a: 1, b: [' x '] }))
    expect(method).toBe('POST')
    expect(headers['content-type']).toBe('application/json')
    expect(JSON.parse(body)).toEqual({ a: 1, b: [' x '] })
  })

  it('POST form sends a form-encoded body', async () => {
    const body = { tenantId: 7, name: '张 三', skip: undefined, empty: null, ids: [1, 2], filter: { a: 1 } }
    const answer = echoed(await http().postForm<Recorded>('/ums/web/echo', body))
    expect(answer.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    const form = new URLSearchParams(answer.body)
    expect(form.get('tenantId')).toBe('7')
    expect(form.get('name')).toBe('张 三')
    expect(form.has('skip')).toBe(false)
    expect(form.get('empty')).toBe('')
    expect(form.getAll('ids')).toEqual(['1', '2'])
    expect(form.get('filter')).toBe('{"a":1}')
  })

  it('does not trim bodies: callers apply trimDeep themselves', async () => {
    const answer = echoed(await http().postForm<Recorded>('/ums/web/echo', { name: ' Ann ' }))
    expect(new URLSearchParams(answer.body).get('name')).toBe(' Ann ')
  })

  it('resolves the envelope with its code converted to a number', async () => {
    const envelope = await http().get('/ums/web/echo')
    expect(envelope.code).toBe(0)
    expect(envelope.msg).toBe('ok')
  })
})
