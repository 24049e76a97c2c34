import { describe, expect, it } from 'vitest'
import { readCaptchaProvider } from './config-captcha'
import { ConfigError } from './config-readers'

describe('CAPTCHA_PROVIDER', () => {
  it('is off unless set', () => {
    expect(readCaptchaProvider({})).toBeNull()
    expect(readCaptchaProvider({ CAPTCHA_PROVIDER: ' ' })).toBeNull()
  })

  it("names the provider's own siteverify address, or the one given", () => {
    expect(readCaptchaProvider({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' })).toEqual({
      name: 'turnstile',
      siteKey: 'k',
      secret: 's',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    })
    expect(
      readCaptchaProvider({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' })?.verifyUrl,
    ).toBe('https://api.hcaptcha.com/siteverify')
    expect(
      readCaptchaProvider({
        CAPTCHA_PROVIDER: 'hcaptcha',
        CAPTCHA_SITE_KEY: 'k',
        CAPTCHA_SECRET: 's',
        CAPTCHA_VERIFY_URL: 'https://eu.example.com/siteverify',
      })?.verifyUrl,
    ).toBe('https://eu.example.com/siteverify')
  })

  it('refuses an unknown provider, a missing key or secret, and an address that is not http(s)', () => {
    expect(() =>
      readCaptchaProvider({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' }),
    ).toThrow(ConfigError)
    expect(() => readCaptchaProvider({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k' })).toThrow(
      'CAPTCHA_PROVIDER needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET',
    )
    expect(() =>
      readCaptchaProvider({
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_SITE_KEY: 'k',
        CAPTCHA_SECRET: 's',
        CAPTCHA_VERIFY_URL: 'ftp://x/',
      }),
    ).toThrow(ConfigError)
  })
})
