// Content-security-policy violations reach the operations console: a script the policy forbids, loaded in a
// sub-app's frame (reported cross-origin to the gateway), and an image in the shell page itself; Chromium sends
// the reports (report-uri: the test product runs over http, where browsers do not use the Reporting API), and a
// platform operator sees them counted, newest first.
import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'
import { solveSliderIfAsked } from '../support/slider'
import { violations } from '../support/axe'
import { frameOf } from '../support/probe'

async function signInOperator(page: Page, shell: string) {
  await page.goto(`${shell}/login`)
  await page.getByLabel(/账号|Account/).fill('operator')
  await page.getByLabel(/登录密码|Login password/).fill('Operator@12345')
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
  await solveSliderIfAsked(page, () => page.waitForURL(/\/portal\//))
  await page.waitForURL(/\/portal\//)
}

test("violations in the shell and in a sub-app's frame are listed to platform operators with their counts", async ({
  page,
  browser,
  shell,
}) => {
  test.setTimeout(120_000)
  await signIn(page, shell, 'admin')
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: /probe-1/ })
    .click()
  await expect(page.locator('.app-frame[data-app="probe-1"][data-state="ready"]')).toBeVisible()
  const frame = frameOf(page, 'probe-1')
  // A script from a host the apps' policy does not allow, twice: one kind, counted twice.
  for (const attempt of [1, 2]) {
    await frame.evaluate((n) => {
      const script = document.createElement('script')
      script.src = `https://cdn.blocked.example/tracker.js?attempt=${n}`
      document.head.append(script)
    }, attempt)
  }
  await page.evaluate(() => {
    new Image().src = 'https://pixels.blocked.example/p.gif'
  })

  const context = await browser.newContext()
  const ops = await context.newPage()
  await signInOperator(ops, shell)
  await ops.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '安全策略报告' }).click()
  const console = ops.frameLocator('iframe[name="operations"]')
  const table = console.getByTestId('ops-csp')
  const script = table.getByRole('row').filter({ hasText: 'https://cdn.blocked.example' })
  const image = table.getByRole('row').filter({ hasText: 'https://pixels.blocked.example' })
  // Reports arrive within seconds: the page is refreshed until both are there.
  await expect(async () => {
    await console.getByRole('button', { name: '刷新' }).click()
    await expect(script).toHaveCount(1, { timeout: 1000 })
    await expect(image).toHaveCount(1, { timeout: 1000 })
  }).toPass({ timeout: 60_000 })
  await expect(script).toContainText('script-src-elem')
  await expect(script).toContainText('/page-a')
  await expect(script.getByRole('cell').nth(1)).toHaveText('2')
  await expect(script).toContainText('已拦截')
  await expect(image).toContainText('img-src')
  await expect(image).toContainText(`${shell}/portal/probe-1/page-a`)
  await ops.screenshot({ path: test.info().outputPath('csp-reports-zh.png') })

  await chooseLanguage(ops, 'en')
  await expect(console.getByRole('heading', { level: 1 })).toHaveText('CSP reports')
  await expect(script).toContainText('Blocked')
  await ops.screenshot({ path: test.info().outputPath('csp-reports-en.png') })
  expect(await violations(ops, { include: ['iframe[name="operations"]'] })).toEqual([])
  await context.close()
})
