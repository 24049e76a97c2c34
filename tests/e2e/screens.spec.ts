import type { Browser, Page } from '@playwright/test'
import { test, expect, signInThroughForm as signIn } from '../support/fixtures'
import { gateway } from '../support/api'
import { violations } from '../support/axe'
import { attachShot, expectFitsAndReachable, sidewaysScroll, unreachableControls } from '../support/screens'
import { chooseLanguage, chooseTheme, closeUserMenu, userMenuItem } from '../support/user-menu'
import { frameOf } from '../support/probe'
import { workingDayAhead } from '../support/working-days'

// The portal at a phone's width (390 px) and a small laptop's (1,024 px): the self-service pages staff open on a
// phone fit the width (no sideways scroll, in the shell and in the app's frame) and every control can be reached
// (the bars by keyboard: bars-keyboard.spec.ts).

/** The self-service pages: address, the app frame's name (none: a shell page), a text the loaded page shows. */
const SELF_SERVICE = [
  { path: '/portal/kaoqin/clock-in', frame: 'attendance', ready: /打卡|Clock in/ },
  { path: '/portal/kaoqin/leave', frame: 'attendance', ready: /申请请假|Request leave/ },
  { path: '/portal/approval/center', frame: 'approval', ready: /审批中心|Approval centre/ },
  { path: '/portal/messages', frame: null, ready: /^(消息中心|Messages)$/ },
  { path: '/portal/salary/payslips', frame: 'salary', ready: /我的工资条|My payslips/ },
] as const

/** Requests a day of annual leave on the leave page (in Chinese), by the form's labels. */
async function requestLeave(page: Page) {
  const form = page.frameLocator('iframe[name="attendance"]').getByRole('form', { name: '申请请假' })
  const requests = page.frameLocator('iframe[name="attendance"]').locator('.my-requests:has(#requests-title)')
  const rows = requests.getByTestId('my-requests').locator('tbody tr')
  // Other tests on this product may have asked for leave as staff too: this request adds one row to what the list showed.
  await expect(requests).toHaveAttribute('aria-busy', 'false')
  const before = await rows.count()
  const day = workingDayAhead(40)
  await form.getByLabel('开始日期').fill(day)
  await form.getByLabel('结束日期').fill(day)
  await form.getByLabel('请假事由').fill('A day off, asked for from a phone')
  await form.getByRole('button', { name: '提交申请' }).click()
  await expect(form.getByRole('status')).toHaveText('申请已提交，等待审批')
  await expect(rows).toHaveCount(before + 1)
}

async function phoneOrLaptop(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext(
    width < 720
      ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width, height: 768 } },
  )
  return context.newPage()
}

/** Opens a self-service page and waits until its app shows it. */
async function openPage(page: Page, shell: string, entry: (typeof SELF_SERVICE)[number]) {
  await page.goto(`${shell}${entry.path}`)
  if (!entry.frame) {
    await expect(
      page
        .locator('main')
        .getByRole('region', { name: entry.ready })
        .getByRole('navigation', { name: /消息频道|Channels/ }),
    ).toBeVisible()
    return null
  }
  await expect(
    page.frameLocator(`iframe[name="${entry.frame}"]`).locator('h1, h2').filter({ hasText: entry.ready }).first(),
  ).toBeVisible()
  return frameOf(page, entry.frame)
}

