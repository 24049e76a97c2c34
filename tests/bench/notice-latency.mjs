// Time from publishing an announcement to its arrival in another signed-in browser: the admin's page
// publishes (POST /message/web/notice/publish) to the staff member, whose page in a second browser context
// shows the new unread count in the bell (server-sent events, no reload). Both clocks are the machine's.
import { summarise } from './lib/stats.mjs'

const RUNS = 10
/** A live message should be on the other screen well within a second (one gateway process: no polling wait). */
export const NOTICE_LATENCY_TARGET_MS = 1000

export async function benchNoticeLatency({ browser, page, shell }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const staff = await context.newPage()
    staff.setDefaultTimeout(20_000)
    await staff.goto(`${shell}/login`)
    await staff.getByLabel(/账号|Account/).fill('staff')
    await staff.getByLabel(/登录密码|Login password/).fill('Staff@12345')
    await staff.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
    await staff.waitForURL(/\/portal\//)
    await staff.getByTestId('message-bell').waitFor()
    // Let the stream open before the first publish.
    await staff.waitForTimeout(500)
    const start = Number(
      await staff.evaluate(() => document.querySelector('[data-testid="message-count"]')?.textContent ?? '0'),
    )
    // Records, in the staff page, when the bell first shows each count.
    await staff.evaluate(() => {
      const seen = (window.__noticeSeen = {})
      const note = () => {
        const text = document.querySelector('[data-testid="message-count"]')?.textContent
        if (text && !(text in seen)) seen[text] = Date.now()
      }
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    const samples = []
    for (let i = 1; i <= RUNS; i++) {
      const sentAt = await page.evaluate(async (n) => {
        const headers = { 'content-type': 'application/json', token: localStorage.getItem('t') ?? '' }
        const at = Date.now()
        const answer = await (
          await fetch('/gateway/message/web/notice/publish', {
            method: 'POST',
            headers,
            body: JSON.stringify({
              title: `Latency ${n}`,
              body: `<p>Run ${n}</p>`,
              audience: { type: 'users', ids: [2] },
            }),
          })
        ).json()
        if (answer.code !== 0) throw new Error(`publish failed: ${JSON.stringify(answer)}`)
        return at
      }, i)
      const expected = String(start + i)
      await staff.waitForFunction((text) => window.__noticeSeen[text] !== undefined, expected, { timeout: 10_000 })
      samples.push((await staff.evaluate((text) => window.__noticeSeen[text], expected)) - sentAt)
    }
    const stats = summarise(samples)
    return {
      name: 'notice-latency',
      description: `publish an announcement → the other browser's bell shows it (SSE), ${RUNS} runs`,
      samples,
      ...stats,
      rows: [
        {
          figure: 'announcement publish → other browser (median)',
          value: stats.median,
          unit: 'ms',
          target: `≤ ${NOTICE_LATENCY_TARGET_MS}`,
          pass: stats.median <= NOTICE_LATENCY_TARGET_MS,
          better: 'lower',
        },
        {
          figure: 'announcement publish → other browser (p95)',
          value: stats.p95,
          unit: 'ms',
          target: null,
          better: 'lower',
        },
      ],
    }
  } finally {
    await context.close()
  }
}
