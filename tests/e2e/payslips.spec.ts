import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { violations } from '../support/axe'
import { publishPayrollRun } from '../support/product-database'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'

// A staff member opens My payslips, proves it is them with the password again, reads the payslip under the watermark,
// confirms receipt and downloads the PDF; payroll sees the confirmation on the receipts page.

const salary = (page: Page) => page.frameLocator('iframe[name="salary"]')
/** The demo staff account's own staff record (gateway/src/seed/accounts.ts). */
const STAFF_EMPLOYEE = 12

const DETAIL = {
  items: [
    { code: 'base', nameZh: '基本工资', nameEn: 'Base pay', kind: 'earning', amount: '15000.00', onPayslip: true },
    { code: 'meal', nameZh: '餐补', nameEn: 'Meal allowance', kind: 'earning', amount: '1000.00', onPayslip: true },
    {
      code: 'unpaid',
      nameZh: '事假扣款',
      nameEn: 'Unpaid leave',
      kind: 'deduction',
      amount: '689.66',
      onPayslip: true,
    },
  ],
  insurance: [
    { kind: 'pension', base: '15000.00', employee: '1200.00', employer: '2400.00' },
    { kind: 'medical', base: '15000.00', employee: '300.00', employer: '1500.00' },
    { kind: 'unemployment', base: '15000.00', employee: '75.00', employer: '75.00' },
    { kind: 'housingFund', base: '15000.00', employee: '1050.00', employer: '1050.00' },
  ],
  tax: {
    income: '15310.34',
    ytdIncome: '15310.34',
    ytdTaxable: '7685.34',
    ytdTax: '230.56',
    withheld: '230.56',
    bonus: null,
  },
  attendance: { daysDue: 22, daysWorked: 21, unpaidLeaveDays: 1, absentDays: 0, lateCount: 2, overtimeHours: 3.5 },
}

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS, path: string) {
  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  await signIn(page, shell, who, path)
  return page
}

test('staff open their payslip after the password, confirm it and download the PDF; payroll sees the confirmation', async ({
  browser,
  shell,
}) => {
  test.setTimeout(120_000)
  publishPayrollRun(shell, {
    tenantId: 1,
    month: '2026-01',
    employeeId: STAFF_EMPLOYEE,
    detail: DETAIL,
    fen: { gross: 1_600_000, deduction: 68_966, social: 262_500, tax: 23_056, net: 1_245_478, employer: 532_500 },
  })
  const staff = await person(browser, shell, 'staff', '/portal/salary/payslips')
  const app = salary(staff)
  await app.getByRole('button', { name: /2026-01/ }).click()
  // No figures before the password.
  const verify = app.getByTestId('payslip-verify')
  await expect(verify).toBeVisible()
  await expect(app.getByTestId('payslip')).toHaveCount(0)
  await verify.getByLabel('登录密码').fill('Wrong@00000')
  await verify.getByRole('button', { name: '查看工资条' }).click()
  await expect(verify.getByRole('alert')).toHaveText('密码错误')
  await verify.getByLabel('登录密码').fill(ACCOUNTS.staff.password)
  await verify.getByRole('button', { name: '查看工资条' }).click()

  const slip = app.getByTestId('payslip')
  await expect(slip.getByRole('heading', { name: '2026-01 工资条' })).toBeVisible()
  await expect(app.getByTestId('payslip-net')).toHaveText('12,454.78')
  await expect(slip).toContainText('基本工资')
  await expect(slip).toContainText('养老保险')
  await expect(slip).toContainText('实际出勤天数')
  const watermark = app.getByTestId('payslip-watermark')
  await expect(watermark).toHaveAttribute('data-watermark', /\S+ \S+/)
  await expect(watermark).toHaveAttribute('aria-hidden', 'true')
  expect(await watermark.evaluate((node) => getComputedStyle(node).backgroundImage)).toMatch(/^url\("data:image\/png/)
  expect(await violations(staff)).toEqual([])

  await slip.getByRole('button', { name: '确认收到' }).click()
  await expect(app.getByTestId('payslip-confirmed')).toContainText('已于')

  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    slip.getByRole('button', { name: '下载 PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('payslip-2026-01.pdf')
  const file = await readFile((await download.path())!)
  expect(file.subarray(0, 5).toString()).toBe('%PDF-')
  const text = (await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true })).text
  expect(text).toContain('实发工资')
  expect(text).toContain('12,454.78')

  const hr = await person(browser, shell, 'hr', '/portal/salary/payslip-receipts')
  // The run of January (a later published run of the same product may be listed first).
  const runs = salary(hr).getByTestId('receipts-run')
  await runs.selectOption((await runs.locator('option', { hasText: '2026-01' }).getAttribute('value'))!)
  const row = salary(hr).getByTestId('receipts-table').locator(`tr[data-employee="${STAFF_EMPLOYEE}"]`)
  await expect(row.getByTestId('receipt-confirmed')).not.toHaveText('未确认')
  await expect(row.getByTestId('receipt-confirmed')).toContainText('2026')
  expect(await violations(hr)).toEqual([])
})
