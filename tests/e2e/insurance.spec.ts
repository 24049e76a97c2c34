import type { Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'

// Social insurance (payroll app): HR corrects a rate of a city's scheme in the schemes form (a wrong rate first, answered
// with a clear message), and sets an employee's contribution base in the bases page; both are still there after a reload.

const salary = (page: Page) => page.frameLocator('iframe[name="salary"]')
const thisMonth = () => new Date().toISOString().slice(0, 7)

test("HR corrects a scheme's rate and sets an employee's base; a wrong rate is refused with a clear message", async ({
  page,
  ownShell,
}) => {
  const hrToken = await loginToken(ownShell, ACCOUNTS.hr.account, ACCOUNTS.hr.password)
  type Row = {
    employeeId: number
    name: string
    jobNumber: string
    base: string
    schemeName: string
    effectiveMonth: string
  }
  const first = (await gateway<{ rows: Row[] }>(ownShell, '/insurance/web/base/list', { rows: 1 }, hrToken)).result!
    .rows[0]
  const me = { id: first.employeeId, name: first.name, jobNumber: first.jobNumber }

  await signIn(page, ownShell, 'hr', '/portal/salary/insurance-schemes')
  const app = salary(page)
  const shanghai = app.getByRole('region', { name: /上海社保/ })
  await expect(shanghai.getByTestId('rate-pension-employee')).toHaveText('0.08 (8%)')
  await shanghai.getByRole('button', { name: '编辑方案“上海社保”' }).click()
  const form = app.getByTestId('scheme-form')
  await expect(form.getByLabel('养老保险：个人比例')).toHaveValue('0.08')

  // A rate written as a percentage is refused, named by kind and share.
  await form.getByLabel('医疗保险：单位比例').fill('9%')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByRole('alert')).toHaveText('医疗保险的单位比例须为 0 到 1 之间的小数（最多六位），例如 0.08')

  await form.getByLabel('医疗保险：单位比例').fill('0.09')
  await form.getByLabel('养老保险：个人比例').fill('0.085')
  const month = await form.getByTestId('scheme-month').inputValue()
  await form.getByRole('button', { name: '保存' }).click()
  await expect(app.getByTestId('scheme-status')).toHaveText(`方案“上海社保”已保存，自 ${month} 起生效`)
  await page.reload()
  await expect(
    salary(page)
      .getByRole('region', { name: /上海社保/ })
      .getByTestId('rate-pension-employee'),
  ).toHaveText('0.085 (8.5%)')

  // An employee's base from this month.
  await page.goto(`${ownShell}/portal/salary/insurance-bases`)
  const bases = salary(page)
  await bases.getByTestId('bases-keyword').fill(me.jobNumber)
  await bases.getByRole('button', { name: '搜索' }).click()
  const row = bases.getByTestId('bases-table').locator(`tr[data-employee="${me.id}"]`)
  await row.getByRole('button', { name: `调整 ${me.name} 的方案与基数` }).click()
  const baseForm = bases.getByTestId('base-form')
  await baseForm.getByTestId('base-scheme').selectOption({ label: '上海社保 · 上海' })
  await baseForm.getByTestId('base-amount').fill('12,000')
  await baseForm.getByRole('button', { name: '保存' }).click()
  await expect(baseForm.getByRole('alert')).toHaveText('缴费基数须为以元为单位、最多两位小数的金额，例如 7460.00')
  await baseForm.getByTestId('base-amount').fill('12000.5')
  await baseForm.getByRole('button', { name: '保存' }).click()
  await expect(bases.getByTestId('bases-status')).toHaveText(`已保存：${me.name}，自 ${thisMonth()} 起`)
  await expect(baseForm.getByTestId('base-history').locator('tbody tr').first()).toContainText(
    `${thisMonth()}上海社保12,000.50`,
  )

  await page.reload()
  await salary(page).getByTestId('bases-keyword').fill(me.jobNumber)
  await salary(page).getByRole('button', { name: '搜索' }).click()
  await expect(salary(page).locator(`tr[data-employee="${me.id}"]`).getByTestId('row-base')).toHaveText('12,000.50')
  const listed = await gateway<{ rows: Row[] }>(
    ownShell,
    '/insurance/web/base/list',
    { keyword: me.jobNumber },
    hrToken,
  )
  expect(listed.result!.rows.find((r) => r.employeeId === me.id)).toMatchObject({
    base: '12000.50',
    schemeName: '上海社保',
    effectiveMonth: thisMonth(),
  })
})
