import type { Browser, Page } from '@playwright/test'
import { violations } from '../support/axe'
import { workingDayAhead } from '../support/working-days'
import { test, expect, signIn, type ACCOUNTS } from '../support/fixtures'

// HR opens Leave types from the main menu, makes personal leave (事假) hourly in the edit dialog, by keyboard; a staff
// member's leave form then asks times instead of half days for it, and their request shows its two hours. Runs on a
// product of its own: the other leave tests ask personal leave in half days.

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
/** A working day two weeks or more ahead: Monday to Friday, neither a holiday nor a make-up day. */
const workday = workingDayAhead(14)

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, shell, who)
  return page
}

test('HR makes personal leave hourly; a staff member then asks two hours of it and sees the hours on the request', async ({
  browser,
  ownShell,
}) => {
  test.setTimeout(180_000)
  const hr = await person(browser, ownShell, 'hr')
  await hr.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '假期类型' }).first().click()
  await hr.waitForURL(/\/portal\/kaoqin\/leave-types$/)
  const frame = attendance(hr)
  // The attendance app's first load into a new frame, on a product started for this test.
  await expect(frame.getByRole('heading', { name: '假期类型', level: 1 })).toBeVisible({ timeout: 30_000 })
  const personal = frame.getByTestId('leave-types').locator('tr[data-code="personal"]')
  await expect(personal).toContainText('事假')
  await expect(personal.locator('td').first()).toHaveText('按天')
  await expect(frame.getByTestId('leave-types').locator('tr[data-code="maternity"]')).toContainText('仅限女性')
  expect(await violations(hr)).toEqual([])

  // By keyboard: the edit button opens the dialog; its unit is a radio group; the save button closes it.
  const edit = personal.getByRole('button', { name: '编辑事假' })
  await edit.focus()
  await hr.keyboard.press('Enter')
  const dialog = frame.getByRole('dialog', { name: '编辑假期类型：事假' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('中文名称 *')).toHaveValue('事假')
  expect(await violations(hr)).toEqual([])
  const hourly = dialog.getByRole('radio', { name: '按小时（同一天内从开始时间到结束时间）' })
  await dialog.getByRole('radio', { name: '按天（可请半天）' }).focus()
  await hr.keyboard.press('ArrowDown')
  await expect(hourly).toBeChecked()
  // A name left empty is refused in the dialog, which stays open with what was entered.
  await dialog.getByLabel('英文名称 *').fill('')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('请填写中文名称和英文名称，各不超过 50 个字符')
  await dialog.getByLabel('英文名称 *').fill('Personal leave')
  await dialog.getByRole('button', { name: '保存' }).focus()
  await hr.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(frame.getByRole('status').filter({ hasText: '已保存' })).toHaveText('已保存：事假')
  await expect(personal.locator('td').first()).toHaveText('按小时')

  // The staff member's leave form offers the day and times for personal leave now.
  const staff = await person(browser, ownShell, 'staff')
  await staff.goto(`${ownShell}/portal/kaoqin/leave`)
  const leave = attendance(staff).getByRole('form', { name: '申请请假' })
  await leave.getByLabel('假期类型').selectOption({ label: '事假' })
  await expect(leave.getByTestId('hourly-span')).toBeVisible()
  await leave.getByLabel('日期').fill(workday)
  await leave.getByLabel('开始时间').fill('10:00')
  await leave.getByLabel('结束时间').fill('12:00')
  await leave.getByLabel('请假事由').fill('Bank appointment')
  await leave.getByRole('button', { name: '提交申请' }).click()
  await expect(leave.getByRole('status')).toHaveText('申请已提交，等待审批')
  const request = attendance(staff).getByTestId('my-requests').locator('tbody tr').filter({ hasText: workday })
  await expect(request).toContainText('事假')
  await expect(request).toContainText(`${workday} 10:00–12:00`)
  await expect(request).toContainText('2 小时')
  expect(await violations(staff)).toEqual([])

  // While that request waits, HR cannot change the unit back: the dialog says why.
  await hr.reload()
  await attendance(hr)
    .getByTestId('leave-types')
    .locator('tr[data-code="personal"]')
    .getByRole('button', { name: '编辑事假' })
    .click()
  const again = attendance(hr).getByRole('dialog', { name: '编辑假期类型：事假' })
  await expect(again.getByText('该假期有 1 条待审批的申请，审批完成、驳回或撤回前不能更改计算单位。')).toBeVisible()
  await expect(again.getByRole('radio', { name: '按天（可请半天）' })).toBeDisabled()
  await hr.keyboard.press('Escape')
  await expect(again).toBeHidden()
})
