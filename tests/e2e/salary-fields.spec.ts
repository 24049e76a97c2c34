import type { Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'

// Field permissions of salary profiles: an administrator hides the base pay from HR Manager in System → Roles (business
// type 薪资档案); HR then finds 'No field permissions' where the base pay was, in the list, the history and the change
// form, and the amount nowhere on the page. The test changes HR Manager's permissions, so it runs on a product of its own.
const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const salary = (page: Page) => page.frameLocator('iframe[name="salary"]')

test('a base pay hidden from a role in System → Roles shows as 无字段权限 to its holders on Salary profiles', async ({
  page,
  browser,
  ownShell: shell,
}) => {
  test.setTimeout(120_000)
  const hrToken = await loginToken(shell, ACCOUNTS.hr.account, ACCOUNTS.hr.password)
  type Row = {
    name: string
    jobNumber: string
    profile: { base?: string; costCentre?: string; costCentreName?: string | null } | null
  }
  const listed = (
    await gateway<{ rows: Row[]; costCentres: Array<{ value: string; label: string }> }>(
      shell,
      '/salary/web/profile/list',
      { rows: 20 },
      hrToken,
    )
  ).result!
  const someone = listed.rows.find((row) => row.profile?.base && row.profile.costCentreName)!
  // Another value of the tenant's cost centre dictionary, to move the person to.
  const other = listed.costCentres.find((choice) => choice.value !== someone.profile!.costCentre)!
  expect(someone).toBeTruthy()

  await signIn(page, shell, 'admin')
  await page
    .getByRole('navigation', { name: /主菜单|Main menu/ })
    .getByRole('link', { name: '角色权限' })
    .click()
  await system(page).getByRole('button', { name: '修改 人事经理' }).click()
  const dialog = system(page).getByRole('dialog', { name: '编辑角色：人事经理' })
  await dialog.getByRole('tab', { name: '字段权限' }).click()
  await dialog.getByLabel('业务类型').selectOption({ label: '薪资档案' })
  // HR Manager edits every profile field until now.
  for (const field of ['基本工资', '津贴', '银行账户', '成本中心'])
    await expect(dialog.getByRole('radio', { name: `${field}: 可编辑` })).toBeChecked()
  await dialog.getByRole('radio', { name: '基本工资: 隐藏' }).check()
  await dialog.getByRole('button', { name: '保存字段权限' }).click()
  await expect(page.getByTestId('message')).toHaveText('角色“人事经理”的字段权限已保存')

  const context = await browser.newContext()
  const hr = await context.newPage()
  await signIn(hr, shell, 'hr', '/portal/salary/profiles')
  const app = salary(hr)
  const table = app.getByTestId('profiles')
  const row = table.locator('tbody tr').filter({ hasText: someone.jobNumber })
  await expect(row).toHaveCount(1)
  // The base pay column is there, each cell saying there is no permission; the cost centre still shows.
  await expect(table.getByRole('columnheader', { name: '基本工资' })).toBeVisible()
  await expect(row.getByRole('cell', { name: '无字段权限' })).toHaveCount(1)
  // The cost centre by name (its column: after the job number, name, department, base pay, allowances and bank).
  await expect(row.locator('td').nth(6)).toHaveText(someone.profile!.costCentreName!)
  await expect(row).not.toContainText(someone.profile!.base!)

  await row.getByRole('button', { name: `查看 ${someone.name} 的薪资档案` }).click()
  const history = app.getByTestId('profile-history')
  await expect(history.locator('tbody tr').first()).toBeVisible()
  await expect(history.locator('tbody tr').first().getByRole('cell', { name: '无字段权限' })).toHaveCount(1)
  const form = app.getByRole('form', { name: /调整薪资/ })
  await expect(form.getByText('无字段权限')).toBeVisible()
  await expect(form.getByLabel('基本工资')).toHaveCount(0)
  // A change without the base pay is saved; the cost centre may still be changed.
  await form.getByLabel('成本中心').selectOption({ label: other.label })
  await form.getByLabel('原因').fill('cost centre moved')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(app.getByText('薪资档案已保存')).toBeVisible()
  await expect(row.locator('td').nth(6)).toHaveText(other.label)
  await expect(hr.locator('body')).not.toContainText(someone.profile!.base!)
  await context.close()
})
