import type { Browser, Page } from '@playwright/test'
import Decimal from 'decimal.js'
import { gateway, loginToken } from '../support/api'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'

// Overtime on a statutory holiday: asked afterwards (time off asked for, which the law does not allow), approved by the
// line manager, is paid at 300 % in the month's payroll run and earns no time off in lieu.

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
const DAY = 86_400_000
const today = new Date()
/** The last day of last month: within the 31 days an overtime may be asked afterwards, in a month payroll may run. */
const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)).toISOString().slice(0, 10)
const month = day.slice(0, 7)

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS, path: string) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, shell, who, path)
  return page
}

// On a product of its own: the manager's to-do count and the month's run are this test's alone.
test('overtime on a statutory holiday, approved, is paid at 300 % in the payroll run and earns no time off in lieu', async ({
  browser,
  ownShell: shell,
}) => {
  test.setTimeout(180_000)
  expect(Date.now() - Date.parse(day)).toBeLessThan(32 * DAY)
  // The day is a statutory holiday of the default calendar.
  const hr = await loginToken(shell, ACCOUNTS.hr.account, ACCOUNTS.hr.password)
  const calendar = (
    await gateway<Array<{ id: number; isDefault: boolean }>>(shell, '/paiban/web/calendar/list', {}, hr)
  ).result!.find((c) => c.isDefault)!
  const holiday = {
    calendarId: calendar.id,
    day,
    kind: 'holiday',
    nameZh: '测试节',
    nameEn: 'Test Day',
    statutory: true,
  }
  expect((await gateway(shell, '/paiban/web/calendar/saveDay', holiday, hr)).code).toBe(0)

  const staff = await person(browser, shell, 'staff', '/portal/kaoqin/overtime')
  const form = attendance(staff).getByRole('form', { name: '申请加班' })
  await form.getByLabel('事后补报').check()
  await form.getByLabel('日期').fill(day)
  await form.getByLabel('开始时间').fill('09:00')
  await form.getByLabel('结束时间').fill('12:00')
  await form.getByLabel('加班事由').fill('Holiday duty')
  await form.getByLabel('调休，不领加班费').check()
  await form.getByRole('button', { name: '提交加班申请' }).click()
  await expect(form.getByRole('status')).toHaveText('申请已提交，等待审批')

  const manager = await person(browser, shell, 'manager', '/portal/approval/center')
  const center = manager.frameLocator('iframe[name="approval"]')
  await center.getByTestId('center-table').locator('tbody tr').first().getByRole('button', { name: '审批' }).click()
  const dialog = manager.frameLocator('iframe[name="attendance-dialog"]')
  await expect(dialog.getByTestId('overtime-request')).toContainText('Holiday duty')
  await dialog.getByRole('button', { name: '通过' }).click()
  await expect(manager.getByRole('dialog')).toBeHidden()

  // Paid at the statutory-holiday rate, no time off in lieu.
  const row = attendance(staff).getByTestId('my-overtime').locator('tbody tr').filter({ hasText: day })
  await expect(row.getByTestId('overtime-result')).toHaveText('按法定节假日加班支付（300%）')
  await staff.goto(`${shell}/portal/kaoqin/leave`)
  await expect(attendance(staff).getByTestId('balance-toil').locator('.balance-left')).toHaveText('0 小时')

  // The month's payroll run: the statutory-holiday item pays hourly wage (base ÷ 21.75 ÷ 8) × 3 h × 300 %.
  expect((await gateway(shell, '/kaoqin/web/summary/lock', { month }, hr)).code).toBe(0)
  const run = await gateway<{ id: number }>(shell, '/salary/web/run/create', { groupId: 1, month }, hr)
  expect((await gateway(shell, '/salary/web/run/calculate', { id: run.result!.id }, hr)).code).toBe(0)
  type Line = {
    items: Array<{ code: string; amount: string }>
    attendance: { overtimeMinutes?: { statutory: number } }
  }
  const lines = await gateway<{ rows: Line[] }>(shell, '/salary/web/run/lines', { id: run.result!.id, rows: 200 }, hr)
  const worked = lines.result!.rows.filter((line) => (line.attendance?.overtimeMinutes?.statutory ?? 0) > 0)
  expect(worked).toHaveLength(1)
  const amount = (code: string) => worked[0].items.find((item) => item.code === code)!.amount
  const expected = new Decimal(amount('base'))
    .div('21.75')
    .div(8)
    .times(3)
    .times(3)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
  expect(amount('overtimeHoliday')).toBe(expected.toFixed(2))
  expect(amount('overtimeRestDay')).toBe('0.00')
})
