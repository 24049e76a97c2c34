import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'
import { violations } from '../support/axe'

// The role editor (system app, menu 1003) and the custom forms page (menu 1030). Every test changes
// roles or forms, so each runs on a product of its own.
const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

async function openRole(page: Page, name: string) {
  const frame = system(page)
  await frame.getByRole('button', { name: `修改 ${name}` }).click()
  const dialog = frame.getByRole('dialog', { name: `编辑角色：${name}` })
  await expect(dialog).toBeVisible()
  return dialog
}

test('HR hides a field from a role and sets its data range; both are there when the role is opened again', async ({
  page,
  ownShell: shell,
}) => {
  await signIn(page, shell, 'hr')
  await mainMenu(page).getByRole('link', { name: '角色权限' }).click()
  let dialog = await openRole(page, '员工')

  await dialog.getByRole('tab', { name: '字段权限' }).click()
  await expect(dialog.getByRole('tab', { name: '字段权限' })).toHaveAttribute('aria-selected', 'true')
  const mobileHidden = dialog.getByRole('radio', { name: '手机号: 隐藏' })
  await expect(dialog.getByRole('radio', { name: '手机号: 只读' })).toBeChecked()
  // The seed hides the ID number from Staff (员工) already.
  await expect(dialog.getByRole('radio', { name: '身份证号: 隐藏' })).toBeChecked()
  await mobileHidden.check()
  await dialog.getByRole('button', { name: '保存字段权限' }).click()
  await expect(page.getByTestId('message')).toHaveText('角色“员工”的字段权限已保存')

  // Unsaved data range: switching tabs keeps it, closing asks first.
  await dialog.getByRole('tab', { name: '数据范围' }).click()
  await expect(dialog.getByRole('radio', { name: '全部人员' })).toBeChecked()
  await dialog.getByRole('radio', { name: '本团队（直接和间接下属）' }).check()
  await dialog.getByRole('tab', { name: '成员' }).click()
  await expect(dialog.getByTestId('role-members')).toContainText('staff')
  await dialog.getByRole('tab', { name: '数据范围' }).click()
  await expect(dialog.getByRole('radio', { name: '本团队（直接和间接下属）' })).toBeChecked()
  await dialog.getByRole('button', { name: '保存数据范围' }).click()
  await expect(page.getByTestId('message')).toHaveText('角色“员工”的数据范围已保存')
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(dialog).toHaveCount(0)

  await page.reload()
  dialog = await openRole(page, '员工')
  await dialog.getByRole('tab', { name: '字段权限' }).click()
  await expect(dialog.getByRole('radio', { name: '手机号: 隐藏' })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: '邮箱: 只读' })).toBeChecked()
  await dialog.getByRole('tab', { name: '数据范围' }).click()
  await expect(dialog.getByRole('radio', { name: '本团队（直接和间接下属）' })).toBeChecked()
})

