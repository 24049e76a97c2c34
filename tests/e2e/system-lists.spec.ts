import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'

// The System app's lists on the UI kit: the staff list as the generic list page, the roles page editable in the dialog container.
const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

test('the staff list searches, filters by status and department, selects, and exports only the selected staff', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '人员列表' }).click()
  const frame = system(page)
  const rows = frame.getByTestId('user-table').locator('tbody tr')
  await expect(rows).toHaveCount(10)
  const stats = frame.getByTestId('list-stats')
  // The demo's 240 staff, and those other tests of this product hired since.
  await expect(stats.getByRole('button', { name: /全部/ })).toContainText(/\d{3}/)
  expect(
    Number((await stats.getByRole('button', { name: /全部/ }).innerText()).replace(/\D/g, '')),
  ).toBeGreaterThanOrEqual(240)

  await frame.getByRole('searchbox', { name: '搜索', exact: true }).fill('SH0001')
  await frame.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(stats.getByRole('button', { name: /全部/ })).toContainText('10')
  await expect(rows.first()).toContainText('SH00010')
  const onJob = await stats.getByRole('button', { name: /在职/ }).innerText()
  await stats.getByRole('button', { name: /离职/ }).click()
  await expect(stats.getByRole('button', { name: /离职/ })).toHaveAttribute('aria-pressed', 'true')
  const left = Number((await stats.getByRole('button', { name: /离职/ }).innerText()).replace(/\D/g, ''))
  await expect(rows.filter({ hasText: /SH\d+/ })).toHaveCount(left)
  expect(Number(onJob.replace(/\D/g, '')) + left).toBe(10)
  await stats.getByRole('button', { name: /全部/ }).click()
  await expect(rows).toHaveCount(10)

  const checks = frame.getByRole('checkbox', { name: '选择本行' })
  await checks.nth(1).check()
  await checks.nth(4).check()
  await expect(frame.getByTestId('selected-count')).toHaveText('已选 2 人')
  const wanted = [
    await rows.nth(1).locator('td').nth(2).innerText(),
    await rows.nth(4).locator('td').nth(2).innerText(),
  ]
  const download = page.waitForEvent('download')
  await frame.getByRole('button', { name: '导出所选（2）' }).click()
  const file = await download
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
  const exported = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[1])
  expect(exported).toEqual(wanted)

  // The aside's search (placeholder 'department...') narrows the tree; a unit narrows the list.
  await frame.getByPlaceholder('部门...').fill('财务')
  const tree = frame.getByRole('tree')
  await expect(tree.getByRole('treeitem')).toHaveCount(3)
  await tree.getByRole('button', { name: /^会计部/ }).click()
  await expect(stats.getByRole('button', { name: /全部/ })).toContainText(/\b\d\b/)
  await expect(rows.first()).toContainText('会计')
})

test('a role is edited in the dialog container and a double click on Save saves it once', async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '角色权限' }).click()
  const frame = system(page)
  const saves: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/joyhr/web/authRole/save')) saves.push(request.postData() ?? '')
  })
  const staffRow = frame.getByTestId('roles-table').getByRole('row', { name: /^员工/ })
  await expect(staffRow).toContainText('组织架构、人员列表')
  await frame.getByRole('button', { name: '修改 员工' }).click()
  const dialog = frame.getByRole('dialog', { name: '编辑角色：员工' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: /查看 \(100201\)/ })).toBeChecked()

  // Cancelling a changed role asks first; staying keeps the change.
  await dialog.getByRole('checkbox', { name: /人员列表 \(1002\)/ }).uncheck()
  await expect(dialog.getByRole('checkbox', { name: /查看 \(100201\)/ })).not.toBeChecked()
  await dialog.getByRole('button', { name: '取消' }).click()
  await frame.getByRole('alertdialog').getByRole('button', { name: '取消' }).click()
  await expect(dialog.getByRole('checkbox', { name: /人员列表 \(1002\)/ })).not.toBeChecked()

  await dialog.getByRole('checkbox', { name: /角色权限 \(1003\)/ }).check()
  await dialog.getByRole('button', { name: '保存' }).dblclick()
  await expect(page.getByTestId('message')).toHaveText('角色“员工”已保存')
  await expect(dialog).toHaveCount(0)
  await expect(staffRow).toContainText('组织架构、角色权限')
  expect(saves).toHaveLength(1)
  expect(JSON.parse(saves[0])).toMatchObject({ functionIds: expect.arrayContaining(['1001', '1003']) })
})

test('without the save-role button (100301) the roles are shown but cannot be edited', async ({
  page,
  shell,
  browser,
}) => {
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '角色权限' }).click()
  const frame = system(page)
  await frame.getByRole('button', { name: '修改 人事经理' }).click()
  const dialog = frame.getByRole('dialog', { name: '编辑角色：人事经理' })
  await dialog.getByRole('checkbox', { name: /保存角色 \(100301\)/ }).uncheck()
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toHaveCount(0)

  const other = await browser.newContext()
  const hr = await other.newPage()
  await signIn(hr, shell, 'hr', '/portal/ums/roles')
  await expect(system(hr).getByTestId('roles-table')).toContainText('人事经理')
  await expect(system(hr).getByRole('columnheader', { name: '操作' })).toHaveCount(0)
  await expect(system(hr).getByRole('button', { name: /^修改/ })).toHaveCount(0)
  await other.close()
})
