import { describe, expect, it } from 'vitest'
import { autoLoginLink } from './auto-login-link'
import { verifyAutoLoginToken } from './auto-login-token'

describe('auto-login-link command', () => {
  it('prints a /login link whose token the gateway accepts with the same secret', () => {
    const now = Date.now()
    const { code, text } = autoLoginLink(
      { AUTO_LOGIN_SECRET: 's3cret', SHELL_ORIGIN: 'https://hr.example.com' },
      { mobile: '13547620649', tenant: '2' },
      now,
    )
    expect(code).toBe(0)
    const link = new URL(text)
    expect(`${link.origin}${link.pathname}`).toBe('https://hr.example.com/login')
    const claims = verifyAutoLoginToken(
      's3cret',
      link.searchParams.get('systemFlag')!,
      link.searchParams.get('loginType')!,
      link.searchParams.get('token')!,
      now,
    )
    expect(claims).toMatchObject({ mobile: '13547620649', tenantId: 2 })
    expect(() => verifyAutoLoginToken('other', 'backoffice', 'auto', link.searchParams.get('token')!, now)).toThrow(
      /bad signature/,
    )
  })

  it('refuses to print a link without a secret or with a bad mobile or type', () => {
    expect(autoLoginLink({}, { mobile: '13547620649' }).code).toBe(1)
    expect(autoLoginLink({ AUTO_LOGIN_SECRET: 's' }, { mobile: '123' }).text).toMatch(/--mobile/)
    expect(autoLoginLink({ AUTO_LOGIN_SECRET: 's' }, { mobile: '13547620649', type: 'sudo' }).text).toMatch(/--type/)
  })
})
