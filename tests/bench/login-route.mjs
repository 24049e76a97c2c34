// The login route's weight and the cold path after it: a fresh browser (empty cache) opens /login;
// every script it loads is summed gzip-compressed (what a server with compression sends), then the
// sign-in click is timed until the first sub-app shows its content.
import { gzipSync } from 'node:zlib'
import { round } from './lib/stats.mjs'

export const LOGIN_BUDGET_KB = 90

/** Scripts (by URL) a page loads, with their gzip sizes in bytes. */
function collectScripts(page) {
  const scripts = new Map()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length)
    } catch { /* a navigation dropped the body */ }
  })
  return scripts
}

export async function benchLoginRoute({ browser, shell }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const scripts = collectScripts(page)
    await page.goto(`${shell}/login`, { waitUntil: 'networkidle' })
    await page.getByLabel(/账号|Account/).waitFor()
    const loginBytes = [...scripts.values()].reduce((a, b) => a + b, 0)
    const loginFiles = [...scripts.keys()].map((url) => new URL(url).pathname)

    // staff works in one tenant: no tenant pick between the click and the portal.
    await page.getByLabel(/账号|Account/).fill('staff')
    await page.getByLabel(/登录密码|Login password/).fill('Staff@12345')
    const clickedAt = Date.now()
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
    await page.waitForURL(/\/portal\//)
    // The active app frame says ready once its app answered the bridge handshake and showed its page.
    await page.locator('.app-frame[data-active="true"][data-state="ready"]').first().waitFor()
    const coldMs = Date.now() - clickedAt
    const kb = round(loginBytes / 1024)
    return {
      name: 'login-route',
      description: `/login in an empty cache: scripts loaded (gzip); then sign-in click → first sub-app content`,
      loginKb: kb,
      loginFiles,
      coldSignInMs: coldMs,
      rows: [
        { figure: 'login route scripts (gzip)', value: kb, unit: 'KB', target: `≤ ${LOGIN_BUDGET_KB}`, pass: kb <= LOGIN_BUDGET_KB, better: 'lower' },
        { figure: 'sign-in click → first sub-app content', value: coldMs, unit: 'ms', target: null, better: 'lower' },
      ],
    }
  } finally {
    await context.close()
  }
}
