import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'

// The home dashboard: widgets apps declare in their manifests, each in its own frame from its app's origin.

const widget = (page: Page, key: string) => page.locator(`li.widget-card[data-widget="${key}"]`)
const frameOf = (page: Page, key: string) => widget(page, key).frameLocator('iframe')
const LEAVE = 'kaoqin/leave-balance'
const WAITING = 'approval/waiting'
const PAYSLIP = 'salary/latest-payslip'
const TRAINING = 'training/training-due'
const EXPENSES = 'expenses/expenses-mine'
const MUST_READ = 'ums/must-read'
const HEADCOUNT = 'personnel/headcount'
const CELEBRATIONS = 'personnel/celebrations'

/** The keys of the widgets on the dashboard, in their order. */
const order = (page: Page) =>
  page.locator('li.widget-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-widget')))

test("a staff member lands on their dashboard: widgets of several apps, each in a frame of its app's origin", async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'staff', '/portal')
  await expect(page).toHaveURL(`${shell}/portal/dashboard`)
  await expect(page.getByRole('heading', { name: /我的工作台|My dashboard/ })).toBeVisible()
  for (const key of [LEAVE, WAITING, PAYSLIP])
    await expect(widget(page, key)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
  await expect(frameOf(page, LEAVE).locator('[data-testid^="widget-balance-"]').first()).toBeVisible()
  await expect(frameOf(page, WAITING).getByTestId('widget-waiting-count')).toHaveText(/^\d+$/)
  await expect(frameOf(page, PAYSLIP).locator('.hr-widget')).toBeVisible()

  // Each widget's frame is its own, sandboxed, from the app's origin (not the shell's) and not one of the pool's.
  const frames = await page.locator('li.widget-card iframe').evaluateAll((list) =>
    list.map((f) => ({
      src: (f as HTMLIFrameElement).src,
      sandbox: f.getAttribute('sandbox'),
      name: f.getAttribute('name'),
    })),
  )
  const shellOrigin = new URL(shell).origin
  const byApp = new Map(frames.map((f) => [f.name, f]))
  for (const [name, path] of [
    ['attendance-widget-leave-balance', '/attendance/widgets/leave-balance'],
    ['approval-widget-waiting', '/approval/widgets/waiting'],
    ['salary-widget-latest-payslip', '/salary/widgets/latest-payslip'],
  ]) {
    const frame = byApp.get(name)
    expect(frame, name).toBeTruthy()
    const url = new URL(frame!.src)
    expect(url.origin).not.toBe(shellOrigin)
    expect(url.pathname).toBe(path)
    expect(frame!.sandbox).toContain('allow-scripts')
  }
  const origins = page
    .frames()
    .filter((f) => f.name().includes('-widget-'))
    .map((f) => new URL(f.url()).origin)
  expect(origins.length).toBeGreaterThanOrEqual(3)
  for (const origin of origins) expect(origin).not.toBe(shellOrigin)
  // A widget's frame runs its app's widgets page, not the app's every page.
  const scripts = await frameOf(page, LEAVE)
    .locator('script[type="module"]')
    .evaluateAll((list) => list.map((s) => new URL((s as HTMLScriptElement).src).pathname))
  expect(scripts).toEqual([expect.stringMatching(/^\/attendance\/assets\/widgets-\w+\.js$/)])
  // What the widgets of several apps share is one file for all of them (fetched and compiled once).
  const preloads = (key: string) =>
    frameOf(page, key)
      .locator('link[rel="modulepreload"]')
      .evaluateAll((list) => list.map((l) => new URL((l as HTMLLinkElement).href).pathname))
  const [leave, waiting] = [await preloads(LEAVE), await preloads(WAITING)]
  expect(leave.filter((path) => waiting.includes(path) && path.startsWith('/_widgets/')).length).toBeGreaterThan(0)
})

test("a widget that fails to load shows its error in the user's language; the others keep working", async ({
  page,
  shell,
}) => {
  await page.route('**/salary/widgets/latest-payslip', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>broken</h1>' }),
  )
  await signIn(page, shell, 'staff', '/portal')
  const broken = widget(page, PAYSLIP)
  await expect(broken).toHaveAttribute('data-state', 'failed', { timeout: 20_000 })
  await expect(broken.getByRole('alert')).toContainText(/我的最新工资条加载失败|My latest payslip could not be loaded/)
  await expect(broken.getByRole('button', { name: /重试|Try again/ })).toBeVisible()
  for (const key of [LEAVE, WAITING]) await expect(widget(page, key)).toHaveAttribute('data-state', 'ready')
  await expect(frameOf(page, LEAVE).locator('[data-testid^="widget-balance-"]').first()).toBeVisible()

  // Retried once the page serves again, it loads.
  await page.unroute('**/salary/widgets/latest-payslip')
  await broken.getByRole('button', { name: /重试|Try again/ }).click()
  await expect(broken).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
})

