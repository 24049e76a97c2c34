import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboundFetch, refusedForAddress } from './outbound-fetch'
import { readOutboundRules } from './outbound-rules'

describe('outboundFetch', () => {
  let server: Server
  let port = 0
  const asked: string[] = []
  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '')
      if (request.url === '/moved') return response.writeHead(302, { location: '/inside' }).end()
      response.writeHead(200, { 'content-type': 'text/plain' }).end('here')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('refuses an address given by someone else that is private, link-local, plain http or off the host list, before connecting', async () => {
    const reach = { allowHosts: [] }
    for (const url of [
      `http://127.0.0.1:${port}/a`,
      'https://169.254.169.254/latest',
      'https://10.1.2.3/',
      'https://[::1]/',
      'https://[fe80::1]/',
      'ftp://example.com/',
    ]) {
      const failure = await outboundFetch(url, { reach }).then(
        () => null,
        (error: unknown) => error,
      )
      expect(refusedForAddress(failure), url).toBe(true)
    }
    const offList = await outboundFetch('https://attacker.example/', {
      reach: { allowHosts: [], onlyHosts: ['qyapi.weixin.qq.com'] },
    }).catch((error: unknown) => error)
    expect(refusedForAddress(offList)).toBe(true)
    expect(asked).toEqual([])
  })

  it('refuses a name that resolves to a private address as it connects', async () => {
    const failure = await outboundFetch(`https://localhost:${port}/`, {
      reach: { allowHosts: [] },
      timeoutMs: 2000,
    }).catch((error: unknown) => error)
    expect(refusedForAddress(failure)).toBe(true)
    expect(asked).toEqual([])
  })

  it('reaches an allowed host and follows no redirect for an address given by someone else', async () => {
    const answer = await outboundFetch(`http://127.0.0.1:${port}/moved`, { reach: { allowHosts: ['127.0.0.1'] } })
    expect(answer.status).toBe(302)
    await answer.body?.cancel()
    expect(asked).toEqual(['/moved'])
  })

  it("reaches the operator's configured address as configured", async () => {
    const answer = await outboundFetch(`http://127.0.0.1:${port}/moved`, { reach: 'configured', timeoutMs: 2000 })
    expect(await answer.text()).toBe('here')
  })
})

describe('the outbound rules', () => {
  it("allow loopback in demo mode only, and the operator's origins as given", () => {
    expect(readOutboundRules({}, true)).toEqual({ allowOrigins: [], loopback: true })
    expect(
      readOutboundRules({ OUTBOUND_ALLOW_ORIGINS: 'https://wecom-proxy.example.com, http://10.0.0.5:8080/' }, false),
    ).toEqual({ allowOrigins: ['https://wecom-proxy.example.com', 'http://10.0.0.5:8080'], loopback: false })
    expect(readOutboundRules({ OUTBOUND_ALLOW_ORIGINS: 'https://proxy.example.com/path' }, false)).toMatch(
      /OUTBOUND_ALLOW_ORIGINS must list http\(s\) origins/,
    )
  })
})
