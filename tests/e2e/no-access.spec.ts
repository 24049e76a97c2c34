import type { Page } from '@playwright/test'
import { violations } from '../support/axe'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'
import { attempt, openProbe } from '../support/probe'

// "No access" in the user's language: a portal address none of the user's menus serves, a sub-app page whose data
// call the gateway refuses for permission (403001), and a sub-app that fails to load.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

/**
 * Holds back the portal's question whether an address is a menu page the user may not open (it fails): the app's page
 * then shows, and says itself that its data is refused, as it does when permissions change while it is open.
 */
const withoutPageAccess = (page: Page) => page.route('**/joyhr/web/elesMenu/pageAccess', (route) => route.abort())

test('a page the user may not open says so in Chinese and English, with a way back home', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  // BI reports are not in the Staff role's menus.
  await page.goto(`${shell}/portal/bi/headcount`)
  const panel = page.getByTestId('no-access')
  await expect(panel.getByRole('heading', { name: '无权访问此页面' })).toBeFocused()
  await expect(panel).toContainText('您没有打开此页面的权限')
  await expect(page.getByText('接口没有菜单导入')).toHaveCount(0)
  await expect(page.locator('.app-frame iframe')).toHaveCount(0)
  expect(await violations(page, { include: ['[data-testid="no-access"]'] })).toEqual([])

  await chooseLanguage(page, 'en')
  await expect(panel.getByRole('heading', { name: "You don't have permission to open this page" })).toBeVisible()
  await expect(panel).toContainText('Ask your administrator')
  // The focused heading shows no focus ring, and the link looks like a button: its words in the middle of it.
  expect(await panel.getByRole('heading').evaluate((heading) => getComputedStyle(heading).boxShadow)).toBe('none')
  const home = panel.getByRole('link', { name: 'Back to home' })
  const offCentre = await home.evaluate((link) => {
    const range = document.createRange()
    range.selectNodeContents(link)
    const words = range.getBoundingClientRect()
    const box = link.getBoundingClientRect()
    return Math.abs(words.top + words.height / 2 - (box.top + box.height / 2))
  })
  expect(offCentre).toBeLessThanOrEqual(2)
  await home.click()
  await expect(page).toHaveURL(`${shell}/portal/dashboard`)
  await expect(page.getByTestId('no-access')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'My dashboard' })).toBeVisible()
})

test('a sub-app page whose list the gateway refuses shows "no access", not an empty table or a load error', async ({
  page,
  shell,
}) => {
  await withoutPageAccess(page)
  await signIn(page, shell, 'staff')
  // The system app is in the Staff role's menus; its roles page is not, and the roles list answers 403001.
  await page.goto(`${shell}/portal/ums/roles`)
  const app = page.frameLocator('iframe[name="system"]')
  await expect(app.getByTestId('no-access')).toContainText('无权访问')
  await expect(app.getByTestId('roles-table')).toHaveCount(0)
  await expect(app.getByText('加载失败')).toHaveCount(0)
  await chooseLanguage(page, 'en')
  await expect(app.getByTestId('no-access')).toContainText("You don't have permission")
})

test('a list page whose list the gateway refuses shows only "no access": no aside, search, statistics or table', async ({
  page,
  shell,
}) => {
  await withoutPageAccess(page)
  await signIn(page, shell, 'staff')
  // The personnel app is in the Staff role's menus (My record); Employee records (1101) is not.
  await page.goto(`${shell}/portal/personnel/records`)
  const app = page.frameLocator('iframe[name="personnel"]')
  await expect(app.getByTestId('list-no-access')).toContainText('您没有查看此内容的权限')
  await expect(app.getByRole('table')).toHaveCount(0)
  await expect(app.getByRole('search')).toHaveCount(0)
  await expect(app.getByTestId('list-stats')).toHaveCount(0)
  await expect(app.getByText('加载失败')).toHaveCount(0)
})

// Pages of other apps whose list the Staff role may not read: the app is in the role's menus (its own pages), the page
// is not, and its list answers 403001.
const refusedPages: Array<[address: string, frame: string, table: string]> = [
  ['/portal/salary/items', 'salary', 'items'],
  ['/portal/etax/monthly', 'tax', 'monthly-table'],
  ['/portal/kaoqin/monthly-summary', 'attendance', 'summary-table'],
]

for (const [address, frame, table] of refusedPages) {
  test(`the ${frame} app's refused page shows "no access" in Chinese and English, not the gateway's message or an empty table`, async ({
    page,
    shell,
  }) => {
    await withoutPageAccess(page)
    await signIn(page, shell, 'staff', address)
    const app = page.frameLocator(`iframe[name="${frame}"]`)
    const panel = app.getByTestId('no-access')
    await expect(panel).toContainText('无权访问')
    await expect(panel).toContainText('您没有查看此内容的权限')
    await expect(app.getByText('您没有权限')).toHaveCount(0)
    await expect(app.getByText('加载失败')).toHaveCount(0)
    await expect(app.getByTestId(table)).toBeHidden()
    await expect(app.getByRole('button', { name: '重试' })).toHaveCount(0)
    await chooseLanguage(page, 'en')
    await expect(panel).toContainText("You don't have permission")
    await expect(panel).toContainText('Ask your administrator')
  })
}

