import type { Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'

// §7 quick query and the cost centre dictionary: HR chooses the staff list's quick filters on Master data → Quick query
// and the list filters by them; a salary profile's cost centre is chosen among the dictionary's values. Both change
// what other tests see (the list's filters, a profile), so each runs on a product of its own.
const masterdata = (page: Page) => page.frameLocator('iframe[name="masterdata"]')
const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const salary = (page: Page) => page.frameLocator('iframe[name="salary"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

test('HR adds a quick filter to the staff list, and the list filters by it', async ({ page, ownShell: shell }) => {
  test.setTimeout(120_000)
  await signIn(page, shell, 'hr')
  await mainMenu(page).getByRole('link', { name: '快速查询' }).click()
  const app = masterdata(page)
  await expect(app.getByRole('navigation', { name: '列表' }).getByRole('button', { name: '人员列表' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(app.getByTestId('quick-none')).toHaveText('尚未设置快速查询条件：列表上方不显示')
  await app.getByRole('button', { name: '添加“学历”' }).click()
  await app.getByRole('button', { name: '添加“入职日期”' }).click()
  await app.getByRole('button', { name: '添加“部门”' }).click()
  // The department goes first.
  await app.getByRole('button', { name: '上移“部门”' }).click()
  await app.getByRole('button', { name: '上移“部门”' }).click()
  const chosen = app.getByTestId('quick-chosen').locator('tbody tr')
  await expect(chosen).toHaveText([/部门/, /学历.*字典：学历/, /入职日期.*日期范围/])
  await app.getByRole('button', { name: '保存' }).click()
  await expect(app.getByRole('status').filter({ hasText: '人员列表的快速查询条件已保存' })).toBeVisible()
  await page.screenshot({ path: 'test-results/quick-query-page.png' })

  // What the list should show: the gateway's own answer for the same filter.
  const token = await loginToken(shell, ACCOUNTS.hr.account, ACCOUNTS.hr.password)
  type StaffPage = { total: number; rows: Array<{ name: string; jobNumber: string }> }
  const masters = (
    await gateway<StaffPage>(
      shell,
      '/ums/web/entryUser/getUserPage',
      { rows: 10, quick: { education: 'master' } },
      token,
    )
  ).result!
  const everyone = (await gateway<StaffPage>(shell, '/ums/web/entryUser/getUserPage', { rows: 10 }, token)).result!
  expect(masters.total).toBeGreaterThan(0)
  expect(masters.total).toBeLessThan(everyone.total)

  await mainMenu(page).getByRole('link', { name: '人员列表' }).click()
  const list = system(page)
  const filters = list.getByRole('search', { name: '快速查询' })
  await expect(filters.getByLabel('学历')).toBeVisible()
  await expect(filters.getByRole('group', { name: '入职日期' })).toBeVisible()
  await expect(list.getByText(`共 ${everyone.total} 条`)).toBeVisible()
  await filters.getByLabel('学历').selectOption({ label: '硕士' })
  await filters.getByRole('button', { name: '查询' }).click()
  await expect(list.getByText(`共 ${masters.total} 条`)).toBeVisible()
  await expect(list.getByTestId('user-table').locator('tbody tr').first()).toContainText(masters.rows[0].jobNumber)
  // The quick filter goes into a saved scheme: made the default, it filters the list again when the page opens.
  await list.getByRole('button', { name: '另存为方案…' }).click()
  await list.getByRole('textbox', { name: '方案名称' }).fill('硕士')
  await list.getByRole('button', { name: '保存', exact: true }).click()
  await list.getByRole('button', { name: '设为默认' }).click()
  await expect(list.getByTestId('scheme-select').locator('option:checked')).toHaveText('硕士（默认）')
  await page.reload()
  const reopened = system(page)
  await expect(reopened.getByText(`共 ${masters.total} 条`)).toBeVisible()
  await expect(
    reopened.getByRole('search', { name: '快速查询' }).getByLabel('学历').locator('option:checked'),
  ).toHaveText('硕士')
  await reopened.getByTestId('scheme-select').selectOption({ label: '不使用方案' })
  await expect(reopened.getByText(`共 ${everyone.total} 条`)).toBeVisible()
  await expect(reopened.getByRole('search', { name: '快速查询' }).getByLabel('学历')).toHaveValue('')
  // A range that ends before it starts is refused on the page.
  const range = reopened.getByRole('search', { name: '快速查询' }).getByRole('group', { name: '入职日期' })
  await range.getByLabel('开始日期').fill('2030-01-02')
  await range.getByLabel('结束日期').fill('2030-01-01')
  await filters.getByRole('button', { name: '查询' }).click()
  await expect(filters.getByRole('alert')).toHaveText('入职日期：开始日期不能晚于结束日期')
  await page.screenshot({ path: 'test-results/quick-query-staff-list.png' })
  await filters.getByRole('button', { name: '重置' }).click()
  await expect(list.getByText(`共 ${everyone.total} 条`)).toBeVisible()
})

test("a salary profile's cost centre is chosen from the cost centre dictionary and shown by name", async ({
  page,
  ownShell: shell,
}) => {
  test.setTimeout(120_000)
  const token = await loginToken(shell, ACCOUNTS.hr.account, ACCOUNTS.hr.password)
  type Listed = {
    costCentres: Array<{ value: string; label: string }>
    rows: Array<{
      name: string
      jobNumber: string
      profile: { costCentre?: string; costCentreName?: string | null } | null
    }>
  }
  const listed = (await gateway<Listed>(shell, '/salary/web/profile/list', { rows: 20 }, token)).result!
  const someone = listed.rows.find((row) => row.profile?.costCentre)!
  const other = listed.costCentres.find((choice) => choice.value !== someone.profile!.costCentre)!
  expect(someone.profile!.costCentreName).toBeTruthy()

  await signIn(page, shell, 'hr', '/portal/salary/profiles')
  const app = salary(page)
  const row = app.getByTestId('profiles').locator('tbody tr').filter({ hasText: someone.jobNumber })
  // The cost centre's column (after the job number, name, department, base pay, allowances and bank) shows its name.
  const centreCell = row.locator('td').nth(6)
  await expect(centreCell).toHaveText(someone.profile!.costCentreName!)
  await row.getByRole('button', { name: `查看 ${someone.name} 的薪资档案` }).click()
  const form = app.getByRole('form', { name: /调整薪资/ })
  const centre = form.getByLabel('成本中心')
  // The tenant's enabled cost centres by name (and none), not a free-text box.
  await expect(centre.locator('option')).toHaveCount(listed.costCentres.length + 1)
  await expect(centre.locator('option:checked')).toHaveText(someone.profile!.costCentreName!)
  await centre.selectOption({ label: other.label })
  await form.getByLabel('原因').fill('moved to another cost centre')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(app.getByText('薪资档案已保存')).toBeVisible()
  await expect(centreCell).toHaveText(other.label)
  await page.screenshot({ path: 'test-results/quick-query-cost-centre.png' })
  // The gateway stored the code.
  const saved = (await gateway<Listed>(shell, '/salary/web/profile/list', { rows: 20 }, token)).result!.rows.find(
    (r) => r.jobNumber === someone.jobNumber,
  )!
  expect(saved.profile!.costCentre).toBe(other.value)
})

test("HR puts the stage in the candidates' quick query range, and the candidate board filters by it", async ({
  page,
  ownShell: shell,
}) => {
  test.setTimeout(120_000)
  await signIn(page, shell, 'hr')
  await mainMenu(page).getByRole('link', { name: '快速查询' }).click()
  const app = masterdata(page)
  await app.getByRole('navigation', { name: '列表' }).getByRole('button', { name: '招聘候选人' }).click()
  await expect(app.getByRole('heading', { name: '招聘候选人的快速查询条件（按顺序）' })).toBeVisible()
  await app.getByRole('button', { name: '添加“阶段”' }).click()
  await app.getByRole('button', { name: '添加“投递日期”' }).click()
  await app.getByRole('button', { name: '保存' }).click()
  await expect(app.getByRole('status').filter({ hasText: '招聘候选人的快速查询条件已保存' })).toBeVisible()

  await mainMenu(page).getByRole('link', { name: '候选人', exact: true }).click()
  const recruitment = page.frameLocator('iframe[name="recruitment"]')
  const filters = recruitment.getByRole('search', { name: '快速查询' })
  await filters.getByLabel('阶段').selectOption({ label: '筛选' })
  await filters.getByRole('button', { name: '查询' }).click()
  const board = recruitment.getByTestId('board')
  await expect(board).toBeVisible()
  await expect(board.locator('[data-stage]:not([data-stage="screening"]) .board-card')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/quick-query-candidates.png' })
})
