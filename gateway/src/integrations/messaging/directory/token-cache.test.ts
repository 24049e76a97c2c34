import { describe, expect, it } from 'vitest'
import { cachedToken, forgetToken, tokenKey } from './token-cache'

describe('app token cache', () => {
  it('keeps a token until shortly before it expires, then fetches a new one', async () => {
    let clock = 1_000_000
    let fetched = 0
    const key = tokenKey('test', 'http://a', 'app', 'secret-1')
    const fetchToken = async () => ({ token: `t${++fetched}`, expiresIn: 7200 })
    expect(await cachedToken(key, fetchToken, () => clock)).toBe('t1')
    clock += 7200_000 - 6 * 60_000
    expect(await cachedToken(key, fetchToken, () => clock)).toBe('t1')
    clock += 2 * 60_000
    expect(await cachedToken(key, fetchToken, () => clock)).toBe('t2')
    forgetToken(key, 't2')
    expect(await cachedToken(key, fetchToken, () => clock)).toBe('t3')
  })

  it('shares one request between concurrent callers and keys by secret', async () => {
    let fetched = 0
    const fetchToken = async () => {
      fetched += 1
      await new Promise((r) => setTimeout(r, 10))
      return { token: `s${fetched}`, expiresIn: 7200 }
    }
    const key = tokenKey('test', 'http://b', 'app', 'secret-1')
    expect(await Promise.all([cachedToken(key, fetchToken), cachedToken(key, fetchToken)])).toEqual(['s1', 's1'])
    expect(fetched).toBe(1)
    expect(tokenKey('test', 'http://b', 'app', 'secret-2')).not.toBe(key)
  })
})
