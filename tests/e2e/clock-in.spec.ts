import ExcelJS from 'exceljs'
import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { addClockInPlace, removePunches } from '../support/attendance-place'
import { violations } from '../support/axe'
import { sidewaysScroll } from '../support/screens'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { frameOf } from '../support/probe'

// Attendance end to end: clock-in with the browser's location inside and outside the place, the days judged on time,
// late and missing a punch, a patch card from the missing punch, HR's import, lock and export.

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
const token = (shell: string, who: keyof typeof ACCOUNTS) =>
  loginToken(shell, ACCOUNTS[who].account, ACCOUNTS[who].password)
const OFFICE = { lat: 31.2304, lng: 121.4737 }
const SHOTS = '/tmp/shots-kaoqin'

async function person(
  browser: Browser,
  shell: string,
  who: keyof typeof ACCOUNTS,
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
  prepare: (context: BrowserContext) => Promise<void> = async () => {},
): Promise<[Page, BrowserContext]> {
  const context = await browser.newContext(options)
  await prepare(context)
  const page = await context.newPage()
  await signIn(page, shell, who, path)
  return [page, context]
}

interface Day {
  day: string
  kind: string
  status: string
}

/** Three past work days of one month, two days ago or earlier (their punch windows are closed), the latest first. */
async function pastWorkDays(shell: string, staffToken: string): Promise<string[]> {
  const today = new Date().toISOString().slice(0, 10)
  const limit = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
  const month = (offset: number) => {
    const d = new Date()
    d.setUTCDate(1)
    d.setUTCMonth(d.getUTCMonth() + offset)
    return d.toISOString().slice(0, 7)
  }
  for (const m of [month(0), month(-1)]) {
    const answer = await gateway<{ days: Day[] }>(shell, '/kaoqin/web/result/mine', { month: m }, staffToken)
    const days = answer
      .result!.days.filter((d) => d.kind === 'work' && d.day <= limit && d.day < today)
      .map((d) => d.day)
      .reverse()
    if (days.length >= 3) return days.slice(0, 3)
  }
  throw new Error('no three past work days in this or last month')
}

