import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage, expectSignOutText } from '../support/user-menu'
import { installProbe, startProbeOrigin, uninstallProbe } from '../support/vendor-probe'
import { frameOf } from '../support/probe'

// Trace snapshots read every frame and would wait for the hung one; the shell itself does not.
test.use({ trace: 'off' })

const probe = (page: Page, app: string) => page.frameLocator(`iframe[name="${app}"]`)

test.beforeEach(async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
})

test('a hanging app leaves the shell clickable', async ({ page }) => {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '探针 probe-3' }).click()
  await expect(probe(page, 'probe-3').getByTestId('probe-path')).toHaveText('/page-a')
  const frame = frameOf(page, 'probe-3')
  void frame.evaluate(() => (window as any).probe.hang(8000)).catch(() => {})
  await page.waitForTimeout(300)
  const started = Date.now()
  await chooseLanguage(page, 'en')
  await expectSignOutText(page, 'Sign out')
  expect(Date.now() - started).toBeLessThan(3000)
})

test("one vendor app cannot reach another's page or realm", async ({ page, shell, vendorProbe }) => {
  // A second vendor app on an origin of its own (each installed app runs on its vendor's origin).
  const other = await startProbeOrigin(shell)
  installProbe(shell, 'probe-other', `${other.origin}/probe-other/`)
  try {
    await page.goto(`${shell}/portal/probe-other/page-a`)
    await expect(probe(page, 'probe-other').getByTestId('probe-path')).toHaveText('/page-a')
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '探针 probe-vendor' }).click()
    await expect(probe(page, 'probe-vendor').getByTestId('probe-path')).toHaveText('/page-a')
    expect(other.origin).not.toBe(vendorProbe.origin)

    const vendor = frameOf(page, 'probe-vendor')
    // The vendor's script looks at every sibling frame: the other vendor app, and first-party apps the shell prewarmed.
    const reach = await vendor.evaluate(() => {
      const siblings = Array.from({ length: window.parent.length }, (_, i) => window.parent.frames[i]).filter(
        (w) => w !== window,
      )
      return siblings.map((sibling) => {
        const tries: string[] = []
        for (const [label, read] of [
          ['document', () => sibling.document.title],
          ['realm', () => (sibling as any).Function('return 1')()],
          ['location', () => sibling.location.href],
        ] as const) {
          try {
            read()
            tries.push(`${label}: read`)
          } catch (error) {
            tries.push(`${label}: ${(error as Error).name}`)
          }
        }
        return tries.join(', ')
      })
    })
    expect(reach.length).toBeGreaterThanOrEqual(1)
    for (const sibling of reach)
      expect(sibling).toBe('document: SecurityError, realm: SecurityError, location: SecurityError')
  } finally {
    uninstallProbe(shell, 'probe-other')
    await other.close()
  }
})