test('a widget with more than its card holds scrolls inside its card, and its content is all reachable', async ({
  page,
  shell,
  browser,
}) => {
  await signIn(page, shell, 'hr', '/portal')
  await expect(widget(page, HEADCOUNT)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
  const body = frameOf(page, HEADCOUNT).locator('.hr-widget')
  const units = body.locator('.hr-widget-list li')
  await expect(units.first()).toBeVisible()
  // The widget is its frame's height and scrolls itself; the shades at its edges move no content.
  const box = await body.evaluate((section) => ({
    overflow: getComputedStyle(section).overflowY,
    more: section.scrollHeight > section.clientHeight,
    fills: Math.abs(section.getBoundingClientRect().height - window.innerHeight) <= 1,
    attachment: getComputedStyle(section).backgroundAttachment,
  }))
  expect(box).toEqual({ overflow: 'auto', more: true, fills: true, attachment: 'local, local, scroll, scroll, scroll' })
  await expect(units.last()).not.toBeInViewport()
  // The keyboard scrolls it too: the widget takes the focus.
  await body.focus()
  await expect(body).toBeFocused()
  await body.press('End')
  await expect(units.last()).toBeInViewport()

  // On a phone's touch screen a swipe over the widget moves the page: the widget does not scroll.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  ).newPage()
  await signIn(phone, shell, 'hr', '/portal')
  await expect(widget(phone, HEADCOUNT)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
  const touched = frameOf(phone, HEADCOUNT).locator('.hr-widget')
  expect(
    await touched.evaluate((section) => ({
      coarse: matchMedia('(pointer: coarse)').matches,
      overflow: getComputedStyle(section).overflowY,
    })),
  ).toEqual({ coarse: true, overflow: 'hidden' })
  await phone.context().close()
})

test('the staff member rearranges widgets by keyboard, hears each move, and the layout survives a reload', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'staff', '/portal')
  await expect(widget(page, LEAVE)).toBeVisible()
  const before = await order(page)
  // No arrangement of their own yet: every widget of their apps, in menu order; not the team's (line managers only).
  expect(before).toEqual([MUST_READ, HEADCOUNT, CELEBRATIONS, WAITING, LEAVE, PAYSLIP, TRAINING, EXPENSES])

  const handle = widget(page, PAYSLIP).locator('.widget-handle')
  await handle.focus()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByTestId('dashboard-announcement')).toHaveText(
    /我的最新工资条已移到第 5 位，共 8 个|My latest payslip moved to place 5 of 8/,
  )
  await expect(widget(page, PAYSLIP).locator('.widget-handle')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByTestId('dashboard-announcement')).toHaveText(/第 4 位|place 4 of/)
  expect(await order(page)).toEqual([MUST_READ, HEADCOUNT, CELEBRATIONS, PAYSLIP, WAITING, LEAVE, TRAINING, EXPENSES])
  // A card moved in the page loads its frame again, in a new window: the bridge connects to it and it draws its figures.
  await expect(frameOf(page, WAITING).getByTestId('widget-waiting-count')).toHaveText(/^\d+$/, { timeout: 20_000 })
  await expect(frameOf(page, LEAVE).locator('[data-testid^="widget-balance-"]').first()).toBeVisible()
  await expect(frameOf(page, PAYSLIP).locator('.hr-widget')).toBeVisible()

  // Removing a widget by its button; it comes back from the list of widgets to add.
  const stored = page.waitForResponse((r) => r.url().includes('/dashboard/layout/save'))
  await widget(page, TRAINING)
    .getByRole('button', { name: /移除|Remove/ })
    .click()
  await expect(widget(page, TRAINING)).toHaveCount(0)
  await expect(page.getByTestId('dashboard-announcement')).toHaveText(/已从工作台移除待完成的培训|Training due removed/)
  const saved = await order(page)

  await stored
  await page.reload()
  await expect(widget(page, PAYSLIP)).toBeVisible()
  expect(await order(page)).toEqual(saved)
  await expect(page.getByRole('combobox', { name: /要添加的小组件|Widget to add/ })).toContainText(
    /待完成的培训|Training due/,
  )

  // Back to the default: every widget the staff member may see, in menu order.
  await page.getByRole('button', { name: /恢复默认布局|Restore the default arrangement/ }).click()
  await expect(page.getByTestId('dashboard-announcement')).toHaveText(
    /已恢复默认布局|The default arrangement is shown again/,
  )
  expect(await order(page)).toEqual(before)
})

