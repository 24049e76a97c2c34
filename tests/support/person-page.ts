import type { Browser } from '@playwright/test'
import { type ACCOUNTS, signIn } from './fixtures'

/** A demo account signed in, in a browser context of its own (a phone's 390 px when asked), on the portal page `to`. */
export async function personPage(
  browser: Browser,
  shell: string,
  who: keyof typeof ACCOUNTS,
  to: string,
  phone = false,
) {
  const context = await browser.newContext({
    acceptDownloads: true,
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  })
  const page = await context.newPage()
  await signIn(page, shell, who, to)
  return page
}
