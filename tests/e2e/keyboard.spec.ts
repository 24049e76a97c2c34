import type { Frame, Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { test, expect, ACCOUNTS } from '../support/fixtures'
import { frameOf } from '../support/probe'

// Sign-in to a submitted form in a sub-app with the keyboard only: no click, no fill, no focus() from the test.

// In the desktop browser (project `desktop` in playwright.config.ts): in the headless shell the first Tab on a fresh
// page leaves the page for good.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

/** What has the focus: the element's role-ish description in the page, or 'frame:<name>' when a frame holds it. */
async function focused(page: Page | Frame): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    if (el instanceof HTMLIFrameElement) return `frame:${el.name}`
    const name =
      el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || ''
    return `${el.tagName.toLowerCase()}:${name.trim()}`
  })
}

/** Presses Tab until `wanted` has the focus; fails after `most` presses. */
async function tabTo(page: Page, where: Page | Frame, wanted: RegExp, most = 80): Promise<void> {
  const seen: string[] = []
  for (let i = 0; i < most; i++) {
    const now = await focused(where).catch(() => 'elsewhere')
    if (wanted.test(now)) return
    seen.push(now)
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${wanted}: ${seen.join(' → ')}`)
}

test('admin signs in, picks a tenant, opens the staff list and searches it, with the keyboard only', async ({
  page,
  shell,
}) => {
  await page.goto(`${shell}/login`)
  await tabTo(page, page, /^input:账号/)
  // Escape clears what was typed (the clear button's shortcut); Enter never does.
  await page.keyboard.type('typo')
  await page.keyboard.press('Escape')
  await expect(page.getByLabel('账号', { exact: true })).toHaveValue('')
  await page.keyboard.type(ACCOUNTS.admin.account)
  // One Tab from the account goes to the password: the account's clear button is no tab stop.
  await page.keyboard.press('Tab')
  expect(await focused(page)).toMatch(/^input:登录密码/)
  await page.keyboard.type(ACCOUNTS.admin.password)
  await page.keyboard.press('Enter')

  // admin works in two tenants: the picker takes the focus; the arrow keys choose, Enter enters.
  const picker = page.getByRole('group', { name: '选择租户' })
  await expect(picker).toBeVisible()
  await expect(picker.getByRole('radio').first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(picker.getByRole('radio').nth(1)).toBeChecked()
  await page.keyboard.press('ArrowUp')
  await expect(picker.getByRole('radio').first()).toBeChecked()
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/portal\//)

  await expect(mainMenu(page).getByRole('link', { name: '人员列表' })).toBeVisible()
  await tabTo(page, page, /^a:人员列表$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${shell}/portal/ums/users`)

  // The opened page takes the focus into its frame; Tab goes on inside it.
  await expect(page.locator('iframe[name="system"]')).toBeFocused()
  const frame = frameOf(page, 'system')
  const rows = page.frameLocator('iframe[name="system"]').getByTestId('user-table').locator('tbody tr')
  await expect(rows).toHaveCount(10)
  await tabTo(page, frame, /^input:搜索$/)
  await page.keyboard.type('SH0001')
  await page.keyboard.press('Enter')
  const stats = page.frameLocator('iframe[name="system"]').getByTestId('list-stats')
  await expect(stats.getByRole('button', { name: /全部/ })).toContainText('10')
  await expect(rows.first()).toContainText('SH00010')
})

/** A Tuesday of next year's March (next year's demo balances exist; no public holiday in the week). */
const tuesday = (() => {
  const d = new Date(Date.UTC(new Date().getFullYear() + 1, 2, 1))
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const dayAfter = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10)

test('staff signs in, opens My leave and asks for leave with the form, with the keyboard only', async ({
  page,
  shell,
}) => {
  const from = dayAfter(tuesday, 0)
  const to = dayAfter(tuesday, 1)
  const reason = `键盘请假 ${from}`

  await page.goto(`${shell}/login`)
  await tabTo(page, page, /^input:账号/)
  await page.keyboard.type(ACCOUNTS.staff.account)
  await page.keyboard.press('Tab')
  await page.keyboard.type(ACCOUNTS.staff.password)
  // staff works in one tenant: Enter goes straight into the portal.
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/portal\//)

  await expect(mainMenu(page).getByRole('link', { name: '我的假期' })).toBeVisible()
  await tabTo(page, page, /^a:我的假期$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${shell}/portal/kaoqin/leave`)
  await expect(page.locator('iframe[name="attendance"]')).toBeFocused()
  const frame = frameOf(page, 'attendance')
  const app = page.frameLocator('iframe[name="attendance"]')
  const form = app.getByRole('form', { name: '申请请假' })
  await expect(form.getByLabel('假期类型')).toBeVisible()

  // The type: the arrow keys walk the list (年假 → 病假 → 事假).
  await tabTo(page, frame, /^select:假期类型/)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(form.getByLabel('假期类型')).toHaveValue('personal')

  await page.keyboard.press('Tab')
  expect(await focused(frame)).toMatch(/^input:开始日期/)
  // The portal's own date field: typed as 2027/3/2 and shown as 2027-03-02 once left, whatever the browser's language.
  await page.keyboard.type(from.replaceAll('-', '/'))
  await expect(form.getByLabel('开始日期')).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowDown')
  await tabTo(page, frame, /^select:开始（半天）/)
  await page.keyboard.press('ArrowDown')
  await expect(form.getByLabel('开始（半天）')).toHaveValue('pm')
  await expect(form.getByLabel('开始日期')).toHaveValue(from)
  // The end: the start day typed, then the next day picked in the calendar (Alt+ArrowDown opens it on the day typed).
  await tabTo(page, frame, /^input:结束日期/)
  await page.keyboard.type(from)
  await page.keyboard.press('Alt+ArrowDown')
  const calendar = app.getByRole('dialog', { name: '选择日期' })
  await expect(calendar).toBeVisible()
  await expect(calendar.locator('[data-part="table-cell-trigger"][data-view="day"][data-focus]')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  await expect(form.getByLabel('结束日期')).toHaveValue(to)
  expect(await focused(frame)).toMatch(/^input:结束日期/)
  await tabTo(page, frame, /^textarea:请假事由/)
  await page.keyboard.type(reason)
  await tabTo(page, frame, /^button:提交申请$/)
  await page.keyboard.press('Enter')

  // The sent notice is spoken (a live status), the form is cleared, the focus stayed on the button (it is only
  // aria-disabled while sending), and the request heads My requests.
  await expect(form.getByRole('status')).toHaveText('申请已提交，等待审批')
  await expect(form.getByLabel('请假事由')).toHaveValue('')
  expect(await focused(page)).toBe('frame:attendance')
  expect(await focused(frame)).toBe('button:提交申请')
  const first = app.getByTestId('my-requests').locator('tbody tr').first()
  await expect(first).toContainText('事假')
  await expect(first).toContainText(`${from} 下午 – ${to} 下午`)
  await expect(first).toContainText('1.5')

  // The gateway has it, pending approval.
  const mine = await gateway<{ rows: Array<Record<string, unknown>> }>(
    shell,
    '/vacation/web/leave/mine',
    { rows: 1 },
    await loginToken(shell, ACCOUNTS.staff.account, ACCOUNTS.staff.password),
  )
  expect(mine.result!.rows[0]).toMatchObject({
    typeCode: 'personal',
    startDate: from,
    startHalf: 'pm',
    endDate: to,
    endHalf: 'pm',
    days: 1.5,
    reason,
    status: 'pending',
  })
})