for (const { width, language, theme } of [
  { width: 390, language: 'zh-CN', theme: 'blue' },
  { width: 1024, language: 'en', theme: 'orange' },
]) {
  test(`at ${width} px (${language}, ${theme}) sign-in, QR confirm and the self-service pages fit the width and every control is reachable`, async ({
    browser,
    shell,
  }, testInfo) => {
    test.setTimeout(240_000)
    const page = await phoneOrLaptop(browser, width)
    await page.goto(`${shell}/login`)
    await chooseLanguage(page, language)
    await chooseTheme(page, theme)
    await expect(page.getByRole('button', { name: /^(登录|Sign in)$/ })).toBeVisible()
    await expectFitsAndReachable(page)
    await attachShot(page, testInfo, `${width}-login`)

    await signIn(page, shell, 'staff')
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    for (const entry of SELF_SERVICE) {
      const frame = await openPage(page, shell, entry)
      // On the phone, staff request leave: the form works at this width, and the request lists (leave, approvals) have a row.
      if (width === 390 && entry.path.endsWith('/leave')) {
        await requestLeave(page)
        // The request list is wider than the phone: it scrolls sideways by itself, each column a readable width.
        const columns = await page
          .frameLocator('iframe[name="attendance"]')
          .getByTestId('my-requests')
          .locator('th')
          .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))
        expect(Math.min(...columns)).toBeGreaterThanOrEqual(60)
      }
      if (width === 390 && entry.frame === 'approval') {
        await page.frameLocator('iframe[name="approval"]').getByTestId('tab-started').click()
        await expect(
          page.frameLocator('iframe[name="approval"]').getByTestId('center-table').locator('tbody tr').first(),
        ).toBeVisible()
      }
      await expectFitsAndReachable(page, frame)
      await attachShot(page, testInfo, `${width}${entry.path.replaceAll('/', '-')}`)
    }

    // The user menu: every item on the screen, sign-out included.
    await expect(await userMenuItem(page, 'sign-out')).toBeInViewport()
    for (const id of [
      'personal-centre',
      'language-option-en',
      'theme-option-orange',
      'do-not-track',
      'security-settings',
    ]) {
      await expect(page.getByTestId(id)).toBeInViewport()
    }
    expect(await unreachableControls(page, '[data-testid="user-menu-content"]')).toEqual([])
    expect(
      await violations(page, { include: ['.shell-bar', '[data-testid="user-menu-content"]'] }),
      `the open user menu, ${theme}`,
    ).toEqual([])
    await attachShot(page, testInfo, `${width}-user-menu`)
    await closeUserMenu(page)

    // The QR confirm page a phone opens after a scan.
    const created = await gateway<{ ticket: string }>(shell, '/uac/qrLogin/create', {})
    await page.goto(`${shell}/qr/confirm?ticket=${created.result!.ticket}&via=scan`)
    await expect(page.getByRole('heading', { name: /在另一台设备上登录|Sign in on another device/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /取消|Cancel/ }).first()).toBeVisible()
    await expectFitsAndReachable(page)
    await attachShot(page, testInfo, `${width}-qr-confirm`)
  })
}

test("at 390 px the self-service pages' headings start at the same place from app to app", async ({
  browser,
  shell,
}) => {
  const page = await phoneOrLaptop(browser, 390)
  await signIn(page, shell, 'staff')
  const starts: Record<string, number> = {}
  for (const entry of SELF_SERVICE.filter((e) => e.frame)) {
    const frame = await openPage(page, shell, entry)
    starts[entry.path] = await frame!
      .locator('h1')
      .first()
      .evaluate((h1) => Math.round(h1.getBoundingClientRect().left))
  }
  expect(new Set(Object.values(starts)).size, JSON.stringify(starts)).toBe(1)
  await page.context().close()
})

test('at 390 px the staff lists put the organisation tree above the list, which takes the width, without sideways scroll', async ({
  browser,
  shell,
}, testInfo) => {
  test.setTimeout(120_000)
  const page = await phoneOrLaptop(browser, 390)
  await signIn(page, shell, 'hr')
  for (const { path, frame } of [
    { path: '/portal/personnel/records', frame: 'personnel' },
    { path: '/portal/ums/users', frame: 'system' },
  ]) {
    await page.goto(`${shell}${path}`)
    const app = page.frameLocator(`iframe[name="${frame}"]`)
    await expect(app.locator('.hr-list-main table').first()).toBeVisible()
    const [aside, main, treeSearch] = await Promise.all([
      app.locator('.hr-list-aside').boundingBox(),
      app.locator('.hr-list-main').boundingBox(),
      app.locator('.hr-list-aside input').first().boundingBox(),
    ])
    expect(main!.width, path).toBeGreaterThanOrEqual(340)
    expect(main!.y, path).toBeGreaterThanOrEqual(aside!.y + aside!.height)
    expect(treeSearch!.height, path).toBeGreaterThanOrEqual(28)
    expect(await sidewaysScroll(frameOf(page, frame)), path).toBe(0)
    await attachShot(page, testInfo, `390-${frame}-list`)
  }
})

