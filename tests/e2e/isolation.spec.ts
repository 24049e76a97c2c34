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
