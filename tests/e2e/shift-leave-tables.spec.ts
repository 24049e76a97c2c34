import type { Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { violations } from '../support/axe'
import { sidewaysScroll } from '../support/screens'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { frameOf } from '../support/probe'
import { plainWeekFrom } from '../support/working-days'

// HR sets a shift in the shift table and it stays; the leave table shows staff's approved leave,
// a half day included, on its days. Both tables head their days as the work calendar says.

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
const scheduling = (page: Page) => page.frameLocator('iframe[name="scheduling"]')

/** The Monday of next month's first week without a holiday or a make-up day, and the days after it. */
const next = new Date()
const monday = plainWeekFrom(new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1)))
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
const token = (shell: string, who: keyof typeof ACCOUNTS) =>
  loginToken(shell, ACCOUNTS[who].account, ACCOUNTS[who].password)
const SHOTS = '/tmp/shots-month-grid'

interface DayKindView {
  bridged?: boolean
  kind: 'work' | 'rest' | 'holiday' | 'makeUp'
  name?: string
}
/** The YYYY-MM `step` months from this one (UTC, as the shift table opens). */
const monthFromNow = (step: number) => {
  const d = new Date()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + step)
  return d.toISOString().slice(0, 7)
}

test('HR sets a shift that stays after a reload; the leave table shows approved leave with its half day', async ({
  page,
  ownShell,
}) => {
  // Staff asks for leave from Tuesday afternoon to Wednesday of that week; the manager approves it.
  const staff = await token(ownShell, 'staff')
  const applied = await gateway<{ id: string; instanceId: string }>(
    ownShell,
    '/vacation/web/leave/apply',
    {
      typeCode: 'annual',
      startDate: day(1),
      startHalf: 'pm',
      endDate: day(2),
      endHalf: 'pm',
      reason: 'Shift table e2e',
    },
    staff,
  )
  expect(applied.code, applied.msg).toBe(0)
  const manager = await token(ownShell, 'manager')
  expect(
    (await gateway(ownShell, '/workflow/web/approveForm/resolve', { instanceId: applied.result!.instanceId }, manager))
      .code,
  ).toBe(0)
  // Which row is staff's: the leave table over the API, as HR, for the top department.
  const hr = await token(ownShell, 'hr')
  const organs = await gateway<Array<{ id: number }>>(ownShell, '/ums/web/organ/organTreeList', {}, hr)
  const table = await gateway<{ employees: Array<{ id: number; days: Record<string, Array<{ requestId: string }>> }> }>(
    ownShell,
    '/vacation/web/leaveTable/month',
    { organId: organs.result![0].id, month: day(0).slice(0, 7) },
    hr,
  )
  const staffId = table.result!.employees.find((e) =>
    Object.values(e.days).some((cells) => cells.some((c) => c.requestId === applied.result!.id)),
  )!.id

  await signIn(page, ownShell, 'hr', '/portal/kaoqin/leave-table')
  const leaveGrid = attendance(page).getByTestId('leave-grid')
  await expect(leaveGrid).toBeVisible()
  const top = String(organs.result![0].id)
  await attendance(page).getByLabel('部门').selectOption(top)
  await attendance(page).getByRole('button', { name: '下个月' }).click()
  await expect(attendance(page).getByTestId('table-month')).toHaveText(day(0).slice(0, 7))
  const leaveRow = leaveGrid.locator(`tr[data-employee="${staffId}"]`)
  await expect(
    leaveRow.locator(`td[data-day="${day(1)}"] .leave-mark[data-status="approved"][data-part="pm"]`),
  ).toHaveCount(1)
  await expect(
    leaveRow.locator(`td[data-day="${day(2)}"] .leave-mark[data-status="approved"][data-part="day"]`),
  ).toHaveCount(1)
  await expect(leaveRow.locator(`td[data-day="${day(0)}"] .leave-mark`)).toHaveCount(0)
  await expect(leaveRow.locator(`td[data-day="${day(3)}"] .leave-mark`)).toHaveCount(0)
  await expect(leaveRow.locator(`td[data-day="${day(1)}"]`)).toContainText('年假 下午 (已通过)')

  // The shift table of this month (the scheduling app): the seeded day shift; HR sets the late shift on the 10th.
  await page.goto(`${ownShell}/portal/paiban/shifts`)
  const grid = scheduling(page).getByTestId('shift-grid')
  await expect(grid).toBeVisible()
  await scheduling(page).getByLabel('部门').selectOption(top)
  // The month is wider than the frame: it scrolls in its own box, the page does not scroll sideways.
  expect(await sidewaysScroll(frameOf(page, 'scheduling'))).toBe(0)
  const cell = grid.locator(`tr[data-employee="${staffId}"] td[data-day="${new Date().toISOString().slice(0, 8)}10"]`)
  await cell.getByRole('button').click()
  const editor = scheduling(page).getByRole('dialog')
  await editor.getByLabel('班次').selectOption({ label: '晚班 14:00–22:00' })
  await editor.getByRole('button', { name: '保存' }).click()
  await expect(editor).toHaveCount(0)
  await expect(cell).toHaveText('晚班')
  await page.reload()
  await scheduling(page).getByLabel('部门').selectOption(top)
  await expect(
    grid.locator(`tr[data-employee="${staffId}"] td[data-day="${new Date().toISOString().slice(0, 8)}10"]`),
  ).toHaveText('晚班')
})

