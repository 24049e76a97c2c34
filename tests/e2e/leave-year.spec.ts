import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { pdfBytesText } from '../support/pdf-text'

// A joiner's year of leave, by the rules and across frames: HR onboards a joiner with twelve years of work; the joiner
// signs in and sees the prorated annual leave of their first year (no seeded balance), asks a leave across New Year and
// sees what it takes from each year before sending it; HR approves it in the approval centre's dialog with the split
// shown and the requester's team calendar beside it; the Leave balances page's ledger shows the days taken from both
// years.

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
const personnel = (page: Page) => page.frameLocator('iframe[name="personnel"]')
const approval = (page: Page) => page.frameLocator('iframe[name="approval"]')
const field = (name: string) => new RegExp(`^${name}( \\*)?$`)
const DAY = 86_400_000
const iso = (time: number) => new Date(time).toISOString().slice(0, 10)
const today = Math.floor(Date.now() / DAY) * DAY
const year = new Date(today).getUTCFullYear()
/** Four months ago (in this year): the joiner's first year is a part year. */
const entry = iso(Math.max(today - 120 * DAY, Date.UTC(year, 0, 2)))
/** The statutory rule: the rest of the year's calendar days ÷ 365 × 10 days (12 years of work), fractions dropped. */
const prorated = Math.floor((((Date.UTC(year, 11, 31) - Date.parse(entry)) / DAY + 1) * 10) / 365)
const JOINER = { account: 'lin.joiner', password: 'Joiner@12345' }

async function person(browser: Browser, shell: string, who: Parameters<typeof signIn>[2], path: string) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, shell, who, path)
  return page
}

test("a joiner's prorated annual leave, a leave across New Year split by year, approved and in the ledger", async ({
  browser,
  ownShell,
}) => {
  test.setTimeout(240_000)
  // HR onboards the joiner with an account, the day work began twelve years before the entry date.
  const hr = await person(browser, ownShell, 'hr', '/portal')
  await hr.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '员工档案' }).click()
  await personnel(hr).getByRole('button', { name: '办理入职' }).click()
  const form = personnel(hr).getByRole('form', { name: '办理入职' })
  await form.getByLabel(field('姓名')).fill('林年假')
  await form.getByLabel(field('工号')).fill('SH05401')
  await form.getByLabel(field('手机号')).fill('13912340054')
  const organ = form.getByLabel(field('部门'))
  await organ.selectOption((await organ.locator('option', { hasText: '前端组' }).getAttribute('value')) ?? '')
  await form.getByLabel(field('岗位')).selectOption({ label: '开发工程师' })
  await form.getByLabel(field('入职日期')).fill(entry)
  await form.getByLabel(field('参加工作日期')).fill(`${year - 12}${entry.slice(4)}`)
  await personnel(hr).getByLabel('同时创建登录账号').check()
  await personnel(hr).getByRole('textbox', { name: '账号', exact: true }).fill(JOINER.account)
  await personnel(hr).getByLabel('初始密码').fill(JOINER.password)
  await personnel(hr).getByRole('group', { name: '角色' }).getByLabel('员工', { exact: true }).check()
  await personnel(hr).getByTestId('onboard-submit').click()
  await expect(personnel(hr).getByRole('heading', { level: 1 })).toHaveText('林年假')

  // The joiner sees this year's prorated days, and next year's full ten.
  const joiner = await person(browser, ownShell, JOINER, '/portal')
  // A new account's first sign-in starts the guided tour: the joiner closes it.
  await joiner.getByRole('button', { name: '关闭引导' }).click()
  await joiner.goto(`${ownShell}/portal/kaoqin/leave`)
  const annual = attendance(joiner).getByTestId('balance-annual')
  await expect(annual).toContainText(`全年 ${prorated} 天 · 已用 0 · 审批中 0`)
  // A leave from 30 December to 6 January: before sending, what it takes from each year.
  const leave = attendance(joiner).getByRole('form', { name: '申请请假' })
  await leave.getByLabel('假期类型').selectOption({ label: '年假' })
  await leave.getByLabel('开始日期').fill(`${year}-12-30`)
  await leave.getByLabel('结束日期').fill(`${year + 1}-01-06`)
  const preview = leave.getByTestId('leave-preview')
  await expect(preview.locator('li')).toHaveCount(2)
  await expect(preview.locator('li').first()).toContainText(`${year} 年：扣`)
  await expect(preview.locator('li').last()).toContainText(`${year + 1} 年：扣`)
  await leave.getByLabel('请假事由').fill('New Year at home')
  await leave.getByRole('button', { name: '提交申请' }).click()
  await expect(leave.getByRole('status').filter({ hasText: '申请已提交' })).toHaveText('申请已提交，等待审批')

  // The joiner has no line manager yet: HR's step decides, in the approval centre's dialog, the split shown.
  await hr.goto(`${ownShell}/portal/approval/center`)
  const center = approval(hr)
  const row = center.getByTestId('center-table').locator('tbody tr').filter({ hasText: '林年假' })
  await row.getByRole('button', { name: '审批' }).click()
  const dialog = hr.frameLocator('iframe[name="attendance-dialog"]')
  const years = dialog.getByTestId('request-years')
  await expect(years.locator('li')).toHaveCount(2)
  await expect(years).toContainText(`${year} 年`)
  await expect(years).toContainText(`${year + 1} 年`)
  // Beside it, the requester's team over the request's days: the joiner first, their leave marked.
  const team = dialog.getByTestId('request-team-grid')
  await expect(team.locator('tbody tr').first().locator('th')).toContainText('林年假（申请人）')
  await expect(team.locator(`td[data-day="${year}-12-30"]`).first()).toContainText('年假')
  await dialog.getByLabel('审批意见').fill('Happy New Year')
  await dialog.getByRole('button', { name: '通过' }).click()
  await expect(hr.getByRole('dialog')).toBeHidden()

  // The Leave balances page: the joiner's ledger of each year shows the days taken from it.
  await hr.goto(`${ownShell}/portal/kaoqin/leave-balances`)
  const balances = attendance(hr)
  await balances.getByLabel('姓名或工号').fill('SH05401')
  const line = balances.getByTestId('balances-table').locator('tbody tr')
  await expect(line).toHaveCount(1)
  for (const shown of [year, year + 1]) {
    await balances.getByLabel('年度').selectOption(String(shown))
    await expect(line).toHaveCount(1)
    await line.getByRole('button', { name: '明细' }).click()
    const ledger = balances.getByTestId('ledger-dialog')
    await expect(ledger).toContainText('年度发放')
    await expect(ledger).toContainText('休假扣减')
    if (shown === year) {
      // More › 下载PDF saves the ledger as a PDF that says what the dialog says.
      await balances.getByRole('button', { name: '更多' }).click()
      const saved = hr.waitForEvent('download')
      await balances.getByRole('menuitem', { name: '下载PDF' }).click()
      const download = await saved
      expect(download.suggestedFilename()).toMatch(/^林年假：\d{4} 年年假\.pdf$/)
      const text = await pdfBytesText(new Uint8Array(readFileSync((await download.path())!)))
      expect(text).toContain('休假扣减')
      expect(text).toContain('林年假')
    }
    await hr.keyboard.press('Escape')
    await expect(ledger).toBeHidden()
  }
})
