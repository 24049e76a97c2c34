import type { Browser, Page } from '@playwright/test'
import { test, expect, signIn, type ACCOUNTS } from '../support/fixtures'

// Approval delegation across four frames and three people: the manager plans an absence naming hr in the approval
// app; staff asks for leave in the attendance app; hr finds it in the approval centre marked "on behalf of" the
// manager and approves it in the attendance app's page in the shell's dialog; the history names both. Once the
// manager ends the absence, a new request reaches the manager only.

const approval = (page: Page) => page.frameLocator('iframe[name="approval"]')
const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')

/** A Monday in February of this year and the days after it (dates the demo balances of this year cover). */
const year = new Date().getFullYear()
const monday = (() => {
  const d = new Date(Date.UTC(year, 1, 2))
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
/** 'YYYY-MM-DDTHH:MM' in the demo company's time zone. */
const shanghai = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 16)

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS, path: string) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, shell, who, path)
  return page
}

async function requestLeave(page: Page, from: string, reason: string) {
  const form = attendance(page).getByRole('form', { name: '申请请假' })
  await form.getByLabel('开始日期').fill(from)
  await form.getByLabel('结束日期').fill(from)
  await form.getByLabel('请假事由').fill(reason)
  await form.getByRole('button', { name: '提交申请' }).click()
  await expect(form.getByRole('status')).toHaveText('申请已提交，等待审批')
}

test("during an absence the delegate approves on the approver's behalf, the history names both; after it the delegate gets nothing new", async ({
  browser,
  ownShell,
}) => {
  test.setTimeout(180_000)
  // The manager is away from a minute ago until tomorrow and names hr, found with the people picker.
  const manager = await person(browser, ownShell, 'manager', '/portal/approval/delegation')
  const page = approval(manager)
  const form = page.getByRole('form', { name: '新增委托' })
  // The delegate's group starts at the same edge as the fields above it.
  const left = (locator: typeof form) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().left))
  expect(await left(form.getByRole('group', { name: '受托人' }))).toBe(await left(form.getByLabel('开始时间')))
  await form.getByLabel('开始时间').fill(shanghai(Date.now() - 60_000))
  await form.getByLabel('结束时间').fill(shanghai(Date.now() + 86_400_000))
  await form.getByTestId('person-keyword').fill('hr')
  await form.getByTestId('person-keyword').press('Enter')
  await form.getByTestId('person-add').first().click()
  await form.getByLabel('备注（选填）').fill('Conference')
  await form.getByRole('button', { name: '保存委托' }).click()
  await expect(page.getByRole('status')).toContainText('委托已保存')
  const mine = page.getByTestId('my-absences').locator('li').first()
  await expect(mine).toContainText('进行中')
  const delegateName = ((await mine.getByText(/^受托人：/).textContent()) ?? '')
    .replace(/^受托人：/, '')
    .replace(/ · .*$/, '')
    .trim()
  expect(delegateName).not.toBe('')

  // Staff asks for a day off: it waits for the manager, and for hr on the manager's behalf.
  const staff = await person(browser, ownShell, 'staff', '/portal/kaoqin/leave')
  await requestLeave(staff, day(0), 'Family visit')

  const hr = await person(browser, ownShell, 'hr', '/portal/approval/center')
  const center = approval(hr)
  await expect(center.getByTestId('count-todo')).toHaveText('1')
  await expect(center.getByTestId('count-todo')).not.toHaveAttribute('data-zero')
  const row = center.getByTestId('center-table').locator('tbody tr').first()
  await expect(row).toContainText('Family visit')
  const marker = row.getByTestId('on-behalf')
  await expect(marker).toHaveText(/^代.+审批$/)
  const managerName = ((await marker.textContent()) ?? '').replace(/^代/, '').replace(/审批$/, '')

  // hr approves it in the attendance app's page in the shell's dialog.
  await row.getByRole('button', { name: '审批' }).click()
  const dialog = hr.getByRole('dialog')
  const leave = hr.frameLocator('iframe[name="attendance-dialog"]')
  await expect(leave.getByTestId('leave-request')).toContainText('Family visit')
  await leave.getByLabel('审批意见').fill('Covered while away')
  await leave.getByRole('button', { name: '通过' }).click()
  await expect(dialog).toBeHidden()
  await expect(center.getByTestId('count-todo')).toHaveText('0')

  // The history names both: the delegate, on behalf of the approver.
  const ownRow = attendance(staff)
    .getByTestId('my-requests')
    .locator('tbody tr')
    .filter({ hasText: day(0) })
  await expect(ownRow.getByText('已通过')).toBeVisible()
  await ownRow.getByRole('button', { name: '查看' }).click()
  const block = attendance(staff).getByTestId('approval-block')
  await expect(block).toContainText(`${delegateName}（代${managerName}） 审批通过`)
  await expect(block).toContainText('Covered while away')

  // The manager ends the absence early; the next request reaches the manager only.
  await mine.getByRole('button', { name: '立即结束' }).click()
  await expect(page.getByRole('status')).toContainText('委托已结束')
  await expect(mine).toContainText('已结束')
  await expect(mine).toContainText('已提前结束')
  await staff.goto(`${ownShell}/portal/kaoqin/leave`)
  await requestLeave(staff, day(7), 'Dentist')
  const managerCenter = await person(browser, ownShell, 'manager', '/portal/approval/center')
  await expect(approval(managerCenter).getByTestId('count-todo')).toHaveText('1')
  await hr.reload()
  await expect(center.getByTestId('count-todo')).toHaveText('0')
  await expect(center.getByText('暂无待审批的申请')).toBeVisible()
})
