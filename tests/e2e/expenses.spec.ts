import { mkdirSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { approveInCentre } from '../support/approve-in-centre'
import { violations } from '../support/axe'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'
import { paidRun } from '../support/paid-run'
import { chooseLanguage, chooseTheme } from '../support/user-menu'

// Expenses end to end, phone first: a staff member on a 390 px page asks for an advance (the manager approves it), then
// makes a claim settling it, over the finance limit, with a photo taken by the camera input, and submits it; the manager approves it in the approval centre, then finance (HR) does,
// seeing the receipt; finance puts it into last month's payroll, and once that run is paid the staff member sees the
// claim paid, where and when.

const SHOTS = '/tmp/shots-expenses'
const PHONE = { width: 390, height: 844 }
/** An 8×6 PNG, what a phone's camera hands the input (the file centre sniffs the type from the content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAEUlEQVR4nGM4UaGBFTEMpAQA5jNDgbfBAhwAAAAASUVORK5CYII=',
  'base64',
)
const expenses = (page: Page) => page.frameLocator('iframe[name="expenses"]')
const lastMonth = () => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)
}

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS, to: string, viewport = PHONE) {
  const page = await (await browser.newContext({ viewport })).newPage()
  await signIn(page, shell, who, to)
  return page
}

/** Whether the app's page is wider than its frame (something that does not fit a phone). */
const overflows = (page: Page) =>
  page
    .frame({ name: 'expenses' })!
    .evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

// On a product of its own: last month's payroll run is this test's.
test('on a phone an advance is asked and approved, a claim settling it with a camera receipt is approved by the manager and finance, paid through payroll, and its maker sees it paid', async ({
  browser,
  ownShell: shell,
}) => {
  test.setTimeout(300_000)
  mkdirSync(SHOTS, { recursive: true })
  const title = `北京出差 ${Date.now() % 100000}`
  const month = lastMonth()

  // 0. Staff, on a phone, asks for an advance for the trip; the manager approves it in the approval centre.
  const staff = await person(browser, shell, 'staff', '/portal/expenses/advances')
  const app = expenses(staff)
  const advance = app.getByRole('form', { name: '申请借款' })
  await advance.getByLabel('金额（元）').fill('1000.00')
  await advance.getByLabel('事由').fill(`${title} 借款`)
  await advance.getByRole('button', { name: '提交申请' }).click()
  await expect(advance.getByText('借款申请已提交审批。')).toBeVisible()
  await expect(app.getByTestId('advance-card').filter({ hasText: `${title} 借款` })).toContainText('审批中')
  const manager = await person(browser, shell, 'manager', '/portal/approval/center', { width: 1280, height: 900 })
  await approveInCentre(manager, shell, '借款 · ¥1000.00', 'expenses-dialog', `${title} 借款`)

  // 1. A new claim settling the advance, a line over the finance limit, a receipt photographed, submitted.
  await staff.goto(`${shell}/portal/expenses/claims`)
  await app.getByRole('button', { name: '新建报销' }).click()
  await app.getByLabel('核销借款').selectOption({ index: 1 })
  await app.getByLabel('报销事由').fill(title)
  await app.getByLabel('类别').selectOption({ label: '差旅交通' })
  await app.getByLabel('金额（元）').fill('6200.005')
  await app.getByRole('button', { name: '保存草稿' }).click()
  await expect(app.getByRole('alert').filter({ hasText: '金额最多两位小数。' })).toBeVisible()
  await app.getByLabel('金额（元）').fill('6200.00')
  await app.getByLabel('项目或成本中心').fill('北京客户项目')
  const camera = app.getByTestId('receipt-input')
  await expect(camera).toHaveAttribute('capture', 'environment')
  await expect(camera).toHaveAttribute('accept', 'image/*,application/pdf')
  // The invoice's number and amount go with it.
  await app.getByLabel('发票号码（选填）').fill('INV-7103')
  await app.getByLabel('发票金额（元，选填）').fill('6200.00')
  await camera.setInputFiles({ name: 'taxi.png', mimeType: 'image/png', buffer: PNG })
  await expect(app.getByTestId('receipt')).toContainText('taxi.png')
  await expect(app.getByText('已添加票据 taxi.png。')).toBeVisible()
  // The receipt opens in the UI kit's picture viewer.
  await app.getByRole('button', { name: '查看票据 taxi.png' }).click()
  await expect(app.getByRole('dialog', { name: '图片查看' })).toBeVisible()
  await staff.keyboard.press('Escape')
  await expect(app.getByRole('dialog', { name: '图片查看' })).toBeHidden()
  expect(await overflows(staff)).toBe(false)
  expect(await violations(staff)).toEqual([])
  await staff.screenshot({ path: `${SHOTS}/claim-phone-zh.png`, fullPage: true })
  await app.getByRole('button', { name: '提交审批' }).click()
  await expect(app.getByRole('heading', { level: 2, name: title })).toContainText('审批中')
  // Read-only once sent: no form fields left.
  await expect(app.getByLabel('报销事由')).toHaveCount(0)
  // The advance settles 1,000.00 of it: 5,200.00 is payable.
  await expect(app.getByRole('region', { name: title })).toContainText('应付¥5,200.00')

  // 2. The manager approves in the approval centre, reading the claim in the shell's dialog.
  await approveInCentre(manager, shell, '¥6200.00', 'expenses-dialog', title)

  // 3. Over the limit, finance (HR) approves too, and sees the receipt.
  const hr = await person(browser, shell, 'hr', '/portal/approval/center', { width: 1280, height: 900 })
  await approveInCentre(hr, shell, '¥6200.00', 'expenses-dialog', 'taxi.png')
  await staff.goto(`${shell}/portal/expenses/claims`)
  await app.getByRole('button', { name: `打开报销单：${title}` }).click()
  await expect(app.getByRole('heading', { level: 2, name: title })).toContainText('已批准')

  // 4. Finance puts it into last month's payroll.
  await hr.goto(`${shell}/portal/expenses/payments`)
  const pay = expenses(hr)
  const card = pay.getByTestId('payable').filter({ hasText: title })
  await card.getByRole('checkbox').check()
  await pay.getByLabel('工资月份').fill(month)
  await pay.getByRole('button', { name: '随工资发放' }).click()
  await expect(pay.getByText(`已放入 ${month} 工资。`)).toBeVisible()
  await expect(pay.getByRole('region', { name: '待随工资发放' })).toContainText(title)
  await expect(pay.getByRole('region', { name: '待随工资发放' })).toContainText('¥5,200.00')
  await hr.screenshot({ path: `${SHOTS}/payments-desk-zh.png`, fullPage: true })

  // 5. Last month's run, with attendance locked, calculated, approved and published over the API, pays it.
  const tokens = await Promise.all(
    (['hr', 'manager', 'admin'] as const).map((who) =>
      loginToken(shell, ACCOUNTS[who].account, ACCOUNTS[who].password),
    ),
  )
  expect((await gateway(shell, '/kaoqin/web/summary/lock', { month }, tokens[0])).code).toBe(0)
  await paidRun(shell, month, tokens)

  // 6. The staff member sees it paid, with payroll and when.
  await staff.goto(`${shell}/portal/expenses/claims`)
  const mine = app.getByTestId('claim-card').filter({ hasText: title })
  await expect(mine).toContainText('已付款')
  await mine.getByRole('button').click()
  await expect(app.getByTestId('paid-line')).toContainText(`已付款：随 ${month} 工资发放`)
  expect(await overflows(staff)).toBe(false)
  await staff.screenshot({ path: `${SHOTS}/paid-phone-zh.png`, fullPage: true })
  await chooseLanguage(staff, 'en')
  await chooseTheme(staff, 'orange')
  await expect(app.getByTestId('paid-line')).toContainText(`Paid with the payroll of ${month}`)
  expect(await violations(staff)).toEqual([])
  await staff.screenshot({ path: `${SHOTS}/paid-phone-en-orange.png`, fullPage: true })
  // The same photo on another claim is flagged as used before, naming the claim that holds it.
  await staff.goto(`${shell}/portal/expenses/claims/new`)
  await app.getByLabel('Title').fill(`${title} again`)
  await app.getByLabel('Category').selectOption({ label: 'Meals' })
  await app.getByLabel('Amount (yuan)').fill('20')
  await app.getByTestId('receipt-input').setInputFiles({ name: 'taxi-again.png', mimeType: 'image/png', buffer: PNG })
  await expect(app.getByTestId('receipt')).toContainText(`This receipt is also in the claim “${title}”`)
  // Another scan of the same invoice (other bytes, the same number and amount) is flagged by the invoice.
  await app.getByLabel('Invoice number (optional)').fill('INV-7103')
  await app.getByLabel('Invoice amount (yuan, optional)').fill('6200')
  await app
    .getByTestId('receipt-input')
    .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.from('scan')]) })
  await expect(app.getByTestId('receipt').filter({ hasText: 'scan.png' })).toContainText(
    `The same invoice number and amount are in the claim “${title}”`,
  )

  // Finance's other pages on a desk: the claim in the month's report, the categories and limits, the advances.
  await hr.goto(`${shell}/portal/expenses/reports`)
  const finance = expenses(hr)
  await finance.getByLabel('从').fill(`${month}-01`)
  await finance.getByRole('button', { name: '按人员' }).click()
  await expect(finance.getByTestId('report-row').filter({ hasText: '邓洋娟' })).toContainText('¥6,200.00')
  for (const [path, heading] of [
    ['reports', '报销报表'],
    ['categories', '报销类别'],
    ['advances', '借款'],
  ]) {
    await hr.goto(`${shell}/portal/expenses/${path}`)
    await expect(finance.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(await violations(hr), path).toEqual([])
    await hr.screenshot({ path: `${SHOTS}/${path}-desk-zh.png`, fullPage: true })
  }
})
