import type { Browser, Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'

// Scheduling: HR adds a holiday and a make-up working day in the calendar page and a leave over them counts the
// right days; HR creates a shift type and an attendance group; a shift swap asked by staff, agreed by the colleague
// and approved by the manager exchanges both rosters.

const scheduling = (page: Page) => page.frameLocator('iframe[name="scheduling"]')
const token = (shell: string, who: keyof typeof ACCOUNTS) =>
  loginToken(shell, ACCOUNTS[who].account, ACCOUNTS[who].password)

/** The first Monday of November next year (no public holiday in China that month) and the days after it. */
const year = new Date().getUTCFullYear() + 1
const monday = (() => {
  const d = new Date(Date.UTC(year, 10, 1))
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

async function signedIn(browser: Browser, shell: string, who: keyof typeof ACCOUNTS): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, shell, who)
  return page
}

/** Opens a day of the calendar's year view and saves it as a holiday or a make-up working day. */
async function markDay(page: Page, date: string, kind: 'holiday' | 'workday', nameZh: string, nameEn: string) {
  const app = scheduling(page)
  await app.locator(`td[data-day="${date}"] button`).click()
  const dialog = app.getByRole('dialog')
  await dialog.getByTestId('day-kind').selectOption(kind)
  await dialog.getByTestId('day-name-zh').fill(nameZh)
  await dialog.getByTestId('day-name-en').fill(nameEn)
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(app.locator(`td[data-day="${date}"]`)).toHaveAttribute('data-kind', kind)
}

test('HR marks a holiday and a make-up day; leave over them counts working days of the calendar', async ({
  page,
  ownShell,
}) => {
  await signIn(page, ownShell, 'hr', '/portal/paiban/calendars')
  const app = scheduling(page)
  await expect(app.getByTestId('year-view')).toBeVisible()
  await app.getByRole('button', { name: '下一年' }).click()
  await expect(app.getByTestId('calendar-year')).toHaveText(String(year))
  await markDay(page, day(2), 'holiday', '公司庆典', 'Company day')
  await markDay(page, day(5), 'workday', '庆典调休上班', 'Company day make-up')
  await expect(app.locator(`td[data-day="${day(2)}"]`)).toHaveAttribute('title', `${day(2)} · 法定节假日 · 公司庆典`)

  // Monday to Friday with the Wednesday holiday: four days; the make-up Saturday alone: one.
  const staff = await token(ownShell, 'staff')
  const week = await gateway<{ days: number }>(
    ownShell,
    '/vacation/web/leave/apply',
    {
      typeCode: 'personal',
      startDate: day(0),
      startHalf: 'am',
      endDate: day(4),
      endHalf: 'pm',
      reason: 'Scheduling e2e',
    },
    staff,
  )
  expect(week.code, week.msg).toBe(0)
  expect(week.result!.days).toBe(4)
  const saturday = await gateway<{ days: number }>(
    ownShell,
    '/vacation/web/leave/apply',
    {
      typeCode: 'personal',
      startDate: day(5),
      startHalf: 'am',
      endDate: day(5),
      endHalf: 'pm',
      reason: 'Scheduling e2e',
    },
    staff,
  )
  expect(saturday.result!.days).toBe(1)
})

test('HR creates a shift type and a roster group; a swap agreed by the colleague and approved by the manager changes both rosters', async ({
  page,
  browser,
  ownShell,
}) => {
  const hrToken = await token(ownShell, 'hr')
  const people = await gateway<Array<{ id: number; name: string; jobNumber: string }>>(
    ownShell,
    '/ums/web/user/getUserByKeyWord',
    { keyword: '', rows: 50 },
    hrToken,
  )
  const staffToken = await token(ownShell, 'staff')
  const me = await gateway<{ id: number }>(ownShell, '/ums/web/entryUser/getMyRecord', {}, staffToken)
  const hrMe = await gateway<{ id: number }>(ownShell, '/ums/web/entryUser/getMyRecord', {}, hrToken)
  const staffPerson = people.result!.find((p) => p.id === me.result!.id)!
  const hrPerson = people.result!.find((p) => p.id === hrMe.result!.id)!

  // A shift type with every rule.
  await signIn(page, ownShell, 'hr', '/portal/paiban/shift-types')
  const app = scheduling(page)
  await app.getByRole('button', { name: '新建班次' }).click()
  await app.getByTestId('shift-name-zh').fill('中班')
  await app.getByTestId('shift-name-en').fill('Middle')
  await app.getByTestId('shift-start').fill('12:00')
  await app.getByTestId('shift-end').fill('21:00')
  await app.getByTestId('shift-flexMinutes').fill('15')
  await app.getByRole('button', { name: '保存' }).click()
  await expect(app.getByText('班次已保存')).toBeVisible()
  await expect(app.getByTestId('shift-types').getByRole('row', { name: /中班/ })).toContainText('12:00–21:00')

  // A roster group with staff and hr.
  await page.goto(`${ownShell}/portal/paiban/groups`)
  await app.getByRole('button', { name: '新建考勤组' }).click()
  await app.getByTestId('group-name').fill('前台排班组')
  await app.getByTestId('group-roster').check()
  for (const person of [staffPerson, hrPerson]) {
    await app.getByTestId('person-keyword').fill(person.jobNumber)
    await app.getByRole('button', { name: '查找' }).click()
    await app.getByRole('button', { name: `添加${person.name} ${person.jobNumber}` }).click()
  }
  await app.getByRole('button', { name: '保存' }).click()
  await expect(app.getByText('考勤组已保存')).toBeVisible()
  await expect(app.getByTestId('groups').locator('li', { hasText: '前台排班组' })).toContainText('2 人')

  // The day to swap: staff on the day shift, hr on the late shift.
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  const organs = await gateway<Array<{ id: number }>>(ownShell, '/ums/web/organ/organTreeList', {}, hrToken)
  const root = organs.result![0].id
  for (const [employeeId, shiftId] of [
    [staffPerson.id, 1],
    [hrPerson.id, 3],
  ]) {
    expect(
      (await gateway(ownShell, '/paiban/web/shift/set', { organId: root, employeeId, day: date, shiftId }, hrToken))
        .code,
    ).toBe(0)
  }

  // Staff asks hr to swap.
  const staffPage = await signedIn(browser, ownShell, 'staff')
  await staffPage.goto(`${ownShell}/portal/paiban/swaps`)
  const staffApp = scheduling(staffPage)
  await staffApp.getByTestId('colleague-keyword').fill(hrPerson.jobNumber)
  await staffApp.getByRole('button', { name: '查找' }).click()
  await staffApp.getByTestId('colleague-select').selectOption(String(hrPerson.id))
  if (date.slice(0, 7) !== new Date().toISOString().slice(0, 7))
    await staffApp.getByRole('button', { name: '下个月' }).click()
  await staffApp.getByTestId('swap-my-day').selectOption(date)
  await staffApp.getByTestId('swap-their-day').selectOption(date)
  await staffApp.getByTestId('swap-reason').fill('看医生')
  await staffApp.getByRole('button', { name: '提交申请' }).click()
  await expect(staffApp.getByText(`已向${hrPerson.name}发起换班`)).toBeVisible()
  await expect(staffApp.getByTestId('swaps').locator('li').first()).toHaveAttribute('data-status', 'pending')

  // The colleague agrees on their swaps page.
  await page.goto(`${ownShell}/portal/paiban/swaps`)
  const asking = app.getByTestId('swaps').locator('li', { hasText: `${staffPerson.name} 请求与我换班` })
  await asking.getByRole('button', { name: '同意' }).click()
  await expect(app.getByText('您已同意，等待上级审批')).toBeVisible()

  // The manager approves in the approval centre's request (over the API here: the centre is tested elsewhere).
  const managerToken = await token(ownShell, 'manager')
  const swaps = await gateway<Array<{ instanceId: string }>>(ownShell, '/paiban/web/swap/mine', {}, staffToken)
  const approved = await gateway<{ status: string }>(
    ownShell,
    '/workflow/web/approveForm/resolve',
    { instanceId: swaps.result![0].instanceId },
    managerToken,
  )
  expect(approved.result!.status).toBe('approved')

  const roster = await gateway<{ employees: Array<{ id: number; days: Record<string, number> }> }>(
    ownShell,
    '/paiban/web/shift/roster',
    { organId: root, month: date.slice(0, 7) },
    hrToken,
  )
  const shiftOf = (id: number) => roster.result!.employees.find((e) => e.id === id)!.days[date]
  expect([shiftOf(staffPerson.id), shiftOf(hrPerson.id)]).toEqual([3, 1])
  await staffPage.reload()
  await expect(scheduling(staffPage).getByTestId('swaps').locator('li').first()).toHaveAttribute(
    'data-status',
    'approved',
  )
})