test('the message centre has a heading where the dashboard has its, at 1280 and 390 px, in both languages', async ({
  browser,
  shell,
}) => {
  test.setTimeout(120_000)
  const page = await phoneOrLaptop(browser, 1280)
  await signIn(page, shell, 'staff')
  const main = page.locator('main')
  const left = async (heading: string) =>
    (await main.getByRole('heading', { level: 1, name: heading }).boundingBox())!.x
  const dashboard = await left('我的工作台')
  await page.goto(`${shell}/portal/messages`)
  expect(await left('消息中心')).toBe(dashboard)
  await chooseLanguage(page, 'en')
  await expect(main.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${shell}/portal/dashboard`)
  const phoneDashboard = await left('My dashboard')
  await page.goto(`${shell}/portal/messages`)
  expect(await left('Messages')).toBe(phoneDashboard)
  expect(await sidewaysScroll(page)).toBe(0)
})

test('at 390 px Team reviews scrolls its wide table in its own box, not the page', async ({ browser, shell }) => {
  test.setTimeout(120_000)
  const page = await phoneOrLaptop(browser, 390)
  await signIn(page, shell, 'staff')
  await page.goto(`${shell}/portal/performance/team`)
  const table = page.frameLocator('iframe[name="performance"]').getByTestId('team-table')
  await expect(table.locator('tbody tr').first()).toBeVisible()
  // Wider than the phone, it scrolls sideways within itself (or its box); the page does not.
  expect(await table.evaluate((element) => element.scrollWidth)).toBeGreaterThan(390)
  expect(await sidewaysScroll(frameOf(page, 'performance'))).toBe(0)
})

test('at 390 px the side menu is a drawer behind the menu button, and the tab bar shows the current page with all open pages', async ({
  browser,
  shell,
}, testInfo) => {
  test.setTimeout(120_000)
  const page = await phoneOrLaptop(browser, 390)
  await signIn(page, shell, 'staff')
  const nav = page.getByRole('navigation', { name: '主菜单' })
  await expect(nav).toBeHidden()
  await page.getByTestId('menu-toggle').click()
  await expect(nav).toBeVisible()
  // The drawer slides in: its links are checked once it is in place.
  await expect.poll(async () => (await nav.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect(await unreachableControls(page, '#portal-nav')).toEqual([])
  for (const link of await nav.getByRole('link').all()) await expect(link).toBeAttached()
  await attachShot(page, testInfo, '390-drawer')
  await nav.getByRole('link', { name: '打卡' }).click()
  await expect(page).toHaveURL(`${shell}/portal/kaoqin/clock-in`)
  await expect(nav).toBeHidden()

  // The tab bar: the current page's title opens the list of open pages.
  const pages = page.getByTestId('more-tabs')
  await expect(pages).toBeVisible()
  await expect(pages).toContainText('打卡')
  await pages.click()
  const list = page.getByTestId('more-tabs-menu')
  await expect(list.getByRole('menuitemradio', { name: '打卡' })).toHaveAttribute('aria-checked', 'true')
  await list.getByRole('menuitemradio', { name: '首页' }).click()
  await expect(page).not.toHaveURL(`${shell}/portal/kaoqin/clock-in`)
  await expect(pages).toContainText('首页')
  expect(await unreachableControls(page, '.tab-bar')).toEqual([])
})

test('at 390 px in English the approval centre shows all its tabs and the month calendar keeps its words whole', async ({
  browser,
  shell,
}, testInfo) => {
  test.setTimeout(120_000)
  const page = await phoneOrLaptop(browser, 390)
  await page.goto(`${shell}/login`)
  await chooseLanguage(page, 'en')
  await signIn(page, shell, 'staff')

  // The tabs share the width: none goes past the tab list's edge (English words are longer than Chinese ones).
  await page.goto(`${shell}/portal/approval/center`)
  const tabs = page.frameLocator('iframe[name="approval"]').getByRole('tablist')
  await expect(tabs.getByRole('tab')).toHaveCount(3)
  const list = (await tabs.boundingBox())!
  for (const tab of await tabs.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!
    expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(list.x + list.width + 1)
  }
  await attachShot(page, testInfo, '390-en-approval-tabs')

  // Each day of the month says its result in whole words: none is split over two lines ("Absen / t").
  await page.goto(`${shell}/portal/kaoqin/my-attendance`)
  await expect(
    page.frameLocator('iframe[name="attendance"]').getByTestId('month-calendar').locator('.calendar-day').first(),
  ).toBeVisible()
  const split = await frameOf(page, 'attendance').evaluate(() => {
    const words: string[] = []
    for (const text of document.querySelectorAll('.calendar-text')) {
      const node = text.firstChild
      if (!node || node.nodeType !== Node.TEXT_NODE) continue
      for (const match of (node.textContent ?? '').matchAll(/[^\s·–-]+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        if (range.getClientRects().length > 1) words.push(match[0])
      }
    }
    return words
  })
  expect(split).toEqual([])
  await attachShot(page, testInfo, '390-en-my-attendance')
})
