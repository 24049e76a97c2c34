import { afterEach, describe, expect, it } from 'vitest'
import { readTrustedProxies, type TrustedProxies } from './config-proxies'
import { startTestGateway, type TestGateway } from './testing/test-gateway'

describe('TRUSTED_PROXIES', () => {
  it('is none when unset, a hop count, or a list of addresses and ranges', () => {
    expect(readTrustedProxies({})).toBeNull()
    expect(readTrustedProxies({ TRUSTED_PROXIES: ' ' })).toBeNull()
    expect(readTrustedProxies({ TRUSTED_PROXIES: '2' })).toBe(2)
    expect(readTrustedProxies({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' })).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ])
  })

  it('refuses what is neither, naming the variable', () => {
    for (const bad of ['0', '11', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8', '::1/129']) {
      expect(() => readTrustedProxies({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/)
    }
  })
})

describe('the client address every per-address limit counts', () => {
  let gw: TestGateway | undefined
  afterEach(async () => {
    await gw?.close()
  })

  /** Fails a sign-in from `remote` with `forwarded` as X-Forwarded-For; answers the addresses the failure was counted for. */
  const countedFor = async (trusted: TrustedProxies, remote: string, forwarded: string) => {
    gw = await startTestGateway({ trustedProxies: trusted })
    await gw.app.inject({
      method: 'POST',
      url: '/gateway/uac/account/login',
      payload: { account: 'nobody', password: 'Wrong@123456' },
      remoteAddress: remote,
      headers: { 'x-forwarded-for': forwarded },
    })
    const rows = await gw.ctx.db.selectFrom('login_failure').select('key').where('key', 'like', 'ip:%').execute()
    return rows.map((row) => row.key.slice(3))
  }

  it("is the connection's address when no proxy is trusted: X-Forwarded-For is ignored", async () => {
    expect(await countedFor(null, '10.0.0.1', '203.0.113.7')).toEqual(['10.0.0.1'])
  })

  it('is the address the last trusted hop names, with a hop count', async () => {
    expect(await countedFor(1, '10.0.0.1', '198.51.100.1, 203.0.113.7')).toEqual(['203.0.113.7'])
  })

  it('is the first address outside the trusted ranges, with a list of proxies', async () => {
    expect(await countedFor(['10.0.0.0/8'], '10.0.0.1', '198.51.100.1, 203.0.113.9, 10.0.0.2')).toEqual(['203.0.113.9'])
  })

  it('ignores X-Forwarded-For from a connection that is not a trusted proxy', async () => {
    expect(await countedFor(['10.0.0.0/8'], '192.0.2.1', '203.0.113.9')).toEqual(['192.0.2.1'])
  })
})
