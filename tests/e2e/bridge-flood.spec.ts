import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { userMenuItem } from '../support/user-menu'
import { frameOf, openProbe } from '../support/probe'

// A sub-app, or a page that opens the shell, floods it with messages: the shell must keep
// answering its own input within 100 ms, shed the load unread, and cut a flooding app off.
test.use({ trace: 'off' })

/**
 * Presses a key in the shell every 20 ms for `ms` and answers the times from each key's event to
 * the shell's handler running: the input latency a person would feel.
 */
async function inputLatencies(page: Page, ms: number): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as any
    w.__latencies = []
    w.__onKey ??= (event: KeyboardEvent) => {
      w.__latencies.push(performance.now() - event.timeStamp)
    }
    window.addEventListener('keydown', w.__onKey)
  })
  const started = Date.now()
  let sent = 0
  while (Date.now() - started < ms) {
    await page.keyboard.press('Shift')
    sent += 1
    await page.waitForTimeout(20)
  }
  const latencies = await page.evaluate(() => (window as any).__latencies as number[])
  expect(latencies).toHaveLength(sent)
  return latencies.sort((a, b) => a - b)
}

/**
 * The shell answers input within 100 ms throughout a flood: at the 95th percentile, with no key
 * ever waiting 250 ms (on this 2-core machine other processes, CI's included, take the odd slice;
 * before the budget a flood froze the shell for 1.7 to 32 seconds).
 */
async function expectResponsive(page: Page, ms: number) {
  const latencies = await inputLatencies(page, ms)
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))]
  expect(p95, `input latencies ${latencies.map(Math.round).join(', ')} ms`).toBeLessThan(100)
  expect(latencies.at(-1)).toBeLessThan(250)
}

/** The time the shell takes to act on a click: the user menu's language item re-renders the bar and the tabs. */
async function inputDelay(page: Page): Promise<number> {
  const to = (await page.locator('html').getAttribute('lang')) === 'en' ? 'zh-CN' : 'en'
  const item = await userMenuItem(page, `language-option-${to}`)
  const started = Date.now()
  await item.click()
  await expect(page.getByTestId('refresh-tab')).toHaveText(to === 'en' ? 'Refresh this page' : '刷新当前页')
  return Date.now() - started
}

test.beforeEach(async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
})

test('a burst of 10,000 calls and 50 calls of 10 MB leave the shell answering within 100 ms', async ({
  page,
  shell,
}) => {
  const probe = await openProbe(page, shell, 'probe-7')
  const burst = probe.evaluate(() => {
    const { connection } = (window as any).probe
    for (let i = 0; i < 10_000; i++) connection.call(i % 3 ? 'perm.has' : 'no.such.method', ['1001']).catch(() => {})
  })
  await expectResponsive(page, 1500)
  await burst
  expect(await inputDelay(page)).toBeLessThan(1000)

  const refused = probe.evaluate(async () => {
    const { connection } = (window as any).probe
    const big = 'x'.repeat(10_000_000)
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, () => connection.call('ui.message', ['info', big])),
    )
    return answers.filter((a) => a.status === 'rejected' && (a.reason as { code?: string }).code === 'too_large').length
  })
  await expectResponsive(page, 1500)
  expect(await refused).toBe(50)
})

test('a sustained flood of 20,000 calls a second is shed; the app is cut off and shown as not responding', async ({
  page,
  shell,
}) => {
  test.setTimeout(60_000)
  const probe = await openProbe(page, shell, 'probe-8')
  void probe
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          const { connection } = (window as any).probe
          const started = performance.now()
          const timer = setInterval(() => {
            for (let i = 0; i < 200; i++) connection.call('perm.has', ['1001']).catch(() => {})
            if (performance.now() - started > 8000) {
              clearInterval(timer)
              resolve()
            }
          }, 10)
        }),
    )
    .catch(() => {})
  await expectResponsive(page, 4000)
  await expect(page.locator('.app-frame[data-app="probe-8"]')).toHaveAttribute('data-state', 'unresponsive', {
    timeout: 20_000,
  })
  await expect(page.locator('#subapp-probe-8').getByTestId('frame-status')).toContainText('应用无响应')
  expect(await inputDelay(page)).toBeLessThan(1000)
  await page
    .getByRole('navigation', { name: /主菜单|Main menu/ })
    .getByRole('link', { name: /组织架构|Organisation/ })
    .click()
  await expect(page).toHaveURL(`${shell}/portal/ums/structure`)
})

test('message-shaped posts from a window that is no app are dropped cheaply, with bounded logging', async ({
  page,
  shell,
}) => {
  const probe = await openProbe(page, shell, 'probe-1')
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('[bridge] dropped')) warnings.push(m.text())
  })
  await probe.evaluate(() => document.body.append(Object.assign(document.createElement('iframe'), { name: 'nested' })))
  await expect.poll(() => page.frames().some((f) => f.name() === 'nested')).toBe(true)
  const started = Date.now()
  const flood = frameOf(page, 'nested').evaluate(
    () =>
      new Promise<number>((resolve) => {
        const begun = performance.now()
        let posted = 0
        const timer = setInterval(() => {
          for (let i = 0; i < 200; i++)
            window.top!.postMessage(
              {
                namespace: 'penpal',
                type: 'CALL',
                id: `f${i}`,
                methodPath: ['call'],
                args: ['ui.message', ['error', 'x']],
              },
              '*',
            )
          posted += 200
          if (performance.now() - begun > 2000) {
            clearInterval(timer)
            resolve(posted)
          }
        }, 10)
      }),
  )
  await expectResponsive(page, 2000)
  const posted = await flood
  await page.waitForTimeout(1200)
  // At most 20 lines a second, plus one line counting the rest: a bounded share of what was posted.
  const seconds = Math.ceil((Date.now() - started) / 1000) + 1
  expect(warnings.length).toBeLessThanOrEqual(21 * seconds)
  expect(warnings.length).toBeLessThan(posted / 50)
  expect(warnings.some((w) => /dropped \d+ more messages/.test(w))).toBe(true)
})

test('a page that opens the shell cannot reach it: the opener is cut off by COOP', async ({ page, shell }) => {
  await page.goto('about:blank')
  const opened = await page.evaluate(async (url) => {
    const shellWindow = window.open(url)!
    await new Promise((resolve) => setTimeout(resolve, 1500))
    return {
      closed: shellWindow.closed,
      frames: (() => {
        try {
          return shellWindow.length
        } catch {
          return -1
        }
      })(),
    }
  }, `${shell}/portal/ums/structure`)
  expect(opened.closed).toBe(true)
  expect(opened.frames).toBe(0)
})
