import type { Browser, Cookie, Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { installProbe, uninstallProbe } from '../support/vendor-probe'

// A vendor app's widget on the home dashboard after the browser restarts. A browser keeps localStorage (where the
// portal keeps its token, so it is still signed in) and persistent cookies, and drops the cookies of the browsing
// session. The shell page's CSP frames the tenant's app origins only when the page's request names the session
// with its page cookie.

const APP = 'probe-widgets'
const KEY = `${APP}/hello`
const card = (page: Page) => page.locator(`li.widget-card[data-widget="${KEY}"]`)

/**
 * The widget's card scrolled into view until it has its frame (widgets below the fold get their frames as they come
 * into view, while the page still lays out its cards).
 */
async function shown(page: Page) {
  await expect(async () => {
    await card(page).scrollIntoViewIfNeeded()
    await expect(card(page)).not.toHaveAttribute('data-state', 'waiting', { timeout: 1000 })
  }).toPass({ timeout: 40_000 })
  return card(page)
}

/** The paths the page loads (whole documents, not history moves), as they load. */
function pageLoads(page: Page): string[] {
  const loads: string[] = []
  page.on('domcontentloaded', () => loads.push(new URL(page.url()).pathname))
  return loads
}

test.beforeEach(({ shell, vendorProbe }) => {
  installProbe(shell, APP, `${vendorProbe.origin}/${APP}/`, 1, [
    { id: 'hello', title: { 'zh-CN': '探针小组件', en: 'Probe widget' }, page: '/widget-hello', size: 'small' },
  ])
})
test.afterEach(({ shell }) => uninstallProbe(shell, APP))

/**
 * Signs admin in, sees the widget drawn, and restarts the browser: a new context with what a browser keeps of the
 * old one (localStorage, persistent cookies), less the cookies `drop` names.
 */
async function signedInThenRestarted(browser: Browser, shell: string, drop = (_: Cookie) => false) {
  const before = await browser.newContext()
  const page = await before.newPage()
  await signIn(page, shell, 'admin', '/portal/dashboard')
  // A stored or role arrangement (another test's) lists only its widgets: the probe's is added to it then.
  await expect(page.locator('li.widget-card').first()).toBeVisible({ timeout: 30_000 })
  if (!(await card(page).count())) {
    await page.getByLabel(/要添加的小组件|Widget to add/).selectOption({ label: '探针小组件 · 探针 probe-widgets' })
    await page.getByRole('button', { name: '添加', exact: true }).click()
  }
  await expect(await shown(page)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 })
  const kept = await before.storageState()
  await before.close()
  const cookies = kept.cookies.filter((cookie) => cookie.expires > 0 && !drop(cookie))
  const after = await browser.newContext({ storageState: { ...kept, cookies } })
  return { after, kept }
}

test("a vendor app's widget works after a browser restart", async ({ browser, shell, vendorProbe }) => {
  test.setTimeout(120_000)
  const { after, kept } = await signedInThenRestarted(browser, shell)
  // The shell page's cookie lasts as long as the session, as the token in localStorage does.
  expect(kept.cookies.find((cookie) => cookie.name === 'sso_sys_page')?.expires).toBeGreaterThan(Date.now() / 1000)
  const page = await after.newPage()
  await page.goto(`${shell}/portal/dashboard`)
  await expect(await shown(page)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 })
  await expect(page.frameLocator(`iframe[name="${APP}-widget-hello"]`).locator('#name')).toHaveText(APP)
  expect(vendorProbe.pages.filter((path) => path === `/${APP}/widget-hello`).length).toBe(2)
  await after.close()
})

test("without the page's cookie the page reloads once for the widget's origin, and it works", async ({
  browser,
  shell,
}) => {
  test.setTimeout(120_000)
  const { after } = await signedInThenRestarted(browser, shell, (cookie) => cookie.name === 'sso_sys_page')
  const page = await after.newPage()
  const loads = pageLoads(page)
  await page.goto(`${shell}/portal/dashboard`)
  await shown(page)
  // The page asks for its cookie and loads itself again, framing the app's origin this time.
  await expect.poll(() => loads).toEqual(['/portal/dashboard', '/portal/dashboard'])
  await expect(await shown(page)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 })
  await expect(page.frameLocator(`iframe[name="${APP}-widget-hello"]`).locator('#name')).toHaveText(APP)
  expect(loads).toHaveLength(2)
  await after.close()
})

test("a widget the portal's page may not frame says the portal is the cause, not the app", async ({
  browser,
  shell,
}) => {
  test.setTimeout(120_000)
  const { after } = await signedInThenRestarted(browser, shell, (cookie) => cookie.name === 'sso_sys_page')
  const page = await after.newPage()
  // The page's cookie is not given back: the reload still may not frame the app's origin.
  await page.route('**/gateway/uac/web/pageCookie', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, msg: 'success', result: null }) }),
  )
  const loads = pageLoads(page)
  await page.goto(`${shell}/portal/dashboard`)
  await shown(page)
  await expect.poll(() => loads).toEqual(['/portal/dashboard', '/portal/dashboard'])
  const failed = await shown(page)
  await expect(failed).toHaveAttribute('data-state', 'failed', { timeout: 30_000 })
  await expect(failed.getByRole('alert')).toContainText(
    '探针小组件加载失败。 门户页面未获准显示该应用的页面。请刷新页面；仍无法显示时，请退出后重新登录。',
  )
  await expect(failed.locator('iframe')).toHaveCount(0)
  // It loads no more: the page does not reload for the origin again.
  await page.waitForTimeout(2000)
  expect(loads).toHaveLength(2)
  await after.close()
})
