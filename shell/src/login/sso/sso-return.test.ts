import { describe, expect, it } from 'vitest'
import { clearSsoReturn, readSsoReturn } from './sso-return'

const code = 'EJ06z4LpAmhXMSO-iufBmU-M3CefGff0sbNgB6ug4Ps'

describe('the way back from single sign-on', () => {
  it('reads the one-time code the gateway put in /login', () => {
    expect(readSsoReturn(`?sso=${code}`)).toEqual({ code, failed: false })
  })

  it('reads sso_error, and a malformed code, as a failed sign-in', () => {
    expect(readSsoReturn('?sso_error=1')).toEqual({ code: null, failed: true })
    expect(readSsoReturn('?sso=<script>')).toEqual({ code: null, failed: true })
    expect(readSsoReturn('?sso=')).toEqual({ code: null, failed: true })
  })

  it('reads nothing on a plain /login', () => {
    expect(readSsoReturn('')).toEqual({ code: null, failed: false })
    expect(readSsoReturn('?auth_code=x')).toEqual({ code: null, failed: false })
  })

  it('takes the code out of the address bar and keeps the rest of the query', () => {
    const replaced: string[] = []
    const history = { state: null, replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) }
    Object.assign(globalThis, { history })
    try {
      clearSsoReturn({ pathname: '/login', search: `?lang=en&sso=${code}`, hash: '' } as Location)
      clearSsoReturn({ pathname: '/login', search: '?sso_error=1', hash: '' } as Location)
      clearSsoReturn({ pathname: '/login', search: '?lang=en', hash: '' } as Location)
      expect(replaced).toEqual(['/login?lang=en', '/login'])
    } finally {
      Reflect.deleteProperty(globalThis, 'history')
    }
  })
})
