import type { Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'

// HR sets a shift in the shift table and it stays; the leave table shows staff's approved leave,
// a half day included, on its days.

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
const scheduling = (page: Page) => page.frameLocator('iframe[name="scheduling"]')

/** The first Monday of next month and the days after it. */
const next = new Date()
const monday = (() => { const d = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1)); while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1); return d })()
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
const token = (shell: string, who: keyof typeof ACCOUNTS) => loginToken(shell, ACCOUNTS[who].account, ACCOUNTS[who].password)

test('HR sets a shift that stays after a reload; the leave table shows approved leave with its half day', async ({ page, ownShell }) => {
  // Staff asks for leave from Tuesday afternoon to Wednesday of next month's first week; the manager approves it.
  const staff = await token(ownShell, 'staff')
  const applied = await gateway<{ id: string; instanceId: string }>(ownShell, '/vacation/web/leave/apply',
    { typeCode: 'annual', startDate: day(1), startHalf: 'pm', endDate: day(2), endHalf: 'pm', reason: 'Shift table e2e' }, staff)
  expect(applied.code, applied.msg).toBe(0)
  const manager = await token(ownShell, 'manager')
  expect((await gateway(ownShell, '/workflow/web/approveForm/resolve', { instanceId: applied.result!.instanceId }, manager)).code).toBe(0)
  // Which row is staff's: the leave table over the API, as HR, for the top department.
  const hr = await token(ownShell, 'hr')
  const organs = await gateway<Array<{ id: number }>>(ownShell, '/ums/web/organ/organTreeList', {}, hr)
  const table = await gateway<{ employees: Array<{ id: number; days: Record<string, Array<{ requestId: string }>> }> }>(ownShell,
    '/vacation/web/leaveTable/month', { organId: organs.result![0].id, month: day(0).slice(0, 7) }, hr)
  const staffId = table.result!.employees.find((e) => Object.values(e.days).some((cells) => cells.some((c) => c.requestId === applied.result!.id)))!.id

  await signIn(page, ownShell, 'hr')
  await page.goto(`${ownShell}/portal/kaoqin/leave-table`)
  const leaveGrid = attendance(page).getByTestId('leave-grid')
  await expect(leaveGrid).toBeVisible()
  const top = String(organs.result![0].id)
  await attendance(page).getByLabel('部门').selectOption(top)
  await attendance(page).getByRole('button', { name: '下个月' }).click()
  await expect(attendance(page).getByTestId('table-month')).toHaveText(day(0).slice(0, 7))
  const leaveRow = leaveGrid.locator(`tr[data-employee="${staffId}"]`)
  await expect(leaveRow.locator(`td[data-day="${day(1)}"] .leave-mark[data-status="approved"][data-part="pm"]`)).toHaveCount(1)
  await expect(leaveRow.locator(`td[data-day="${day(2)}"] .leave-mark[data-status="approved"][data-part="day"]`)).toHaveCount(1)
  await expect(leaveRow.locator(`td[data-day="${day(0)}"] .leave-mark`)).toHaveCount(0)
  await expect(leaveRow.locator(`td[data-day="${day(3)}"] .leave-mark`)).toHaveCount(0)
  await expect(leaveRow.locator(`td[data-day="${day(1)}"]`)).toContainText('年假 下午 (已通过)')

  // The shift table of this month (the scheduling app): the seeded day shift; HR sets the late shift on the 10th.
  await page.goto(`${ownShell}/portal/paiban/shifts`)
  const grid = scheduling(page).getByTestId('shift-grid')
  await expect(grid).toBeVisible()
  await scheduling(page).getByLabel('部门').selectOption(top)
  const cell = grid.locator(`tr[data-employee="${staffId}"] td[data-day="${new Date().toISOString().slice(0, 8)}10"]`)
  await cell.getByRole('button').click()
  const editor = scheduling(page).getByRole('dialog')
  await editor.getByLabel('班次').selectOption({ label: '晚班 14:00–22:00' })
  await editor.getByRole('button', { name: '保存' }).click()
  await expect(editor).toHaveCount(0)
  await expect(cell).toHaveText('晚班')
  await page.reload()
  await scheduling(page).getByLabel('部门').selectOption(top)
  await expect(grid.locator(`tr[data-employee="${staffId}"] td[data-day="${new Date().toISOString().slice(0, 8)}10"]`)).toHaveText('晚班')
})
