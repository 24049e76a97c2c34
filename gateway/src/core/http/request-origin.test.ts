import { describe, expect, it } from 'vitest'
import { foreignRequest } from './request-origin'

const origins = { shell: 'http://localhost:4100', apps: ['http://127.0.0.1:4101', 'http://127.0.0.1:4102'] }
const check = (method: string, headers: Record<string, string>) => foreignRequest({ method, headers }, origins)

describe('foreignRequest', () => {
  it('lets reads through from anywhere', () => {
    expect(check('GET', { origin: 'http://evil.example' })).toBeNull()
  })

  it('lets the shell post, by Origin or by Fetch Metadata', () => {
    expect(check('POST', { origin: 'http://localhost:4100' })).toBeNull()
    expect(check('POST', { 'sec-fetch-site': 'same-origin' })).toBeNull()
  })

  it('lets a registered app post only with an explicit token or app token', () => {
    expect(check('POST', { origin: 'http://127.0.0.1:4101', token: 't' })).toBeNull()
    expect(check('POST', { origin: 'http://127.0.0.1:4102', authorization: 'Bearer x.y.z' })).toBeNull()
    expect(check('POST', { origin: 'http://127.0.0.1:4101' })).toBe('origin http://127.0.0.1:4101')
  })

  it('refuses a form posted by another port of the same host, or any foreign origin, even with a token', () => {
    expect(
      check('POST', { origin: 'http://localhost:5555', 'content-type': 'application/x-www-form-urlencoded' }),
    ).toBe('origin http://localhost:5555')
    expect(check('POST', { origin: 'http://evil.example', token: 't' })).toBe('origin http://evil.example')
    expect(check('POST', { origin: 'null' })).toBe('origin null')
    expect(check('POST', { 'sec-fetch-site': 'same-site' })).toBe('sec-fetch-site same-site')
    expect(check('POST', { 'sec-fetch-site': 'cross-site', token: 't' })).toBe('sec-fetch-site cross-site')
  })

  it('lets clients that are not browsers through (no Origin, no Fetch Metadata)', () => {
    expect(check('POST', { token: 't' })).toBeNull()
    expect(check('POST', {})).toBeNull()
  })
})