test("a menu page of one of the user's apps they may not open, reached by its address, is the portal's no-access page with a way home, and gets no tab", async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'staff')
  // The attendance app is in the Staff role's menus (my attendance); its monthly summary (8008) is not.
  await page.goto(`${shell}/portal/kaoqin/my-attendance`)
  const tabs = page.getByRole('tablist', { name: '已打开的页面' })
  await expect(tabs.getByRole('tab', { name: '我的考勤', selected: true })).toBeVisible()
  await page.goto(`${shell}/portal/kaoqin/monthly-summary`)
  const panel = page.getByTestId('no-access')
  await expect(panel.getByRole('heading', { name: '无权访问此页面' })).toBeFocused()
  await expect(page.locator('iframe[name="attendance"]')).toBeHidden()
  // No tab is the page's: my attendance keeps its own tab and address, and is not marked as shown.
  await expect(tabs.getByRole('tab', { selected: true })).toHaveCount(0)
  await expect(tabs.getByRole('tab', { name: '我的考勤' })).toBeVisible()
  await expect(tabs.getByRole('tab', { name: /月度汇总/ })).toHaveCount(0)
  expect(await violations(page, { include: ['[data-testid="no-access"]'] })).toEqual([])
  await panel.getByRole('link', { name: '返回首页' }).click()
  await expect(page).toHaveURL(`${shell}/portal/dashboard`)
  // The app's own pages still open, in its tab.
  await mainMenu(page).getByRole('link', { name: '我的考勤' }).click()
  await expect(page.frameLocator('iframe[name="attendance"]').getByRole('heading', { name: '我的考勤' })).toBeVisible()
  await expect(tabs.getByRole('tab', { name: '我的考勤', selected: true })).toBeVisible()
  await expect(page.getByTestId('no-access')).toHaveCount(0)
})

test("a sub-app that fails to load says what happened in the user's language", async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
  // probe-broken serves no page: its bridge never answers.
  await page.goto(`${shell}/portal/probe-broken/page-a`)
  const status = page.getByTestId('frame-status')
  await expect(status).toContainText('探针 probe-broken应用加载失败', { timeout: 10_000 })
  await expect(status.getByTestId('frame-failure')).toHaveText(
    '应用没有响应，可能是网络不稳定或应用正在维护。请稍后重试。',
  )
  await chooseLanguage(page, 'en')
  await expect(status.getByTestId('frame-failure')).toHaveText(/^The app did not answer\./)
  await expect(status.getByRole('button', { name: 'Retry' })).toBeVisible()
})

test("the weihai brand's user finds no vendor app in menus or search, and a direct URL or a cross-app open is refused", async ({
  page,
  shell,
}) => {
  const weihai = shell.replace('//localhost', '//weihai.localhost')
  await signIn(page, weihai, 'admin')
  const menu = mainMenu(page)
  await expect(menu.getByRole('link').first()).toBeVisible()
  await expect(menu.getByRole('link', { name: '组织架构' })).toBeVisible()
  await expect(menu.getByRole('link', { name: '供应商列表' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: '旅游产品' })).toHaveCount(0)

  const box = page.getByRole('combobox', { name: '搜索' })
  await box.click()
  await box.fill('供应商列表')
  await expect(page.getByTestId('search-status')).toHaveText('没有找到与“供应商列表”相关的结果。')
  await box.fill('旅游产品')
  await expect(page.getByTestId('search-status')).toHaveText('没有找到与“旅游产品”相关的结果。')
  await page.keyboard.press('Escape')

  // A sub-app cannot open the vendor app either.
  const probe = await openProbe(page, weihai, 'probe-1')
  expect(await attempt(probe, 'nav.pathExists', ['supplier', '/list'])).toMatchObject({ ok: true, value: false })
  expect(await attempt(probe, 'nav.open', ['supplier', '/list'])).toMatchObject({
    ok: false,
    code: 'capability_denied',
  })

  await page.goto(`${weihai}/portal/supplier/list`)
  const panel = page.getByTestId('no-access')
  await expect(panel.getByRole('heading', { name: '此应用不可用' })).toBeVisible()
  await expect(page.locator('iframe[name="supplier"]')).toHaveCount(0)
  await page.goto(`${weihai}/portal/tour-shop/trips`)
  await expect(panel.getByRole('heading', { name: '此应用不可用' })).toBeVisible()
  await expect(page.locator('iframe[name="tour-shop"]')).toHaveCount(0)

  // The gateway refuses the vendor app a token on the brand's host, whatever the page asks.
  const refused = await page.evaluate(async () => {
    const answer = await fetch('/gateway/uac/web/appToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: localStorage.getItem('t') ?? '' },
      body: JSON.stringify({ appId: 'supplier' }),
    })
    return (await answer.json()).code
  })
  expect(refused).toBe(403001)
})