test('a data-range button granted as shown only (auth flag 0) leaves the range read-only; the roles not yet given to a user are granted from the list', async ({
  page,
  ownShell: shell,
  browser,
}) => {
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '角色权限' }).click()
  const dialog = await openRole(page, '人事经理')
  const flag = dialog.getByRole('checkbox', { name: '数据范围（100302）已授权（授权标记）' })
  await expect(flag).toBeChecked()
  await flag.uncheck()
  await dialog.getByRole('button', { name: '保存', exact: true }).click()
  await expect(dialog).toHaveCount(0)

  // Roles not yet authorised (unAuthList): staff has Staff (员工) only; admin gives them Report viewer (报表查看员).
  const userRoles = system(page).getByTestId('user-roles')
  const who = userRoles.getByLabel('用户')
  // The drop-down has the page's type and the theme's border, not the browser's own look.
  const look = await who.evaluate((select) => ({
    font: getComputedStyle(select).fontFamily,
    body: getComputedStyle(document.body).fontFamily,
    radius: getComputedStyle(select).borderTopLeftRadius,
  }))
  expect(look.font).toBe(look.body)
  expect(look.radius).not.toBe('0px')
  await who.selectOption((await who.locator('option', { hasText: '(staff)' }).getAttribute('value'))!)
  const unauthorised = userRoles.getByTestId('unauthorised-roles')
  await expect(unauthorised).toContainText('报表查看员')
  await expect(unauthorised).not.toContainText('员工')
  await unauthorised.getByRole('button', { name: '授予 报表查看员' }).click()
  await expect(page.getByTestId('message')).toContainText('已将“报表查看员”授予')
  await expect(userRoles.getByRole('list', { name: '已有角色' })).toContainText('报表查看员')
  await expect(unauthorised).not.toContainText('报表查看员')

  const other = await browser.newContext()
  const hr = await other.newPage()
  await signIn(hr, shell, 'hr', '/portal/ums/roles')
  const hrDialog = await openRole(hr, '员工')
  await hrDialog.getByRole('tab', { name: '数据范围' }).click()
  await expect(hrDialog.getByText('您没有权限修改数据范围（100302 未授权）。')).toBeVisible()
  await expect(hrDialog.getByRole('radio', { name: '全部人员' })).toBeDisabled()
  await expect(hrDialog.getByRole('button', { name: '保存数据范围' })).toHaveCount(0)
  // Field permissions keep their flag: HR saves them.
  await hrDialog.getByRole('tab', { name: '字段权限' }).click()
  await expect(hrDialog.getByRole('button', { name: '保存字段权限' })).toBeVisible()
  await other.close()
})

test('a role is named in Chinese and in English, and each language shows its own name', async ({
  page,
  ownShell: shell,
}) => {
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '角色权限' }).click()
  const table = system(page).getByTestId('roles-table')
  await expect(table).toContainText('人事经理')
  await expect(table).not.toContainText('HR Manager')
  const dialog = await openRole(page, '报表查看员')
  const names = dialog.getByTestId('role-names')
  await expect(names.getByLabel('中文名称')).toHaveValue('报表查看员')
  await expect(names.getByLabel('英文名称（选填）')).toHaveValue('Report viewer')
  await names.getByLabel('中文名称').fill('报表读者')
  await names.getByLabel('英文名称（选填）').fill('Report reader')
  await dialog.getByRole('button', { name: '保存', exact: true }).click()
  await expect(page.getByTestId('message')).toHaveText('角色“报表读者”已保存')
  await expect(dialog).toHaveCount(0)
  await expect(table).toContainText('报表读者')
  await expect(table).not.toContainText('Report reader')

  // In English the list asks again: every built-in role and the renamed one in English.
  await chooseLanguage(page, 'en')
  await expect(table).toContainText('Report reader')
  await expect(table).toContainText('HR Manager')
  await expect(table).not.toContainText('人事经理')
  const userRoles = system(page).getByTestId('user-roles')
  const who = userRoles.getByLabel('User')
  await who.selectOption((await who.locator('option', { hasText: '(staff)' }).getAttribute('value'))!)
  await expect(userRoles.getByRole('list', { name: 'Roles held' })).toContainText('Staff')
  await expect(userRoles.getByTestId('unauthorised-roles')).toContainText('Report reader')
})

