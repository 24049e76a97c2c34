import type { CaptchaProvider } from '../../../config-captcha'
import { outboundFetch, readLimited } from '../../../core/outbound'

/** How long the gateway waits for the provider's siteverify answer; past it the attempt fails. */
export const SITEVERIFY_TIMEOUT_MS = 5_000
/** A siteverify answer is a small JSON object; anything larger is not one. */
const ANSWER_LIMIT = 16_384

/**
 * Asks the provider whether the browser's response token is a solved challenge, by its siteverify protocol (the same
 * for Turnstile and hCaptcha): a form POST of `secret`, `response`, `remoteip` and, for hCaptcha, `sitekey`; the answer
 * `{ success: true }` passes. Any other answer, a timeout or a network failure fails the attempt (logged, never thrown).
 */
export async function providerPasses(
  provider: CaptchaProvider,
  responseToken: string,
  ip: string,
  log: (message: string) => void,
): Promise<boolean> {
  const form = new URLSearchParams({ secret: provider.secret, response: responseToken, remoteip: ip })
  if (provider.name === 'hcaptcha') form.set('sitekey', provider.siteKey)
  try {
    const answer = await outboundFetch(provider.verifyUrl, {
      reach: 'configured',
      method: 'POST',
      timeoutMs: SITEVERIFY_TIMEOUT_MS,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    const text = await readLimited(answer, ANSWER_LIMIT)
    if (!answer.ok || text === null) {
      log(`captcha siteverify answered HTTP ${answer.status}`)
      return false
    }
    const body = JSON.parse(text) as { success?: unknown; 'error-codes'?: unknown }
    if (body?.success !== true) log(`captcha siteverify refused: ${JSON.stringify(body?.['error-codes'] ?? [])}`)
    return body?.success === true
  } catch (error) {
    log(`captcha siteverify failed: ${(error as Error)?.message ?? error}`)
    return false
  }
}
