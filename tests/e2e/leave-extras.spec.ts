import type { Browser, Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { addFemaleStaff, FEMALE_STAFF } from '../support/female-staff'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'
import { violations } from '../support/axe'

// §9 'supplementary maternity leave' from My leave, decided by the manager in the approval centre's
// dialog (the attendance app's page for intent maternityExtra.view); and My requests paged.

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
const approval = (page: Page) => page.frameLocator('iframe[name="approval"]')

/** Days of next year (its demo balances exist), from the first Monday of March. */
const year = new Date().getUTCFullYear() + 1
const monday = (() => {
  const d = new Date(Date.UTC(year, 2, 1))
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
const token = (shell: string, who: keyof typeof ACCOUNTS) =>
  loginToken(shell, ACCOUNTS[who].account, ACCOUNTS[who].password)

async function person(
  browser: Browser,
  shell: string,
  who: keyof typeof ACCOUNTS | { account: string; password: string },
  path: string,
) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, shell, who, path)
  return page
}

test('a staff member asks supplementary maternity leave on an approved maternity leave; the manager approves it in the dialog', async ({
  browser,
  ownShell,
}) => {
  test.setTimeout(120_000)
  // Maternity leave is women's: a female colleague of `staff` (a man) with the same line manager asks.
  addFemaleStaff(ownShell)
  // An approved maternity leave of two weeks (the manager, then HR: leave over three days has an HR step).
  const staffToken = await loginToken(ownShell, FEMALE_STAFF.account, FEMALE_STAFF.password)
  const applied = await gateway<{ id: string; instanceId: string }>(
    ownShell,
    '/vacation/web/leave/apply',
    { typeCode: 'maternity', startDate: day(0), startHalf: 'am', endDate: day(11), endHalf: 'pm', reason: 'Birth e2e' },
    staffToken,
  )
  expect(applied.code, applied.msg).toBe(0)
  for (const who of ['manager', 'hr'] as const) {
    const moved = await gateway<{ status: string }>(
      ownShell,
      '/workflow/web/approveForm/resolve',
      { instanceId: applied.result!.instanceId },
      await token(ownShell, who),
    )
    if (moved.result?.status === 'approved') break
  }

  const staff = await person(browser, ownShell, FEMALE_STAFF, '/portal/kaoqin/leave')
  const row = attendance(staff)
    .getByTestId('my-requests')
    .locator('tbody tr')
    .filter({ hasText: day(0) })
  await expect(row.getByText('已通过')).toBeVisible()
  await row.getByRole('button', { name: '补充产假' }).click()
  const form = attendance(staff).getByTestId('maternity-extra-form')
  await expect(form.getByLabel('增加的天数（1–30）')).toBeFocused()
  expect(await violations(staff)).toEqual([])
  await form.getByLabel('增加的天数（1–30）').fill('3')
  await form.getByLabel('原因（如难产、多胞胎）').fill('Twins')
  await form.getByRole('button', { name: '提交' }).click()
  await expect(staff.getByTestId('message')).toHaveText('已提交审批')
  await expect(form).toHaveCount(0)

  // The leave's page lists it; its own page shows the end the leave would get.
  await row.getByRole('button', { name: '查看' }).click()
  const extras = attendance(staff).getByTestId('maternity-extras')
  await expect(extras).toContainText('审批中')
  await extras.getByRole('button', { name: '查看' }).click()
  const page = attendance(staff).getByTestId('maternity-extra')
  await expect(page).toContainText(`${day(11)} 下午`)
  await expect(page).toContainText(`批准后结束于${day(14)} 下午`)
  await expect(page).toContainText('审批中')
  await staff.screenshot({ path: test.info().outputPath('maternity-extra-zh.png') })
  expect(await violations(staff)).toEqual([])

  // The manager opens it from the approval centre: the attendance app's page in the shell's dialog.
  const manager = await person(browser, ownShell, 'manager', '/portal/approval/center')
  await approval(manager)
    .getByTestId('center-table')
    .locator('tbody tr')
    .filter({ hasText: '补充产假' })
    .getByRole('button', { name: '审批' })
    .click()
  const dialog = manager.frameLocator('iframe[name="attendance-dialog"]')
  await expect(dialog.getByTestId('maternity-extra')).toContainText('Twins')
  await dialog.getByRole('button', { name: '通过' }).click()
  await expect(manager.getByRole('dialog')).toBeHidden()

  // The staff member's open page follows without a reload; the leave now ends three calendar days later (maternity leave counts every day).
  await expect(page).toContainText('已通过')
  await expect(page).toContainText(`${day(14)} 下午`)
  const leave = await gateway<{ endDate: string; days: number }>(
    ownShell,
    '/vacation/web/leave/detail',
    { id: applied.result!.id },
    staffToken,
  )
  expect(leave.result).toMatchObject({ endDate: day(14), days: 15 })
})

test('My requests pages through more than ten requests', async ({ page, ownShell }) => {
  const staffToken = await token(ownShell, 'staff')
  // Eleven half days of annual leave from five weeks on, on working days (a public holiday of the calendar is refused
  // with 410107, the leave covering no working day, and skipped).
  const days: string[] = []
  for (let offset = 35; days.length < 11; offset++) {
    const date = day(offset)
    if ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue
    const sent = await gateway(
      ownShell,
      '/vacation/web/leave/apply',
      { typeCode: 'annual', startDate: date, startHalf: 'am', endDate: date, endHalf: 'am', reason: `Paging ${date}` },
      staffToken,
    )
    if (sent.code === 410107) continue
    expect(sent.code, sent.msg).toBe(0)
    days.push(date)
  }
  const total = (await gateway<{ total: number }>(ownShell, '/vacation/web/leave/mine', { rows: 1 }, staffToken))
    .result!.total
  expect(total).toBeGreaterThanOrEqual(11)

  await signIn(page, ownShell, 'staff', '/portal/kaoqin/leave')
  const rows = attendance(page).getByTestId('my-requests').locator('tbody tr')
  await expect(rows).toHaveCount(10)
  const bar = attendance(page).getByRole('navigation', { name: '分页' })
  await expect(bar).toContainText(`共 ${total} 条`)
  await bar.getByRole('button', { name: '下一页' }).click()
  await expect(rows).toHaveCount(Math.min(10, total - 10))
  await page.screenshot({ path: test.info().outputPath('my-requests-page-2.png') })
  // The oldest of the eleven is on the second page.
  await expect(attendance(page).getByTestId('my-requests')).toContainText(`${days[0]} 上午`)
})

test('the leave form offers each person only the types they may take; the gateway refuses the others in words', async ({
  browser,
  ownShell,
}) => {
  addFemaleStaff(ownShell)
  const types = (page: Page) => attendance(page).getByLabel('假期类型').locator('option')
  // `staff` is a man: paternity leave, not maternity leave.
  const staff = await person(browser, ownShell, 'staff', '/portal/kaoqin/leave')
  await expect(types(staff)).toHaveText(['年假', '病假', '事假', '陪产假', '调休'])
  expect(await violations(staff)).toEqual([])
  const woman = await person(browser, ownShell, FEMALE_STAFF, '/portal/kaoqin/leave')
  await expect(types(woman)).toHaveText(['年假', '病假', '事假', '产假', '调休'])

  const asked = {
    typeCode: 'maternity',
    startDate: day(21),
    startHalf: 'am',
    endDate: day(21),
    endHalf: 'pm',
    reason: 'Eligibility e2e',
  }
  const refused = await gateway(ownShell, '/vacation/web/leave/apply', asked, await token(ownShell, 'staff'))
  expect(refused).toMatchObject({ code: 410127, msg: '产假仅限女性员工申请' })
  const taken = await gateway(
    ownShell,
    '/vacation/web/leave/apply',
    { ...asked, typeCode: 'paternity' },
    await token(ownShell, 'staff'),
  )
  expect(taken.code, taken.msg).toBe(0)
})
