import type { Page } from '@playwright/test'
import { chinaHolidays } from '../../gateway/src/services/scheduling/china-holidays'
import { gateway, loginToken } from '../support/api'
import { violations } from '../support/axe'
import { ACCOUNTS, expect, signIn, test } from '../support/fixtures'

// Overtime from punches: the staff member's group offers it, the door recorded a Saturday at work, and the staff member
// finds it suggested on their attendance page, opens the overtime form filled in from the punches and sends it to the
// line manager's approval.

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
const DAY = 86_400_000
const iso = (time: number) => new Date(time).toISOString().slice(0, 10)
/** Today in Shanghai (the demo calendar's time zone), as UTC midnight. */
const today = Math.floor((Date.now() + 8 * 3_600_000) / DAY) * DAY
const special = [
  ...chinaHolidays(new Date(today).getUTCFullYear() - 1),
  ...chinaHolidays(new Date(today).getUTCFullYear()),
].map((d) => d.day)
/** The last Saturday before today that is a plain rest day (neither a holiday nor a make-up working day). */
const saturday = (() => {
  let day = today - DAY
  while (new Date(day).getUTCDay() !== 6 || special.includes(iso(day))) day -= DAY
  return iso(day)
})()

type Group = { id: number; people: Array<{ id: number }>; organs: Array<{ id: number }>; headcount: number }

test('the staff member asks for the overtime their punches showed, from the suggestion, filled in', async ({
  page,
  ownShell: shell,
}) => {
  test.setTimeout(120_000)
  const [admin, hr, staff] = await Promise.all(
    (['admin', 'hr', 'staff'] as const).map((who) => loginToken(shell, ACCOUNTS[who].account, ACCOUNTS[who].password)),
  )
  // The staff member's job number, and their group (the demo's whole company) set to offer overtime.
  const mine = await gateway<{ employeeId: number }>(
    shell,
    '/kaoqin/web/result/mine',
    { month: saturday.slice(0, 7) },
    staff,
  )
  const detail = await gateway<{ jobNumber: string }>(
    shell,
    '/kaoqin/web/result/day',
    { day: saturday, employeeId: mine.result!.employeeId },
    hr,
  )
  const groups = (await gateway<Array<Group & Record<string, unknown>>>(shell, '/paiban/web/group/list', {}, admin))
    .result!
  const group = groups.reduce((a, b) => (b.headcount > a.headcount ? b : a))
  const { headcount: _h, people, organs, calendarNameZh: _z, calendarNameEn: _e, ...rest } = group
  const saved = await gateway(
    shell,
    '/paiban/web/group/save',
    {
      ...rest,
      organIds: organs.map((o) => o.id),
      employeeIds: people.map((p) => p.id),
      overtimeOffer: { enabled: true, restDays: true, afterShift: true, afterMinutes: 30, minMinutes: 60 },
    },
    admin,
  )
  expect(saved.code, saved.msg).toBe(0)
  const job = detail.result!.jobNumber
  const imported = await gateway(
    shell,
    '/kaoqin/web/punch/import',
    { text: `${job},${saturday} 09:00\n${job},${saturday} 15:30` },
    hr,
  )
  expect(imported.code, imported.msg).toBe(0)

  await signIn(page, shell, 'staff', '/portal/kaoqin/my-attendance')
  const offers = attendance(page).getByTestId('overtime-offers')
  const offer = offers.locator(`li[data-day="${saturday}"]`)
  await expect(offer).toContainText('休息日：09:00–15:30（6 小时 30 分钟）')
  await offer.getByRole('button', { name: `申请 ${saturday} 的加班` }).click()
  const form = offer.getByRole('form', { name: '申请加班' })
  await expect(form.getByLabel('事后补报')).toBeChecked()
  await expect(form.getByLabel('日期')).toHaveValue(saturday)
  await expect(form.getByLabel('开始时间')).toHaveValue('09:00')
  await expect(form.getByLabel('结束时间')).toHaveValue('15:30')
  await expect(form.getByLabel('加班事由')).toHaveValue(`${saturday} 休息日加班 09:00–15:30（据打卡记录）`)
  expect(await violations(page)).toEqual([])
  await form.getByRole('button', { name: '提交加班申请' }).click()
  // Sent as an ordinary request: the suggestion goes, and the line manager has it waiting in the approval centre.
  await expect(offer).toHaveCount(0)
  const manager = await loginToken(shell, ACCOUNTS.manager.account, ACCOUNTS.manager.password)
  const todo = await gateway<{ rows: Array<{ bizType: string; applicantName: string }> }>(
    shell,
    '/workflow/web/approveCenter/list',
    { tab: 'todo', rows: 50 },
    manager,
  )
  expect(todo.result!.rows.filter((row) => row.bizType === 'overtime')).toHaveLength(1)
})
