import ExcelJS from 'exceljs'
import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { violations } from '../support/axe'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'

// The monthly payroll run: HR creates the run of a month whose attendance is locked, enters a bonus, calculates, reviews
// each person's difference from last month (a change over the threshold marked in words), submits; the manager
// approves in the approval centre; HR publishes; a staff member opens the payslip after the password, confirms it and
// downloads it.

const salary = (page: Page) => page.frameLocator('iframe[name="salary"]')
const approval = (page: Page) => page.frameLocator('iframe[name="approval"]')
const monthsAgo = (back: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7)
}
const older = monthsAgo(2)
const month = monthsAgo(1)

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, shell, who)
  await page.goto(`${shell}${path}`)
  return page
}

// On a product of its own: the manager's to-do count is checked, and another test's request would show in it.
test('HR calculates a month for a group, reviews the differences, the manager approves, HR publishes, staff read their payslip', async ({
  browser,
  ownShell: shell,
}, testInfo) => {
  test.setTimeout(240_000)
  // Set-up over the API: both months' attendance locked, last month's run calculated (the review compares with it).
  const hrToken = await loginToken(shell, ACCOUNTS.hr.account, ACCOUNTS.hr.password)
  // Locked here, or already by another test of the same product (410806: the month is locked).
  for (const m of [older, month])
    expect([0, 410806]).toContain((await gateway(shell, '/kaoqin/web/summary/lock', { month: m }, hrToken)).code)
  const before = await gateway<{ id: number }>(shell, '/salary/web/run/create', { groupId: 1, month: older }, hrToken)
  expect((await gateway(shell, '/salary/web/run/calculate', { id: before.result!.id }, hrToken)).code).toBe(0)
  const someone = (
    await gateway<{ rows: Array<{ name: string; jobNumber: string }> }>(
      shell,
      '/salary/web/profile/list',
      { rows: 1 },
      hrToken,
    )
  ).result!.rows[0]

  const hr = await person(browser, shell, 'hr', '/portal/salary/runs')
  const runs = salary(hr)
  await runs.getByLabel('月份').fill(month)
  await runs.getByRole('button', { name: '新建核算' }).click()
  await expect(runs.getByRole('heading', { level: 1 })).toContainText(`${month} 薪资核算`)
  await expect(runs.getByRole('heading', { level: 1 })).toContainText('草稿')

  // A bonus for one person, typed into their row.
  const lines = runs.getByTestId('run-lines')
  await runs.getByRole('search').getByLabel('姓名或工号').fill(someone.jobNumber)
  await runs.getByRole('search').getByRole('button', { name: '查找' }).click()
  const row = lines.locator('tbody tr').filter({ hasText: someone.jobNumber })
  await expect(row).toHaveCount(1)
  await row.getByLabel(`${someone.name} 的绩效奖金`).fill('8000')
  await row.getByRole('button', { name: `保存 ${someone.name} 的录入` }).click()
  await expect(runs.getByRole('status').filter({ hasText: '录入已保存' })).toBeVisible()
  // The import template, a workbook in the page's language, lists the run's people with what is entered so far; filled
  // in, the import takes it back.
  const [template] = await Promise.all([
    hr.waitForEvent('download'),
    runs.getByRole('button', { name: '下载导入模板（Excel）' }).click(),
  ])
  expect(template.suggestedFilename()).toBe(`薪资录入模板-${month}.xlsx`)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(readFileSync(await template.path()) as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('录入')!
  expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['工号', '姓名', '绩效奖金'])
  const at = Array.from({ length: sheet.rowCount - 1 }, (_, i) => i + 2).find(
    (r) => sheet.getCell(r, 1).value === someone.jobNumber,
  )!
  expect((sheet.getRow(at).values as unknown[]).slice(1, 4)).toEqual([someone.jobNumber, someone.name, 8000])
  sheet.getCell(at, 3).value = 9000
  const filled = testInfo.outputPath('inputs-filled.xlsx')
  await book.xlsx.writeFile(filled)
  await runs.getByLabel('选择文件').setInputFiles(filled)
  await runs.getByRole('button', { name: '导入', exact: true }).click()
  await expect(runs.getByText(`共 ${sheet.rowCount - 1} 行：导入 ${sheet.rowCount - 1} 行，拒绝 0 行`)).toBeVisible({
    timeout: 30_000,
  })
  await expect(row.getByLabel(`${someone.name} 的绩效奖金`)).toHaveValue('9000.00')

  await runs.getByRole('button', { name: '核算', exact: true }).click()
  await expect(runs.getByRole('status').filter({ hasText: /^核算完成$/ })).toBeVisible()
  await expect(runs.getByRole('heading', { level: 1 })).toContainText('已核算')
  // The review: last month's net pay, the difference, and the change over 10% said in words.
  await expect(row.locator('td').nth(6)).not.toHaveText('—')
  await expect(row).toContainText('超过阈值')
  await expect(row).toContainText('%')
  await expect(runs.getByTestId('review-counts')).toContainText('变动超过 10%')
  expect(await violations(hr)).toEqual([])

  await runs.getByRole('button', { name: '提交审批' }).click()
  await expect(runs.getByRole('heading', { level: 1 })).toContainText('审批中')

  // The manager approves in the approval centre, in the dialog the payroll app fills.
  const manager = await person(browser, shell, 'manager', '/portal/approval/center')
  const center = approval(manager)
  await expect(center.getByTestId('count-todo')).toHaveText('1')
  await center.getByTestId('center-table').locator('tbody tr').first().getByRole('button', { name: '审批' }).click()
  const dialog = manager.frameLocator('iframe[name="salary-dialog"]')
  await expect(dialog.getByTestId('run-summary')).toBeVisible()
  await expect(dialog.getByTestId('run-lines')).toContainText('超过阈值')
  await dialog.getByRole('button', { name: '通过' }).click()
  await expect(manager.getByRole('dialog')).toBeHidden()
  await expect(center.getByTestId('count-todo')).toHaveText('0')

  // HR publishes the locked run; the trail names every step.
  await hr.reload()
  await expect(runs.getByRole('heading', { level: 1 })).toContainText('已锁定')
  await runs.getByRole('button', { name: '发布' }).click()
  await expect(runs.getByRole('heading', { level: 1 })).toContainText('已发布')
  const trail = runs.getByTestId('run-audit')
  for (const step of ['发布工资条', '审批通过并锁定', '提交审批', '核算', '修改了录入', '新建了核算'])
    await expect(trail).toContainText(step)

  // The staff member opens this month's payslip: asked for the password first, then confirms it and downloads it.
  const staffContext = await browser.newContext({ acceptDownloads: true })
  const staff = await staffContext.newPage()
  await signIn(staff, shell, 'staff')
  await staff.goto(`${shell}/portal/salary/payslips`)
  const mine = salary(staff)
  await mine.getByRole('button', { name: new RegExp(month) }).click()
  const verify = mine.getByTestId('payslip-verify')
  await expect(mine.getByTestId('payslip')).toHaveCount(0)
  await verify.getByLabel('登录密码').fill(ACCOUNTS.staff.password)
  await verify.getByRole('button', { name: '查看工资条' }).click()
  const slip = mine.getByTestId('payslip')
  await expect(slip.getByRole('heading', { name: `${month} 工资条` })).toBeVisible()
  await expect(slip).toContainText('基本工资')
  await expect(slip).toContainText('养老保险')
  await expect(mine.getByTestId('payslip-net')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
  await slip.getByRole('button', { name: '确认收到' }).click()
  await expect(mine.getByTestId('payslip-confirmed')).toContainText('已于')
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    slip.getByRole('button', { name: '下载 PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`payslip-${month}.pdf`)
})