test('the shift and leave tables head their days as the work calendar says: holidays marked and named, make-up working days marked', async ({
  page,
  shell,
}) => {
  // Two tables, five accessibility checks in two themes and a language switch: minutes on a busy machine. On the shared
  // product: it only reads the seeded work calendar, which no test there changes.
  test.setTimeout(300_000)
  // The month nearest to this one in which the seeded calendar (this year's and next year's official days) has both.
  const hr = await token(shell, 'hr')
  const organs = await gateway<Array<{ id: number }>>(shell, '/ums/web/organ/organTreeList', {}, hr)
  const top = organs.result![0].id
  let found: { step: number; holiday: string; name: string; makeUp: string } | null = null
  for (const step of [0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6, -7, 7, -8, 8, -9, 9, -10, 10, 11, 12]) {
    const roster = await gateway<{ dayKinds: Record<string, DayKindView> }>(
      shell,
      '/paiban/web/shift/roster',
      { organId: top, month: monthFromNow(step) },
      hr,
    )
    const kinds = Object.entries(roster.result!.dayKinds)
    const holiday = kinds.find(([, view]) => view.kind === 'holiday' && !view.bridged)
    const makeUp = kinds.find(([, view]) => view.kind === 'makeUp')
    if (holiday && makeUp) {
      found = { step, holiday: holiday[0], name: holiday[1].name!, makeUp: makeUp[0] }
      break
    }
  }
  if (!found) throw new Error('no month with a holiday and a make-up working day near this one in the seeded calendar')
  const { step, holiday, name, makeUp } = found
  const goToMonth = async (frame: ReturnType<typeof scheduling>, label: string) => {
    for (let i = 0; i < Math.abs(step); i++)
      await frame.getByRole('button', { name: step < 0 ? '上个月' : '下个月' }).click()
    await expect(frame.getByTestId('table-month')).toHaveText(monthFromNow(step))
    await expect(frame.getByTestId(label).locator('tbody tr').first()).toBeVisible()
  }

  await signIn(page, shell, 'hr', '/portal/paiban/shifts')
  await scheduling(page).getByLabel('部门').selectOption(String(top))
  await goToMonth(scheduling(page), 'shift-grid')
  const shifts = scheduling(page).getByTestId('shift-grid')
  // A public holiday: shaded, marked 休 and named; a make-up working day: marked 班; the cells follow their column.
  const holidayHead = shifts.locator(`thead th[abbr="${holiday}"]`)
  await expect(holidayHead).toHaveAttribute('data-kind', 'holiday')
  await expect(holidayHead).toHaveAttribute('title', `${name}（法定节假日）`)
  await expect(holidayHead).toContainText('休')
  await expect(shifts.locator(`thead th[abbr="${makeUp}"]`)).toHaveAttribute('data-kind', 'makeUp')
  await expect(shifts.locator(`thead th[abbr="${makeUp}"]`)).toContainText('班')
  await expect(shifts.locator(`tbody tr >> nth=0 >> td[data-day="${holiday}"]`)).toHaveAttribute('data-kind', 'holiday')
  await expect(scheduling(page).getByRole('list', { name: '图例' })).toContainText('法定节假日')
  expect(await violations(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/shift-table-holidays-blue-zh.png` })
  await chooseTheme(page, 'orange')
  expect(await violations(page, { rules: ['color-contrast'] })).toEqual([])
  await page.screenshot({ path: `${SHOTS}/shift-table-holidays-orange-zh.png` })

  // The leave table, in English: the holiday's name in English.
  await page.goto(`${shell}/portal/kaoqin/leave-table`)
  await attendance(page).getByLabel('部门').selectOption(String(top))
  await goToMonth(attendance(page), 'leave-grid')
  const leave = attendance(page).getByTestId('leave-grid')
  await expect(leave.locator(`thead th[abbr="${holiday}"]`)).toHaveAttribute('data-kind', 'holiday')
  await expect(leave.locator(`thead th[abbr="${makeUp}"]`)).toHaveAttribute('data-kind', 'makeUp')
  expect(await violations(page, { rules: ['color-contrast'] })).toEqual([])
  await page.screenshot({ path: `${SHOTS}/leave-table-holidays-orange-zh.png` })
  await chooseLanguage(page, 'en')
  await chooseTheme(page, 'blue')
  // The table asks again in English: the holiday's name comes in English too.
  await expect(leave.locator(`thead th[abbr="${holiday}"]`)).toHaveAttribute(
    'title',
    /^[A-Za-z' -]+ \(Statutory holiday\)$/,
  )
  await expect(leave.locator(`thead th[abbr="${holiday}"]`)).toContainText('Off')
  await expect(leave.locator(`thead th[abbr="${makeUp}"]`)).toContainText('Work')
  expect(await violations(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/leave-table-holidays-blue-en.png` })
})