test('an admin adds a field to the employee record in a custom form and sees it listed; an overlapping range is refused', async ({
  page,
  ownShell: shell,
}) => {
  await signIn(page, shell, 'hr')
  await mainMenu(page).getByRole('link', { name: '自定义表单' }).click()
  const frame = system(page)
  await expect(frame.getByTestId('forms-table')).toContainText('员工补充信息')
  await expect(frame.getByTestId('record-fields')).toContainText('血型')

  await frame.getByRole('button', { name: '新增表单' }).click()
  const editor = frame.getByRole('dialog', { name: '新增自定义表单' })
  // Saving an incomplete form says what is missing beside the inputs and keeps the dialog.
  await editor.getByRole('button', { name: '保存表单' }).click()
  await expect(editor.getByRole('alert')).toContainText('请填写表单名称')
  await expect(editor.getByText('请填写中文名称')).toBeVisible()

  await editor.getByLabel('表单名称').fill('工装信息')
  const first = editor.getByTestId('form-field-0')
  await first.getByLabel('标识').fill('shoeSize')
  await first.getByLabel('名称（中文）').fill('鞋码')
  await first.getByLabel('名称（英文）').fill('Shoe size')
  await first.getByLabel('类型').selectOption('number')
  await first.getByLabel('必填').check()
  await editor.getByRole('button', { name: '添加字段' }).click()
  const second = editor.getByTestId('form-field-1')
  await second.getByLabel('标识').fill('uniformSize')
  await second.getByLabel('名称（中文）').fill('工装尺码')
  await second.getByLabel('名称（英文）').fill('Uniform size')
  await second.getByLabel('类型').selectOption('select')
  await second.getByRole('button', { name: '添加选项' }).click()
  await second.getByLabel('值 1').fill('M')
  await second.getByLabel('中文 1').fill('中号')
  await second.getByLabel('英文 1').fill('Medium')
  // §5: a dialog button stays locked 3000 ms after a press (the refused save above).
  await page.waitForTimeout(3000)
  await editor.getByRole('button', { name: '保存表单' }).click()
  await expect(page.getByTestId('message')).toHaveText('表单“工装信息”已保存')
  await expect(editor).toHaveCount(0)

  await expect(frame.getByTestId('forms-table')).toContainText('工装信息')
  await expect(frame.getByTestId('forms-table')).toContainText('鞋码, 工装尺码')
  const shoe = frame.getByTestId('record-fields').getByRole('row', { name: /鞋码/ })
  await expect(shoe).toContainText('shoeSize')
  await expect(shoe).toContainText('数字')
  await expect(shoe).toContainText('工装信息')

  // The demo form covers the whole company: the new form may not take a department of it.
  await frame.getByRole('button', { name: '分配范围 工装信息' }).click()
  const range = frame.getByRole('dialog', { name: '分配范围：工装信息' })
  await range.getByRole('checkbox').first().check()
  await expect(range.getByRole('alert')).toContainText('与表单“员工补充信息”的范围重复')
  await expect(range.getByRole('button', { name: '保存范围' })).toBeDisabled()
})

test('the role editor tabs and the custom form editor have no accessibility violations, in English too', async ({
  page,
  shell,
}) => {
  // Five full-page axe checks with frames: like the other accessibility checks, more than the default minute.
  test.setTimeout(120_000)
  await signIn(page, shell, 'hr')
  await chooseLanguage(page, 'en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto(`${shell}/portal/ums/roles`)
  const frame = system(page)
  await frame.getByRole('button', { name: 'Modify Staff' }).click()
  const dialog = frame.getByRole('dialog', { name: 'Edit role: Staff' })
  for (const [tab, ready] of [
    ['Functions', 'role-functions'],
    ['Data range', 'role-data-range'],
    ['Field permissions', 'role-fields'],
    ['Members', 'role-members'],
  ]) {
    await dialog.getByRole('tab', { name: tab }).click()
    await expect(dialog.getByTestId(ready)).toBeVisible()
    expect(await violations(page), tab).toEqual([])
  }
  // Keyboard: the arrow keys move between the tabs.
  await dialog.getByRole('tab', { name: 'Members' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('tab', { name: 'Field permissions' })).toBeFocused()
  await expect(dialog.getByRole('tab', { name: 'Field permissions' })).toHaveAttribute('aria-selected', 'true')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.goto(`${shell}/portal/ums/custom-forms`)
  await frame.getByRole('button', { name: 'Add form' }).click()
  const editor = frame.getByRole('dialog', { name: 'Add a custom form' })
  await editor.getByTestId('form-field-0').getByLabel('Type').selectOption('select')
  await editor.getByRole('button', { name: 'Add option' }).click()
  await editor.getByRole('button', { name: 'Save form' }).click()
  await expect(editor.getByRole('alert')).toContainText('Give the form a name')
  expect(await violations(page)).toEqual([])
})
