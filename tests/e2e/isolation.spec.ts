import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'

// Trace snapshots read every frame and would wait for the hung one; the shell itself does not.
test.use({ trace: 'off' })

const probe = (page: Page, app: string) => page.frameLocator(`iframe[name="${app}"]`)

test.beforeEach(async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
})

test('a hanging app leaves the shell clickable', async ({ page }) => {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '探针 probe-3' }).click()
  await expect(probe(page, 'probe-3').getByTestId('probe-path')).toHaveText('/page-a')
  const frame = page.frames().find((f) => f.name() === 'probe-3')!
  void frame.evaluate(() => (window as any).probe.hang(8000)).catch(() => {})
  await page.waitForTimeout(300)
  const started = Date.now()
  await page.getByTestId('language-switch').selectOption('en')
  await expect(page.getByTestId('sign-out')).toHaveText('Sign out')
  expect(Date.now() - started).toBeLessThan(3000)
})

test('an app that stops answering heartbeat pings shows "not responding" with reload and close', async ({ page }) => {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '探针 probe-4' }).click()
  await expect(probe(page, 'probe-4').getByTestId('probe-path')).toHaveText('/page-a')
  const frame = page.frames().find((f) => f.name() === 'probe-4')!
  void frame.evaluate(() => (window as any).probe.hang(25_000)).catch(() => {})
  const status = page.locator('#subapp-probe-4').getByTestId('frame-status')
  await expect(status).toContainText('探针 probe-4应用无响应', { timeout: 30_000 })
  await status.getByRole('button', { name: '重新加载' }).click()
  // First-party apps share one site, so the new frame loads once the spinning one is done.
  await expect(probe(page, 'probe-4').getByTestId('probe-path')).toHaveText('/page-a', { timeout: 30_000 })
  await expect(status).toHaveCount(0, { timeout: 15_000 })
})

test("one vendor app cannot reach another's page, realm or app token", async ({ page, shell, product }) => {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '探针 probe-vendor' }).click()
  await expect(probe(page, 'probe-vendor').getByTestId('probe-path')).toHaveText('/page-a')
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '供应商列表' }).click()
  await expect(probe(page, 'supplier').getByTestId('supplier-table').locator('tbody tr')).toHaveCount(12)
  expect(product.urls.vendor.supplier).not.toBe(product.urls.vendor['probe-vendor'])

  const supplier = page.frames().find((f) => f.name() === 'supplier')!
  // The supplier's script looks at every sibling frame: the vendor probe, and first-party apps the shell prewarmed.
  const reach = await supplier.evaluate(() => {
    const siblings = Array.from({ length: window.parent.length }, (_, i) => window.parent.frames[i]).filter((w) => w !== window)
    return siblings.map((other) => {
      const tries: string[] = []
      for (const [label, read] of [
        ['document', () => other.document.title],
        ['realm', () => (other as any).Function('return 1')()],
        ['location', () => other.location.href],
      ] as const) {
        try { read(); tries.push(`${label}: read`) } catch (error) { tries.push(`${label}: ${(error as Error).name}`) }
      }
      return tries.join(', ')
    })
  })
  expect(reach.length).toBeGreaterThanOrEqual(1)
  for (const sibling of reach) expect(sibling).toBe('document: SecurityError, realm: SecurityError, location: SecurityError')
})
