import type { Browser, Page } from '@playwright/test'
import { violations } from '../support/axe'
import { restDayAhead, workingDayAhead } from '../support/working-days'
import { test, expect, signIn, type ACCOUNTS } from '../support/fixtures'

// Overtime on a rest day, asked before working it with time off in lieu instead of pay, approved by the line manager in
// the approval centre, gives time off in lieu; a later leave of time off in lieu, counted in hours, uses it and the
// balance goes down.

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
const approval = (page: Page) => page.frameLocator('iframe[name="approval"]')
/** A rest day a week or more ahead: a Saturday or Sunday the demo calendar (Mainland China) neither holds off nor works. */
const holiday = restDayAhead(7)
/** A working day two weeks or more ahead: Monday to Friday, neither a holiday nor a make-up day. */
const workday = workingDayAhead(14)

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, shell, who, path)
  return page
}

/** The manager approves the first request waiting in the approval centre, in the dialog the attendance app fills. */
async function approveFirst(manager: Page, expectText: string, testId: string) {
  const center = approval(manager)
  await expect(center.getByTestId('count-todo')).toHaveText('1')
  await center.getByTestId('center-table').locator('tbody tr').first().getByRole('button', { name: '审批' }).click()
  const dialog = manager.frameLocator('iframe[name="attendance-dialog"]')
  await expect(dialog.getByTestId(testId)).toContainText(expectText)
  await dialog.getByRole('button', { name: '通过' }).click()
  await expect(manager.getByRole('dialog')).toBeHidden()
  await expect(center.getByTestId('count-todo')).toHaveText('0')
}

test('overtime on a rest day taken as time off, approved by the manager, gives time off in lieu that a later hourly leave uses', async ({
  browser,
  ownShell: shell,
}) => {
  // A product of its own: the manager's count of requests waiting and the staff member's balances are this test's alone.
  test.setTimeout(150_000)
  const staff = await person(browser, shell, 'staff', '/portal/kaoqin/overtime')
  const form = attendance(staff).getByRole('form', { name: '申请加班' })
  await form.getByLabel('事前申请').check()
  await form.getByLabel('日期').fill(holiday)
  await form.getByLabel('开始时间').fill('09:00')
  await form.getByLabel('结束时间').fill('17:00')
  await form.getByLabel('加班事由').fill('Holiday release')
  await form.getByLabel('调休，不领加班费').check()
  await form.getByRole('button', { name: '提交加班申请' }).click()
  await expect(form.getByRole('status')).toHaveText('申请已提交，等待审批')
  const row = attendance(staff).getByTestId('my-overtime').locator('tbody tr').filter({ hasText: holiday })
  await expect(row).toContainText('8 小时')
  await expect(row.getByText('审批中')).toBeVisible()

  const manager = await person(browser, shell, 'manager', '/portal/approval/center')
  await approveFirst(manager, 'Holiday release', 'overtime-request')
  // The staff member's page follows without a reload: approved, and what it came to.
  await expect(row.getByText('已通过')).toBeVisible()
  await expect(row.getByTestId('overtime-result')).toHaveText('计入调休 8 小时')
  expect(await violations(staff)).toEqual([])

  // My leave: the balance of time off in lieu, and the credit with its expiry.
  await staff.goto(`${shell}/portal/kaoqin/leave`)
  const toil = attendance(staff).getByTestId('balance-toil')
  await expect(toil.locator('.balance-left')).toHaveText('8 小时')
  await expect(
    attendance(staff).getByTestId('toil-credits').locator('tbody tr').filter({ hasText: holiday }),
  ).toContainText('可用')

  // An hourly leave of time off in lieu: times instead of half days; two hours held, then used.
  const leave = attendance(staff).getByRole('form', { name: '申请请假' })
  await leave.getByLabel('假期类型').selectOption({ label: '调休' })
  await leave.getByLabel('日期').fill(workday)
  await leave.getByLabel('开始时间').fill('10:00')
  await leave.getByLabel('结束时间').fill('12:00')
  await leave.getByLabel('请假事由').fill('Time off for the holiday')
  await leave.getByRole('button', { name: '提交申请' }).click()
  await expect(leave.getByRole('status')).toHaveText('申请已提交，等待审批')
  await expect(toil.locator('.balance-left')).toHaveText('6 小时')
  await expect(toil).toContainText('审批中 2')
  await expect(
    attendance(staff).getByTestId('my-requests').locator('tbody tr').filter({ hasText: workday }),
  ).toContainText('10:00–12:00')
  expect(await violations(staff)).toEqual([])

  await manager.reload()
  await approveFirst(manager, 'Time off for the holiday', 'leave-request')
  await expect(toil).toContainText('已用 2 · 审批中 0')
  await expect(toil.locator('.balance-left')).toHaveText('6 小时')

  // Withdrawing the overtime is refused while its credit is used; once that leave is cancelled it goes, credit and all.
  await staff.goto(`${shell}/portal/kaoqin/overtime`)
  const revoke = row.getByRole('button', { name: '撤销加班' })
  await revoke.click()
  await staff
    .getByRole('alertdialog')
    .getByRole('button', { name: /确定|确认|OK/ })
    .click()
  await expect(attendance(staff).getByRole('alert')).toHaveText('该加班所得调休已使用或已申请 2 小时，请先撤销相应请假')
  await staff.goto(`${shell}/portal/kaoqin/leave`)
  const used = attendance(staff).getByTestId('my-requests').locator('tbody tr').filter({ hasText: workday })
  await used.getByRole('button', { name: '销假' }).click()
  await staff
    .getByRole('alertdialog')
    .getByRole('button', { name: /确定|确认|OK/ })
    .click()
  await expect(used.getByText('已销假')).toBeVisible()
  await staff.goto(`${shell}/portal/kaoqin/overtime`)
  await revoke.click()
  await staff
    .getByRole('alertdialog')
    .getByRole('button', { name: /确定|确认|OK/ })
    .click()
  await expect(row.getByText('已撤销')).toBeVisible()
  await expect(revoke).toBeHidden()
  await staff.goto(`${shell}/portal/kaoqin/leave`)
  await expect(toil.locator('.balance-left')).toHaveText('0 小时')
})
