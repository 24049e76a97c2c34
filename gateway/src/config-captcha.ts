import { ConfigError, type Env } from './config-readers'
import type { ConfigVariable } from './config-variable'

/**
 * A hosted challenge provider speaking the siteverify protocol (Cloudflare Turnstile, hCaptcha): the browser shows
 * the provider's widget with the site key and gets a response token; the gateway posts it with the secret to the
 * provider's siteverify address and gives a captcha pass only on `success: true`.
 */
export interface CaptchaProvider {
  name: 'turnstile' | 'hcaptcha'
  siteKey: string
  secret: string
  /** The siteverify address: the provider's own by default; CAPTCHA_VERIFY_URL overrides it (a regional endpoint). */
  verifyUrl: string
}

const VERIFY_URLS: Record<CaptchaProvider['name'], string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
}

/**
 * CAPTCHA_PROVIDER (`turnstile` or `hcaptcha`) with CAPTCHA_SITE_KEY and CAPTCHA_SECRET, and optionally
 * CAPTCHA_VERIFY_URL (http(s)); unset, null: the gateway's own puzzles only.
 */
export function readCaptchaProvider(env: Env): CaptchaProvider | null {
  const name = env.CAPTCHA_PROVIDER?.trim()
  if (!name) return null
  if (name !== 'turnstile' && name !== 'hcaptcha')
    throw new ConfigError(`CAPTCHA_PROVIDER must be "turnstile" or "hcaptcha", got "${name}"`)
  const siteKey = env.CAPTCHA_SITE_KEY?.trim() ?? ''
  const secret = env.CAPTCHA_SECRET?.trim() ?? ''
  if (!siteKey || !secret) throw new ConfigError('CAPTCHA_PROVIDER needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET')
  const verifyUrl = env.CAPTCHA_VERIFY_URL?.trim() || VERIFY_URLS[name]
  if (!URL.canParse(verifyUrl) || !/^https?:$/.test(new URL(verifyUrl).protocol))
    throw new ConfigError(`CAPTCHA_VERIFY_URL must be an http(s) address, got "${verifyUrl}"`)
  return { name, siteKey, secret, verifyUrl }
}

/**
 * The origins a provider's widget loads from and talks to, for the shell page's CSP (its script, its frame, its
 * styles and calls): Turnstile's one host, hCaptcha's hosts.
 */
export function captchaProviderOrigins(provider: CaptchaProvider | null | undefined): string[] {
  if (!provider) return []
  return provider.name === 'turnstile'
    ? ['https://challenges.cloudflare.com']
    : ['https://hcaptcha.com', 'https://*.hcaptcha.com']
}

/** What readCaptchaProvider reads, for the configuration table. */
export const CAPTCHA_VARIABLES: ConfigVariable[] = [
  {
    names: ['CAPTCHA_PROVIDER', 'CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET', 'CAPTCHA_VERIFY_URL'],
    default: '(unset: none)',
    meaning:
      "a hosted challenge provider, `turnstile` or `hcaptcha`, with its site key and secret (the siteverify address is the provider's own unless `CAPTCHA_VERIFY_URL` names another, http(s)): it becomes the second step a risky asker meets after the puzzle (its widget in the sign-in dialog, its origins in the shell page's CSP), checked by its siteverify protocol; the gateway's own puzzles stay the first step. A provider without site key and secret stops the start",
  },
]
