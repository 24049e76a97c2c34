import type { Page } from '@playwright/test'
import { test, expect, signInThroughForm as signIn } from '../support/fixtures'
import { frameOf } from '../support/probe'
import { installProbe, startProbeOrigin, uninstallProbe, type ProbeOrigin } from '../support/vendor-probe'

// A vendor app installed in the demo tenant runs on its own origin; developer mode points it, for one session
// only, at a build of the developer's own (here a second server standing in for `http://localhost:5173`).

const APP = 'probe-dev'
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })
const appOrigin = (page: Page) => new URL(frameOf(page, APP).url()).origin

let installed: ProbeOrigin
let local: ProbeOrigin

test.beforeAll(async ({ product }) => {
  installed = await startProbeOrigin(product.urls.shell)
  local = await startProbeOrigin(product.urls.shell)
  installProbe(product.urls.shell, APP, `${installed.origin}/${APP}/`)
})

test.afterAll(async ({ product }) => {
  uninstallProbe(product.urls.shell, APP)
  await installed?.close()
  await local?.close()
})

/** Counts the shell page's loads, the CSP reports it sends and the frames the browser refuses. */
function watch(page: Page) {
  const seen = { loads: 0, reports: [] as string[], refused: [] as string[] }
  page.on('load', () => {
    seen.loads++
  })
  page.on('request', (request) => {
    if (request.url().includes('/gateway/ops/cspReport')) seen.reports.push(request.postData() ?? '')
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to frame/i.test(message.text())) seen.refused.push(message.text())
  })
  return seen
}

test("an installed app's frame on its own origin loads under the shell's CSP: one reload after sign-in, no violation", async ({
  page,
  shell,
}) => {
  const seen = watch(page)
  // The page loads before sign-in (its CSP frames the first-party apps only), and sign-in does not reload it.
  await signIn(page, shell, 'admin')
  const before = seen.loads
  await mainMenu(page)
    .getByRole('link', { name: `探针 ${APP}` })
    .click()
  await expect(page).toHaveURL(`${shell}/portal/${APP}/page-a`)
  await expect(page.frameLocator(`iframe[name="${APP}"]`).getByTestId('probe-path')).toHaveText('/page-a')
  expect(appOrigin(page)).toBe(installed.origin)
  await frameOf(page, APP).evaluate(() => (window as any).probe.connection.ready)
  await expect(page.getByTestId('dev-badge-frame')).toHaveCount(0)
  // Reloaded once at the app's route, and never again.
  await page.waitForTimeout(1500)
  expect(seen.loads - before).toBe(1)
  expect(seen.reports).toEqual([])
  expect(seen.refused).toEqual([])
})

test("the developer's session opens their local build, marked; another session keeps the installed version", async ({
  page,
  shell,
  browser,
}) => {
  test.setTimeout(90_000)
  await signIn(page, shell, 'admin')
  await page.goto(`${shell}/portal/ums/developer-mode`)
  const system = page.frameLocator('iframe[name="system"]')
  await expect(system.getByTestId('dev-note')).toContainText('只影响您当前的会话')
  const row = system.getByTestId(`dev-app-${APP}`)
  await expect(row).toContainText(`${installed.origin}/${APP}/`)
  const address = row.getByLabel('开发版本地址')

  await address.fill('http://dev.vendor.example:5173/')
  await row.getByRole('button', { name: '使用此版本' }).click()
  await expect(row.getByRole('alert')).toHaveText(
    'http 地址只能指向本机（localhost 或 127.0.0.1）；其他主机请使用 https',
  )

  await address.fill(`${local.origin}/${APP}/`)
  await row.getByRole('button', { name: '使用此版本' }).click()
  await expect(row.getByRole('status')).toHaveText(`在本次会话中，探针 ${APP} 现在打开您的开发版本`)
  await expect(row).toContainText(`开发版本 ${local.origin}/${APP}/`)

  // The shell heard apps.changed and reloaded its menus: the app now opens the build, on its own origin.
  await mainMenu(page)
    .getByRole('link', { name: `探针 ${APP}` })
    .click()
  await expect(page.frameLocator(`iframe[name="${APP}"]`).getByTestId('probe-path')).toHaveText('/page-a')
  expect(appOrigin(page)).toBe(local.origin)
  await frameOf(page, APP).evaluate(() => (window as any).probe.connection.ready)
  await expect(page.getByTestId('dev-badge-frame')).toContainText(`开发版本${local.origin}/${APP}/`)
  await expect(page.getByTestId('dev-badge-frame')).toHaveAttribute(
    'title',
    `开发版本，来自 ${local.origin}/${APP}/，仅在您的本次会话中`,
  )
  await expect(page.getByRole('tab', { name: new RegExp(`探针 ${APP}\\s*开发版本`) })).toBeVisible()

  // Another session of the same user, in another browser: the installed version, unmarked.
  const elsewhere = await browser.newContext()
  try {
    const other = await elsewhere.newPage()
    await signIn(other, shell, 'admin')
    await other.goto(`${shell}/portal/${APP}/page-a`)
    await expect(other.frameLocator(`iframe[name="${APP}"]`).getByTestId('probe-path')).toHaveText('/page-a')
    expect(appOrigin(other)).toBe(installed.origin)
    await expect(other.getByTestId('dev-badge-frame')).toHaveCount(0)
    await expect(other.getByTestId('dev-badge-tab')).toHaveCount(0)
  } finally {
    await elsewhere.close()
  }

  // Back to the installed version.
  await page.goto(`${shell}/portal/ums/developer-mode`)
  await system.getByTestId(`dev-app-${APP}`).getByRole('button', { name: '恢复已安装的版本' }).click()
  await expect(system.getByTestId(`dev-app-${APP}`).getByRole('status')).toHaveText(`探针 ${APP} 已恢复为已安装的版本`)
  await mainMenu(page)
    .getByRole('link', { name: `探针 ${APP}` })
    .click()
  await expect(page.frameLocator(`iframe[name="${APP}"]`).getByTestId('probe-path')).toHaveText('/page-a')
  expect(appOrigin(page)).toBe(installed.origin)
  await expect(page.getByTestId('dev-badge-tab')).toHaveCount(0)
})
