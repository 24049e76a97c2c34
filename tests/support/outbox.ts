// Reading the dev outbox (mails and SMS the product sent, /gateway/dev/outbox.json) from a test.
import { expect, type Page } from '@playwright/test'

/**
 * The newest 6-digit code the dev outbox holds for `to` (what a developer reads at /gateway/dev/outbox),
 * once the gateway's delivery queue has sent every code asked for (`pending` 0): codes go out after
 * the request that asked for them answered.
 */
export async function codeFromOutbox(page: Page, shell: string, to: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const { messages, pending } = await (await page.request.get(`${shell}/gateway/dev/outbox.json`)).json()
      if (pending > 0) return ''
      const message = (messages as Array<{ to: string; text: string }>).find((m) => m.to.includes(to))
      code = message ? (/\b(\d{6})\b/.exec(message.text)?.[1] ?? '') : ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}