test('staff clock in inside and outside the place; the month shows on time, late and a missing punch; a patch card makes it normal; HR locks and exports', async ({
  browser,
  shell,
}) => {
  test.setTimeout(300_000)
  const staffPlace = addClockInPlace(shell, { userName: 'staff', name: '上海办公室', ...OFFICE, radius: 200 })

  // Inside the place (67 m from it) on a phone-sized screen.
  // The shell keeps its 220 px menu beside the app: 595 px wide, the clock-in page gets 375 px.
  const [staff, staffContext] = await person(
    browser,
    shell,
    'staff',
    '/portal/kaoqin/clock-in',
    { viewport: { width: 595, height: 900 } },
    async (context) => {
      await context.grantPermissions(['geolocation'])
      await context.setGeolocation({ latitude: OFFICE.lat + 0.0006, longitude: OFFICE.lng })
    },
  )
  const app = attendance(staff)
  await expect(app.getByTestId('clock-location')).toHaveText('距离 上海办公室 67 米')
  await expect(app.getByTestId('clock-range')).toHaveText('在打卡范围内')
  await expect(app.getByTestId('clock-reason')).toHaveCount(0)
  await app.getByTestId('clock-button').click()
  await expect(app.getByTestId('clock-done')).toHaveText(/^已打卡 \d\d:\d\d，在打卡范围内$/)
  await expect(app.getByTestId('today-punches').locator('li')).toHaveCount(1)
  await expect(app.getByTestId('clock-result')).toBeVisible()
  expect(await violations(staff)).toEqual([])
  await staff.screenshot({ path: `${SHOTS}/clock-in-frame375-zh.png` })

  // Outside it (1.1 km away): a reason is asked, then the punch goes in flagged.
  await staffContext.setGeolocation({ latitude: OFFICE.lat + 0.01, longitude: OFFICE.lng })
  await app.getByRole('button', { name: '重新定位' }).click()
  await expect(app.getByTestId('clock-location')).toHaveText('距离 上海办公室 1112 米')
  await expect(app.getByTestId('clock-range')).toHaveText('不在打卡范围内')
  await app.getByTestId('clock-button').click()
  await expect(app.getByRole('alert')).toHaveText('不在打卡范围内或无法获取位置，请填写原因')
  await app.getByTestId('clock-reason').fill('拜访客户')
  await app.getByTestId('clock-button').click()
  await expect(app.getByTestId('clock-done')).toHaveText(/^已打卡 \d\d:\d\d，不在打卡范围内，已提交主管$/)
  await staff.screenshot({ path: `${SHOTS}/clock-in-out-of-range-frame375-zh.png` })
  await expect(app.getByTestId('today-punches').locator('li')).toHaveCount(2)
  await expect(app.getByTestId('today-punches').locator('li').nth(1)).toContainText('不在打卡范围内: 拜访客户')
  await chooseLanguage(staff, 'en')
  await expect(app.getByTestId('clock-location')).toHaveText('1112 m from 上海办公室')
  await staff.screenshot({ path: `${SHOTS}/clock-in-frame375-en.png` })
  await chooseLanguage(staff, 'zh-CN')

  // HR imports a door-access export of three past work days: on time, late (past the 30 flexible minutes), one punch only.
  const staffToken = await token(shell, 'staff')
  const [onTime, late, missing] = await pastWorkDays(shell, staffToken)
  // The demo's door punches of those days go first: the import alone decides them.
  removePunches(shell, 'staff', [onTime, late, missing])
  const csv = [
    '工号,时间,设备',
    `${staffPlace.jobNumber},${onTime} 08:55,Door 1`,
    `${staffPlace.jobNumber},${onTime} 18:05,Door 1`,
    `${staffPlace.jobNumber},${late} 09:50,Door 1`,
    `${staffPlace.jobNumber},${late} 18:50,Door 1`,
    `${staffPlace.jobNumber},${missing} 08:58,Door 2`,
    `NOBODY,${missing} 09:00,Door 2`,
  ].join('\n')
  const [hr] = await person(browser, shell, 'hr', '/portal/kaoqin/punch-import')
  await attendance(hr)
    .getByTestId('import-file')
    .setInputFiles({ name: 'door.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await attendance(hr).getByRole('button', { name: '开始导入' }).click()
  await expect(attendance(hr).getByTestId('import-done')).toHaveText('共 6 行：导入 5 条，拒绝 1 条')
  await expect(attendance(hr).getByTestId('import-rejects')).toContainText('工号不存在，或不在您的数据范围内')
  const rejects = hr.waitForEvent('download')
  await attendance(hr).getByRole('button', { name: '下载拒绝明细（CSV）' }).click()
  expect(readFileSync(await (await rejects).path(), 'utf8')).toContain('7,NOBODY')

  // The staff member's month on a desktop screen: on time, late, a missing punch; the missing punch offers a patch card.
  const [desk] = await person(browser, shell, 'staff', '/portal/kaoqin/my-attendance', {
    viewport: { width: 1280, height: 900 },
  })
  const month = attendance(desk)
  if (missing.slice(0, 7) !== new Date().toISOString().slice(0, 7))
    await month.getByRole('button', { name: '上个月' }).click()
  await expect(month.getByTestId(`day-${onTime}`)).toHaveAttribute('aria-label', new RegExp(`^${onTime} 星期.: 正常$`))
  await expect(month.getByTestId(`day-${late}`)).toHaveAttribute(
    'aria-label',
    new RegExp(`^${late} 星期.: 迟到 · 迟到 20 分钟$`),
  )
  await expect(month.getByTestId(`day-${missing}`)).toHaveAttribute(
    'aria-label',
    new RegExp(`^${missing} 星期.: 缺卡 · 缺下班卡$`),
  )
  await month.getByTestId(`day-${missing}`).focus()
  await desk.keyboard.press('Enter')
  await expect(month.getByTestId('day-detail')).toContainText('08:58')
  await month.getByTestId('day-detail').getByRole('button', { name: '补卡' }).click()
  const form = month.getByRole('form', { name: '补卡' })
  await expect(form.getByLabel('日期')).toHaveValue(missing)
  await expect(form.getByLabel('时间')).toHaveValue('18:00')
  await expect(form.getByRole('combobox')).toHaveValue('out')
  expect(await violations(desk)).toEqual([])
  await desk.screenshot({ path: `${SHOTS}/my-attendance-desktop-zh.png` })
  await form.getByLabel('请假事由').fill('忘记打下班卡')
  await form.getByRole('button', { name: '提交补卡' }).click()
  await expect(desk.getByTestId('message')).toHaveText('申请已提交，等待审批')

  // The manager approves it; the day turns normal.
  const cards = await gateway<Array<{ day: string; instanceId: string }>>(
    shell,
    '/vacation/web/patchCard/mine',
    {},
    staffToken,
  )
  const card = cards.result!.find((c) => c.day === missing)!
  expect(
    (
      await gateway<{ status: string }>(
        shell,
        '/workflow/web/approveForm/resolve',
        { instanceId: card.instanceId },
        await token(shell, 'manager'),
      )
    ).result?.status,
  ).toBe('approved')
  await desk.reload()
  if (missing.slice(0, 7) !== new Date().toISOString().slice(0, 7))
    await month.getByRole('button', { name: '上个月' }).click()
  await expect(month.getByTestId(`day-${missing}`)).toHaveAttribute(
    'aria-label',
    new RegExp(`^${missing} 星期.: 正常$`),
  )

  // HR locks last month (asked to confirm) and exports it; a late punch for a locked month is refused.
  const lastMonth = (() => {
    const d = new Date()
    d.setUTCDate(1)
    d.setUTCMonth(d.getUTCMonth() - 1)
    return d.toISOString().slice(0, 7)
  })()
  await hr.goto(`${shell}/portal/kaoqin/monthly-summary`)
  const summary = attendance(hr)
  await expect(summary.getByTestId('summary-month')).toHaveText(lastMonth)
  await expect(summary.getByTestId('summary-table').locator(`tr:has-text("${staffPlace.jobNumber}")`)).toBeVisible()
  await summary.getByRole('button', { name: '锁定月份' }).click()
  await hr
    .getByRole('alertdialog')
    .getByRole('button', { name: /确定|确认/ })
    .click()
  await expect(summary.getByTestId('lock-state')).toHaveAttribute('data-locked', 'true')
  await expect(summary.getByRole('button', { name: '解锁月份' })).toBeVisible()
  expect(await violations(hr)).toEqual([])
  await hr.screenshot({ path: `${SHOTS}/monthly-summary-desktop-zh.png` })
  // The staff member's last month says it is locked; no day of it offers a patch card.
  await desk.reload()
  await month.getByRole('button', { name: '上个月' }).click()
  await expect(month.getByTestId('attendance-month')).toHaveText(lastMonth)
  await expect(month.getByTestId('month-locked')).toHaveText(
    `${lastMonth} 的考勤已锁定，不能再更改，也不能申请补卡。如有问题，请联系人事。`,
  )
  const lastMissing = month.locator('[data-status="missing_punch"]').first()
  if (await lastMissing.count()) {
    await lastMissing.click()
    await expect(month.getByTestId('patch-closed')).toHaveText('本月考勤已锁定，不能再申请补卡。')
    await expect(month.getByTestId('day-detail').getByRole('button', { name: '补卡' })).toHaveCount(0)
  }
  await desk.screenshot({ path: `${SHOTS}/my-attendance-locked-desktop-zh.png` })
  const refused = await gateway<{ rejected: number; rejects: Array<{ reason: string }> }>(
    shell,
    '/kaoqin/web/punch/import',
    { text: `${staffPlace.jobNumber},${lastMonth}-15 09:00\n` },
    await token(shell, 'hr'),
  )
  expect(refused.result).toMatchObject({ rejected: 1, rejects: [{ reason: `${lastMonth} 的考勤已锁定` }] })
  const download = hr.waitForEvent('download')
  await summary.getByRole('button', { name: '导出 Excel' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`attendance-${lastMonth}.xlsx`)
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(await file.path())
  const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]
  expect(rows[0][1]).toBe('工号')
  expect(rows.some((row) => row[1] === staffPlace.jobNumber)).toBe(true)
})

test('the manager sees the team and HR a department as people × days with a legend', async ({ browser, shell }) => {
  test.setTimeout(180_000)
  const [manager] = await person(browser, shell, 'manager', '/portal/kaoqin/team-attendance')
  const grid = attendance(manager).getByTestId('attendance-grid')
  await expect(grid.locator('tbody tr').first()).toBeVisible()
  await expect(attendance(manager).getByRole('list', { name: '图例' })).toContainText('缺卡')
  expect(await violations(manager)).toEqual([])
  await manager.screenshot({ path: `${SHOTS}/team-attendance-desktop-zh.png` })
  const [hr] = await person(browser, shell, 'hr', '/portal/kaoqin/department-attendance')
  await expect(attendance(hr).getByTestId('attendance-grid').locator('tbody tr').first()).toBeVisible()
  // The month is wider than the frame: it scrolls in its own box, the page does not scroll sideways.
  expect(await sidewaysScroll(frameOf(hr, 'attendance'))).toBe(0)
  await chooseLanguage(hr, 'en')
  await expect(attendance(hr).getByRole('heading', { name: 'Department attendance' })).toBeVisible()
  await hr.screenshot({ path: `${SHOTS}/department-attendance-desktop-en.png` })
  await chooseTheme(hr, 'orange')
  await hr.screenshot({ path: `${SHOTS}/department-attendance-desktop-en-orange.png` })
})

test('the clock-in page head spans the page like My attendance, the clock below it a centred column, at 1280 and 390 px', async ({
  browser,
  shell,
}) => {
  test.setTimeout(120_000)
  const [staff] = await person(browser, shell, 'staff', '/portal/kaoqin/my-attendance', {
    viewport: { width: 1280, height: 800 },
  })
  const app = attendance(staff)
  const box = async (locator: Locator) => (await locator.boundingBox())!
  const myHeading = await box(app.getByRole('heading', { level: 1, name: '我的考勤' }))
  const myHead = await box(app.locator('.page-head'))
  await staff.goto(`${shell}/portal/kaoqin/clock-in`)
  const heading = await box(app.getByRole('heading', { level: 1, name: '打卡' }))
  const head = await box(app.locator('.page-head'))
  expect(heading.x).toBe(myHeading.x)
  expect([head.x, head.width]).toEqual([myHead.x, myHead.width])
  // The clock card stays narrow and centred under the full-width head.
  const clock = await box(app.locator('.clock-in'))
  expect(clock.width).toBeLessThanOrEqual(480)
  expect(Math.abs(clock.x + clock.width / 2 - (head.x + head.width / 2))).toBeLessThanOrEqual(1)
  // At a phone's width the head and the clock both take the frame's width, without sideways scroll.
  await staff.setViewportSize({ width: 390, height: 844 })
  await expect.poll(async () => (await box(app.locator('.page-head'))).width).toBe(390)
  expect((await box(app.locator('.clock-in'))).width).toBe(390)
  expect(await sidewaysScroll(frameOf(staff, 'attendance'))).toBe(0)
})
