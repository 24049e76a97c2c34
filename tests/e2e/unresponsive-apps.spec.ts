import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { frameOf, openProbe } from '../support/probe'

// Apps the shell stops hearing from: marked not responding once their heartbeat goes unanswered. Each test waits out
// the heartbeat's limit, so they run beside the others (they time nothing but that limit).

// Run without a trace (project `untraced` in playwright.config.ts): its snapshots read every frame and would wait for
// the hung one; the shell itself does not.

const probe = (page: Page, app: string) => page.frameLocator(`iframe[name="${app}"]`)

// Each test signs in on its own and uses an app of its own: the two waits may run on two workers at once.
test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
})

test('an app that stops answering heartbeat pings shows "not responding" with reload and close', async ({ page }) => {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '探针 probe-4' }).click()
  await expect(probe(page, 'probe-4').getByTestId('probe-path')).toHaveText('/page-a')
  // Loaded as far as the shell knows (its ready came): a frame that hangs before that failed to load instead.
  await expect(page.locator('#subapp-probe-4')).toHaveAttribute('data-state', 'ready')
  const frame = frameOf(page, 'probe-4')
  void frame.evaluate(() => (window as any).probe.hang(25_000)).catch(() => {})
  const status = page.locator('#subapp-probe-4').getByTestId('frame-status')
  await expect(status).toContainText('探针 probe-4应用无响应', { timeout: 30_000 })
  await status.getByRole('button', { name: '重新加载' }).click()
  // First-party apps share one site, so the new frame loads once the spinning one is done.
  await expect(probe(page, 'probe-4').getByTestId('probe-path')).toHaveText('/page-a', { timeout: 30_000 })
  await expect(status).toHaveCount(0, { timeout: 15_000 })
})

test('a sub-app that navigates its frame to another origin loses its connection; the new page cannot call the shell', async ({
  page,
  shell,
  vendorProbe,
}) => {
  test.setTimeout(60_000)
  const seen: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('[bridge] dropped message')) seen.push(m.text())
  })
  const opened = await openProbe(page, shell, 'probe-1')
  await opened.evaluate((url) => {
    location.href = url
  }, `${vendorProbe.origin}/probe-vendor/page-a`)
  await expect.poll(() => frameOf(page, 'probe-1').url()).toContain(vendorProbe.origin)
  const moved = frameOf(page, 'probe-1')
  await moved.waitForFunction(() => (window as any).probe !== undefined)
  const answer = await moved.evaluate(() => {
    const { connection } = (window as any).probe
    const late = new Promise((resolve) => setTimeout(() => resolve('no answer'), 4000))
    return Promise.race([
      connection.ready.then(() => 'connected'),
      connection.call('env.get', []).then(
        () => 'answered',
        () => 'refused',
      ),
      late,
    ])
  })
  expect(answer).toBe('no answer')
  expect(seen).toContainEqual(expect.stringContaining('[bridge] dropped message: wrong_origin'))
  await expect(page.locator('.app-frame[data-app="probe-1"]')).toHaveAttribute('data-state', 'unresponsive', {
    timeout: 30_000,
  })
})
