import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import Decimal from 'decimal.js'
import ExcelJS from 'exceljs'
import { extractText, getDocumentProxy } from 'unpdf'
import { gateway, loginToken } from '../support/api'
import { violations } from '../support/axe'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'

// A payroll month end to end: HR creates last month's run, types a bonus into the joiner's row and imports it from the
// Excel template, calculates: the joiner (from the 16th) and the leaver (to the 20th) are listed with their part of the
// month; HR submits; the manager opens the approval from the notice and approves; HR publishes and the trail names
// every step; the staff member opens the payslip notice, lands on the payslip, confirms it and downloads a one-page PDF;
// HR downloads the bank file from the run, whose total is the run's net pay.

const salary = (page: Page) => page.frameLocator('iframe[name="salary"]')
const now = new Date()
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)
/** Decimal of a figure as the page writes it (1,234.50). */
const figure = (text: string) => new Decimal(text.replaceAll(',', '').trim())

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS, path: string) {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage()
  await signIn(page, shell, who, path)
  return page
}

/** Opens the newest message from the bell whose title says `title`: the bell's item leads to the page it is about. */
async function openNotice(page: Page, title: RegExp) {
  await page.getByTestId('message-bell').click()
  await page.getByTestId('message-popover').getByRole('link', { name: title }).first().click()
}