test("a widget's More opens its app's page in a tab of the shell", async ({ page, shell }) => {
  await signIn(page, shell, 'staff', '/portal')
  await widget(page, LEAVE)
    .getByRole('link', { name: /更多|More/ })
    .click()
  await expect(page).toHaveURL(`${shell}/portal/kaoqin/leave`)
  await expect(page.getByRole('tab', { name: /我的假期|My leave/ })).toBeVisible()
  await expect(
    page
      .frameLocator('iframe[name="attendance"]')
      .getByTestId(/^balance-/)
      .first(),
  ).toBeVisible({ timeout: 20_000 })
  // The dashboard is the pinned home tab, to go back to.
  await page.getByRole('tab', { name: /首页|Home/ }).click()
  await expect(page).toHaveURL(`${shell}/portal/dashboard`)
})

test('the staff member drags a widget by its handle with the mouse, and adds a removed widget back', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'staff', '/portal')
  await expect(widget(page, PAYSLIP)).toBeVisible()
  const before = await order(page)
  const stored = page.waitForResponse((r) => r.url().includes('/dashboard/layout/save'))
  await widget(page, PAYSLIP).locator('.widget-handle').dragTo(widget(page, MUST_READ).locator('.widget-head h2'))
  await expect(page.getByTestId('dashboard-announcement')).toHaveText(
    /我的最新工资条已移到第 1 位|My latest payslip moved to place 1 of/,
  )
  expect(await order(page)).toEqual([PAYSLIP, ...before.filter((key) => key !== PAYSLIP)])
  await stored

  await widget(page, TRAINING)
    .getByRole('button', { name: /移除|Remove/ })
    .click()
  await expect(widget(page, TRAINING)).toHaveCount(0)
  await page
    .getByRole('combobox', { name: /要添加的小组件|Widget to add/ })
    .selectOption({ label: (await page.getByRole('option', { name: /待完成的培训|Training due/ }).textContent())! })
  await page.getByRole('button', { name: /^(添加|Add)$/ }).click()
  await expect(page.getByTestId('dashboard-announcement')).toHaveText(/待完成的培训|Training due/)
  expect((await order(page)).at(-1)).toBe(TRAINING)
  await widget(page, TRAINING).scrollIntoViewIfNeeded()
  await expect(widget(page, TRAINING)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })

  await page.reload()
  await expect(widget(page, PAYSLIP)).toBeVisible()
  expect((await order(page))[0]).toBe(PAYSLIP)
  await page.getByRole('button', { name: /恢复默认布局|Restore the default arrangement/ }).click()
  await expect.poll(() => order(page)).toEqual(before)
})

test('widgets below the fold get their frames only as they scroll into view', async ({ page, shell }) => {
  // Two rows of cards in view (and the observer's margin): the third row, training due, waits.
  await page.setViewportSize({ width: 1280, height: 420 })
  await signIn(page, shell, 'staff', '/portal')
  await expect(widget(page, MUST_READ)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
  const last = widget(page, TRAINING)
  await expect(last).toHaveAttribute('data-state', 'waiting')
  await expect(last.locator('iframe')).toHaveCount(0)
  await last.scrollIntoViewIfNeeded()
  await expect(last.locator('iframe')).toHaveCount(1)
  await expect(last).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
  await expect(frameOf(page, TRAINING).locator('body')).not.toBeEmpty()
})

// Last in this file: it changes the Staff role's default arrangement, which the tests above read.
test("an administrator makes an arrangement a role's default; a staff member without their own arrangement sees it", async ({
  page,
  browser,
  shell,
}) => {
  await signIn(page, shell, 'admin', '/portal')
  await expect(page.locator('li.widget-card').first()).toBeVisible()
  // Keep two widgets staff also has, headcount first.
  for (const key of await order(page)) {
    if (key !== MUST_READ && key !== HEADCOUNT)
      await widget(page, key!)
        .getByRole('button', { name: /移除|Remove/ })
        .click()
  }
  await expect.poll(() => order(page)).toHaveLength(2)
  if ((await order(page))[0] !== HEADCOUNT)
    await widget(page, HEADCOUNT)
      .getByRole('button', { name: /前移|earlier/i })
      .click()
  expect(await order(page)).toEqual([HEADCOUNT, MUST_READ])
  const role = page.getByRole('group', { name: /按角色设置默认布局|Default arrangement per role/ })
  await role
    .getByRole('combobox', { name: /角色|Role/ })
    .selectOption({ label: (await role.getByRole('option', { name: /^(员工|Staff)$/ }).textContent())! })
  await role.getByRole('button', { name: /设为该角色的默认布局|Make this the role's default/ }).click()
  await expect(page.getByTestId('dashboard-announcement')).toHaveText(
    /此布局已设为员工的默认布局|This arrangement is now the default of Staff/,
  )

  const staff = await (await browser.newContext()).newPage()
  try {
    await signIn(staff, shell, 'staff', '/portal')
    await expect(staff.getByText(/你所在角色的默认布局|Your role's default arrangement/)).toBeVisible()
    await expect.poll(() => order(staff)).toEqual([HEADCOUNT, MUST_READ])
    await expect(widget(staff, HEADCOUNT)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
  } finally {
    await staff.context().close()
  }
})
