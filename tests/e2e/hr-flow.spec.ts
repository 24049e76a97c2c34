import type { Browser, Page } from '@playwright/test'
import { test, expect, signIn, type ACCOUNTS } from '../support/fixtures'

// A leave request crosses three frames and two people. The staff member asks in the attendance app; their
// manager sees it counted in the approval centre, opens it (the attendance app's page in the shell's dialog) and
// decides; the staff member's open page follows without a reload (the server's notice, relayed by the shell).

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
const approval = (page: Page) => page.frameLocator('iframe[name="approval"]')

/** A Monday in February of this year and the days after it (dates the demo balances of this year cover). */
const year = new Date().getFullYear()
const monday = (() => {
  const d = new Date(Date.UTC(year, 1, 2))
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, shell, who, path)
  return page
}

async function requestLeave(page: Page, from: string, to: string, reason: string) {
  const form = attendance(page).getByRole('form', { name: '申请请假' })
  await form.getByLabel('开始日期').fill(from)
  await form.getByLabel('结束日期').fill(to)
  await form.getByLabel('请假事由').fill(reason)
  await form.getByRole('button', { name: '提交申请' }).click()
  await expect(form.getByRole('status')).toHaveText('申请已提交，等待审批')
}

const rowOf = (page: Page, reason: string) =>
  attendance(page).getByTestId('my-requests').locator('tbody tr').filter({ hasText: reason })

test('leave is requested, counted, approved in a dialog, rejected and withdrawn, and the requester sees each live', async ({
  browser,
  ownShell,
}) => {
  test.setTimeout(120_000)
  const staff = await person(browser, ownShell, 'staff', '/portal/kaoqin/leave')
  const annual = attendance(staff).getByTestId('balance-annual')
  await expect(annual).toContainText('全年 10 天 · 已用 0 · 审批中 0')
  // Every length says its unit: the days left, and a request's length.
  await expect(annual.locator('.balance-left')).toHaveText('10 天')

  // Two working days: pending, their days held.
  await requestLeave(staff, day(0), day(1), 'Family trip')
  await expect(rowOf(staff, day(0)).getByText('审批中')).toBeVisible()
  await expect(rowOf(staff, day(0)).getByRole('cell', { name: '2 天', exact: true })).toBeVisible()
  await expect(annual).toContainText('已用 0 · 审批中 2')

  // The manager sees one request waiting and opens it: the attendance app's page in the shell's dialog.
  const manager = await person(browser, ownShell, 'manager', '/portal/approval/center')
  const center = approval(manager)
  await expect(center.getByTestId('count-todo')).toHaveText('1')
  await center.getByTestId('center-table').locator('tbody tr').first().getByRole('button', { name: '审批' }).click()
  const dialog = manager.getByRole('dialog')
  await expect(dialog).toContainText('考勤假期')
  const form = manager.frameLocator('iframe[name="attendance-dialog"]')
  await expect(form.getByTestId('leave-request')).toContainText('Family trip')
  await expect(form.getByTestId('approval-block')).toContainText('直属上级审批')
  await form.getByLabel('审批意见').fill('Enjoy')
  await form.getByRole('button', { name: '通过' }).click()
  await expect(dialog).toBeHidden()
  await expect(center.getByTestId('count-todo')).toHaveText('0')
  await expect(center.getByRole('status')).toContainText('已通过')

  // The staff member's page, never reloaded, shows it approved and the days used.
  await expect(rowOf(staff, day(0)).getByText('已通过')).toBeVisible()
  await expect(annual).toContainText('已用 2 · 审批中 0')

  // A rejection: the count comes back without a reload, nothing is deducted.
  await requestLeave(staff, day(7), day(7), 'Dentist')
  await expect(center.getByTestId('count-todo')).toHaveText('1')
  await center.getByTestId('center-table').locator('tbody tr').first().getByRole('button', { name: '审批' }).click()
  await form.getByLabel('审批意见').fill('Busy week')
  await form.getByRole('button', { name: '驳回' }).click()
  await expect(dialog).toBeHidden()
  await expect(rowOf(staff, day(7)).getByText('已驳回')).toBeVisible()
  await expect(annual).toContainText('已用 2 · 审批中 0')

  // A withdrawal: the requester takes it back; the manager's count follows.
  await requestLeave(staff, day(8), day(8), 'Moving house')
  await expect(center.getByTestId('count-todo')).toHaveText('1')
  await rowOf(staff, day(8)).getByRole('button', { name: '撤回' }).click()
  await staff
    .getByRole('alertdialog')
    .getByRole('button', { name: /确定|确认|OK/ })
    .click()
  await expect(rowOf(staff, day(8)).getByText('已撤回')).toBeVisible()
  await expect(center.getByTestId('count-todo')).toHaveText('0')
  await expect(annual).toContainText('已用 2 · 审批中 0')

  // The request's own page keeps the history: who decided, with the comment.
  await rowOf(staff, day(0)).getByRole('button', { name: '查看' }).click()
  await expect(attendance(staff).getByTestId('approval-block')).toContainText('Enjoy')
  await expect(attendance(staff).getByTestId('approval-block')).toContainText('已通过')
})

test('a patch card goes to the line manager, who approves it in the dialog', async ({ browser, ownShell }) => {
  const staff = await person(browser, ownShell, 'staff', '/portal/kaoqin/leave')
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const form = attendance(staff).getByRole('form', { name: '补卡' })
  await form.getByLabel('日期').fill(yesterday)
  await form.getByLabel('时间').fill('09:05')
  await form.getByLabel('请假事由').fill('Badge reader was down')
  await form.getByRole('button', { name: '提交补卡' }).click()
  const row = attendance(staff).getByTestId('my-patch-cards').locator('tbody tr').first()
  await expect(row).toContainText(`${yesterday} 09:05`)
  await expect(row.getByText('审批中')).toBeVisible()

  const manager = await person(browser, ownShell, 'manager', '/portal/approval/center')
  const center = approval(manager)
  await expect(center.getByTestId('count-todo')).toHaveText('1')
  await center.getByTestId('center-table').locator('tbody tr').first().getByRole('button', { name: '审批' }).click()
  const card = manager.frameLocator('iframe[name="attendance-dialog"]')
  await expect(card.getByTestId('patch-card')).toContainText('Badge reader was down')
  await card.getByRole('button', { name: '通过' }).click()
  await expect(manager.getByRole('dialog')).toBeHidden()
  await expect(row.getByText('已通过')).toBeVisible()
})