// On a product of its own: it offboards a demo employee, and the manager's to-do and the month's run are this test's.
test('a payroll month: inputs typed and imported, joiner and leaver prorated, approved from the notice, payslip opened from its notice as a one-page PDF, bank file totals the net pay', async ({
  browser,
  ownShell: shell,
}, testInfo) => {
  test.setTimeout(120_000)
  // Set-up through the gateway: the month's attendance locked, a joiner of the 16th with a profile, a leaver of the 20th.
  const hr = await loginToken(shell, ACCOUNTS.hr.account, ACCOUNTS.hr.password)
  const call = async <T>(path: string, body: Record<string, unknown>) => {
    const answer = await gateway<T>(shell, path, body, hr)
    expect(answer, path).toMatchObject({ code: 0 })
    return answer.result as T
  }
  await call('/kaoqin/web/summary/lock', { month })
  const own = async (who: 'staff' | 'manager') =>
    (
      await gateway<{ id: number }>(
        shell,
        '/ums/web/entryUser/getMyRecord',
        {},
        await loginToken(shell, ACCOUNTS[who].account, ACCOUNTS[who].password),
      )
    ).result!.id
  const accountHolders = [await own('staff'), await own('manager')]
  type Profiles = { rows: Array<{ employeeId: number; name: string; jobNumber: string }> }
  const leaver = (await call<Profiles>('/salary/web/profile/list', { rows: 100 })).rows
    .filter((row) => !accountHolders.includes(row.employeeId))
    .at(-1)!
  // The joiner takes the leaver's post.
  const { values } = await call<{ values: Record<string, number> }>('/ums/web/entryUser/getRecord', {
    id: leaver.employeeId,
  })
  const joiner = { name: '月中入职', jobNumber: 'PM0001' }
  const joined = await call<{ id: number }>('/ums/web/entryUser/onboard', {
    values: {
      ...joiner,
      mobile: '13700005501',
      organ: values.organ,
      gangwei: values.gangwei,
      entryDate: `${month}-16`,
    },
  })
  await call('/salary/web/profile/save', {
    employeeId: joined.id,
    effectiveMonth: month,
    base: '12000.00',
    allowances: {},
    bankName: '招商银行',
    bankAccount: '6225880099990001',
    reason: '入职定薪',
  })
  await call('/ums/web/entryUser/offboard', { id: leaver.employeeId, leaveDate: `${month}-20`, reason: '个人发展' })

  // HR creates and calculates the month: the joiner and the leaver each paid their part of it.
  const hrPage = await person(browser, shell, 'hr', '/portal/salary/runs')
  const runs = salary(hrPage)
  await runs.getByLabel('月份').fill(month)
  await runs.getByRole('button', { name: '新建核算' }).click()
  await expect(runs.getByRole('heading', { level: 1 })).toContainText('草稿')
  const search = runs.getByRole('search')
  const lines = runs.getByTestId('run-lines')
  const find = async (who: string) => {
    await search.getByLabel('姓名或工号').fill(who)
    await search.getByRole('button', { name: '查找' }).click()
    const row = lines.locator('tbody tr').filter({ hasText: who })
    await expect(row).toHaveCount(1)
    return row
  }
  // A bonus typed into the joiner's row, then changed through the import template (a workbook listing the run's
  // people with what is entered so far).
  let row = await find(joiner.jobNumber)
  await row.getByLabel(`${joiner.name} 的绩效奖金`).fill('8000')
  await row.getByRole('button', { name: `保存 ${joiner.name} 的录入` }).click()
  await expect(runs.getByRole('status').filter({ hasText: '录入已保存' })).toBeVisible()
  const [template] = await Promise.all([
    hrPage.waitForEvent('download'),
    runs.getByRole('button', { name: '下载导入模板（Excel）' }).click(),
  ])
  expect(template.suggestedFilename()).toBe(`薪资录入模板-${month}.xlsx`)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(readFileSync(await template.path()) as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('录入')!
  expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['工号', '姓名', '绩效奖金'])
  const at = Array.from({ length: sheet.rowCount - 1 }, (_, i) => i + 2).find(
    (r) => sheet.getCell(r, 1).value === joiner.jobNumber,
  )!
  expect((sheet.getRow(at).values as unknown[]).slice(1, 4)).toEqual([joiner.jobNumber, joiner.name, 8000])
  sheet.getCell(at, 3).value = 9000
  const filled = testInfo.outputPath('inputs-filled.xlsx')
  await book.xlsx.writeFile(filled)
  await runs.getByLabel('选择文件').setInputFiles(filled)
  await runs.getByRole('button', { name: '导入', exact: true }).click()
  const people = sheet.rowCount - 1
  await expect(runs.getByText(`共 ${people} 行：导入 ${people} 行，拒绝 0 行`)).toBeVisible()
  await expect(row.getByLabel(`${joiner.name} 的绩效奖金`)).toHaveValue('9000.00')

  await runs.getByRole('button', { name: '核算', exact: true }).click()
  await expect(runs.getByRole('heading', { level: 1 })).toContainText('已核算')
  for (const [who, from, to] of [
    [joiner.jobNumber, `${month}-16`, null],
    [leaver.jobNumber, `${month}-01`, `${month}-20`],
  ] as const) {
    row = await find(who)
    await expect(row.getByTestId('proration')).toHaveText(
      new RegExp(`^按 ${from} 至 ${to ?? `${month}-\\d\\d`} 计薪：\\d+ 个工作日中的 \\d+ 天$`),
    )
  }
  expect(await violations(hrPage)).toEqual([])

  // The calculation is HR's task in the message centre, which opens the run.
  const tasksPage = await hrPage.context().newPage()
  await tasksPage.goto(`${shell}/portal/messages/tasks`)
  const task = tasksPage
    .getByTestId('task-list')
    .locator('li', { hasText: `薪资核算 · ${month}` })
    .first()
  await expect(task).toContainText('已完成')
  await task.getByRole('button', { name: /^详情：薪资核算/ }).click()
  await expect(tasksPage.getByTestId('task-detail')).toContainText(`${month} ·`)
  await tasksPage.screenshot({ path: testInfo.outputPath('payroll-task-zh.png') })
  await tasksPage.getByTestId('task-open-result').click()
  await expect(tasksPage).toHaveURL(/\/portal\/salary\/runs\/\d+$/)
  await expect(salary(tasksPage).getByRole('heading', { level: 1 })).toContainText('已核算')
  await tasksPage.close()

  await runs.getByRole('button', { name: '提交审批' }).click()
  await expect(runs.getByRole('heading', { level: 1 })).toContainText('审批中')

  // The manager opens the approval from the notice and approves.
  const manager = await person(browser, shell, 'manager', '/portal/dashboard')
  await openNotice(manager, /薪资/)
  const dialog = manager.frameLocator('iframe[name="salary-dialog"]')
  await expect(dialog.getByTestId('run-summary')).toBeVisible()
  await dialog.getByRole('button', { name: '通过' }).click()
  await expect(manager.getByRole('dialog')).toBeHidden()

  // HR publishes the locked run.
  await hrPage.reload()
  await expect(runs.getByRole('heading', { level: 1 })).toContainText('已锁定')
  await runs.getByRole('button', { name: '发布' }).click()
  await expect(runs.getByRole('heading', { level: 1 })).toContainText('已发布')
  const trail = runs.getByTestId('run-audit')
  for (const step of ['发布工资条', '审批通过并锁定', '提交审批', '核算', '修改了录入', '新建了核算'])
    await expect(trail).toContainText(step)

  // The staff member opens the payslip notice: the link lands on this month's payslip, after the password.
  const staff = await person(browser, shell, 'staff', '/portal/dashboard')
  await openNotice(staff, new RegExp(`工资条已发布：${month}`))
  const mine = salary(staff)
  const verify = mine.getByTestId('payslip-verify')
  await verify.getByLabel('登录密码').fill(ACCOUNTS.staff.password)
  await verify.getByRole('button', { name: '查看工资条' }).click()
  const slip = mine.getByTestId('payslip')
  await expect(slip.getByRole('heading', { name: `${month} 工资条` })).toBeVisible()
  await expect(mine.getByTestId('payslip-net')).toHaveText(/^-?\d{1,3}(,\d{3})*\.\d{2}$/)
  await slip.getByRole('button', { name: '确认收到' }).click()
  await expect(mine.getByTestId('payslip-confirmed')).toContainText('已于')
  const [pdf] = await Promise.all([
    staff.waitForEvent('download'),
    slip.getByRole('button', { name: '下载 PDF' }).click(),
  ])
  expect(pdf.suggestedFilename()).toBe(`payslip-${month}.pdf`)
  const document = await getDocumentProxy(new Uint8Array(readFileSync(await pdf.path())))
  expect(document.numPages).toBe(1)
  expect((await extractText(document, { mergePages: true })).text).toContain(month)

  // HR downloads the bank file from the run: its amounts add up to the run's net pay (less any net pay below zero,
  // which the file leaves out to be recovered apart).
  const net = figure(await runs.getByTestId('run-summary').locator('dt:text-is("实发合计") + dd').innerText())
  const [bank] = await Promise.all([
    hrPage.waitForEvent('download'),
    runs.getByRole('button', { name: /^下载 .* 的代发文件$/ }).click(),
  ])
  const rows = parse(readFileSync(await bank.path()), { columns: true, bom: true }) as Array<Record<string, string>>
  expect(rows.map((row) => row['工号'])).toEqual(expect.arrayContaining([joiner.jobNumber, leaver.jobNumber]))
  type Runs = Array<{ id: number; month: string; net: string }>
  const run = (await call<Runs>('/salary/web/run/list', { groupId: 1 })).find((one) => one.month === month)!
  const { clawBack } = await call<{ clawBack: { total: string } }>('/salary/web/run/detail', { id: run.id })
  expect(net.toFixed(2)).toBe(run.net)
  const total = rows.reduce((sum, row) => sum.plus(row['金额']), new Decimal(0))
  expect(total.toFixed(2)).toBe(net.minus(clawBack.total).toFixed(2))
})
