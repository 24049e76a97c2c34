import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'

// The master data app: an administrator adds a dictionary value, and the personnel record form offers it at once.
const masterdata = (page: Page) => page.frameLocator('iframe[name="masterdata"]')
const personnel = (page: Page) => page.frameLocator('iframe[name="personnel"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })
const field = (name: string) => new RegExp(`^${name}( \\*)?$`)

test('a new dictionary value appears in the record form without a rebuild', async ({ page, ownShell }) => {
  await signIn(page, ownShell, 'admin')
  await mainMenu(page).getByRole('link', { name: '数据字典' }).click()
  const app = masterdata(page)
  await app.getByRole('navigation', { name: '数据字典' }).getByRole('button', { name: /^学历/ }).click()
  await expect(app.getByRole('heading', { level: 2 })).toContainText('学历')
  const table = app.getByTestId('values-table')
  await expect(table.locator('tbody tr')).toHaveCount(8)

  await app.getByRole('button', { name: '新增值' }).click()
  const dialog = app.getByTestId('names-dialog')
  await dialog.getByLabel('编码 *').fill('mba')
  await dialog.getByLabel('中文名称').fill('工商管理硕士')
  await dialog.getByLabel('英文名称').fill('MBA')
  await app.getByRole('button', { name: '保存' }).click()
  await expect(app.getByRole('status').filter({ hasText: '已新增“工商管理硕士”' })).toBeVisible()
  await expect(table.locator('tbody tr').last()).toContainText('工商管理硕士')

  // A taken code is refused in the dialog, in the user's language.
  await app.getByRole('button', { name: '新增值' }).click()
  await dialog.getByLabel('编码 *').fill('MBA')
  await dialog.getByLabel('中文名称').fill('重复')
  await app.getByRole('button', { name: '保存' }).click()
  await expect(app.getByTestId('names-error')).toHaveText('编码 MBA 已被使用')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // Reordering by keyboard: the focus follows the value to its new place.
  await app.getByRole('button', { name: '上移“工商管理硕士”' }).focus()
  await page.keyboard.press('Enter')
  await expect(table.locator('tbody tr').nth(7)).toContainText('工商管理硕士')
  await expect(app.getByRole('button', { name: '上移“工商管理硕士”' })).toBeFocused()

  // The personnel app reads the dictionary: onboarding and an existing record's edit offer the new value.
  await mainMenu(page).getByRole('link', { name: '员工档案' }).click()
  const frame = personnel(page)
  await frame.getByRole('button', { name: '办理入职' }).click()
  const form = frame.getByRole('form', { name: '办理入职' })
  const education = form.getByLabel(field('学历'))
  await expect(education.locator('option', { hasText: '工商管理硕士' })).toHaveCount(1)
  await expect(education.locator('option').nth(8)).toHaveText('工商管理硕士')

  await page.evaluate((to) => history.pushState(null, '', to), '/portal/personnel/records/12')
  await frame.getByTestId('edit-record').click()
  await frame.getByLabel(field('学历')).selectOption({ label: '工商管理硕士' })
  await frame.getByTestId('save-record').click()
  await expect(frame.getByTestId('value-education')).toHaveText('工商管理硕士')

  // Disabled, the value stays on that record but is no longer offered to a new hire.
  await mainMenu(page).getByRole('link', { name: '数据字典' }).click()
  await app.getByRole('navigation', { name: '数据字典' }).getByRole('button', { name: /^学历/ }).click()
  await app.getByRole('button', { name: '停用“工商管理硕士”' }).click()
  await expect(app.getByRole('status').filter({ hasText: '“工商管理硕士”已停用' })).toBeVisible()
  await page.evaluate((to) => history.pushState(null, '', to), '/portal/personnel/records/12')
  await expect(frame.getByTestId('value-education')).toHaveText('工商管理硕士')
  await page.evaluate((to) => history.pushState(null, '', to), '/portal/personnel/records/new')
  await expect(
    frame
      .getByRole('form', { name: '办理入职' })
      .getByLabel(field('学历'))
      .locator('option', { hasText: '工商管理硕士' }),
  ).toHaveCount(0)
})

test('the dictionaries page follows the language, and its buttons the edit permission', async ({
  page,
  shell,
  browser,
}) => {
  await signIn(page, shell, 'hr')
  await chooseLanguage(page, 'en')
  await mainMenu(page).getByRole('link', { name: 'Dictionaries' }).click()
  const app = masterdata(page)
  await app
    .getByRole('navigation', { name: 'Dictionaries' })
    .getByRole('button', { name: /^Marital status/ })
    .click()
  await expect(app.getByTestId('values-table').locator('tbody tr').first()).toContainText('Single')
  await expect(app.getByRole('button', { name: 'Disable Single' })).toBeVisible()
  // Tenant 1's cost centres are the ones its demo salary profiles use.
  await app
    .getByRole('navigation', { name: 'Dictionaries' })
    .getByRole('button', { name: /^Cost centre/ })
    .click()
  await expect(app.getByTestId('values-table').locator('tbody tr')).not.toHaveCount(0)

  // Staff hold neither the page nor its button: the menu does not list it.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, shell, 'staff')
  await expect(
    mainMenu(staff)
      .getByRole('link', { name: '员工档案' })
      .or(mainMenu(staff).getByRole('link', { name: '我的档案' }))
      .first(),
  ).toBeVisible()
  await expect(mainMenu(staff).getByRole('link', { name: '数据字典' })).toHaveCount(0)
  await staffContext.close()
})

test("the offboarding dialog offers the tenant's reasons for leaving, and the chosen one stays editable", async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'hr')
  await page.evaluate((to) => history.pushState(null, '', to), '/portal/personnel/records/13')
  const frame = personnel(page)
  await frame.getByTestId('offboard').click()
  const dialog = frame.getByTestId('offboard-dialog')
  const common = dialog.getByLabel('常见原因')
  await expect(common.locator('option')).toHaveText(['请选择', '个人发展', '家庭原因', '合同到期不续签', '转行'])
  await common.selectOption({ label: '家庭原因' })
  await expect(dialog.getByLabel(/离职原因/)).toHaveValue('家庭原因')
})

test('a custom form select takes its options from a dictionary, and the record offers a value added to it later', async ({
  page,
  ownShell,
}) => {
  await signIn(page, ownShell, 'hr')
  await mainMenu(page).getByRole('link', { name: '自定义表单' }).click()
  const system = page.frameLocator('iframe[name="system"]')
  await system.getByRole('button', { name: '修改 员工补充信息' }).click()
  const editor = system.getByRole('dialog', { name: '编辑表单：员工补充信息' })
  await editor.getByRole('button', { name: '添加字段' }).click()
  const added = editor.locator('[data-testid^="form-field-"]').last()
  await added.getByLabel('标识').fill('degree')
  await added.getByLabel('名称（中文）').fill('最高学历')
  await added.getByLabel('名称（英文）').fill('Highest degree')
  await added.getByLabel('类型').selectOption('select')
  await added.getByLabel('选项来源').selectOption({ label: '字典：学历' })
  await expect(added.getByText('选项为该字典中启用的值；在主数据中新增或停用的值即时生效。')).toBeVisible()
  await expect(added.getByRole('button', { name: '添加选项' })).toHaveCount(0)
  await editor.getByRole('button', { name: '保存表单' }).click()
  await expect(page.getByTestId('message')).toHaveText('表单“员工补充信息”已保存')

  // A value added to the dictionary afterwards is offered by the record's custom field with no change to the form.
  await mainMenu(page).getByRole('link', { name: '数据字典' }).click()
  const app = masterdata(page)
  await app.getByRole('navigation', { name: '数据字典' }).getByRole('button', { name: /^学历/ }).click()
  await app.getByRole('button', { name: '新增值' }).click()
  const dialog = app.getByTestId('names-dialog')
  await dialog.getByLabel('编码 *').fill('postdoc')
  await dialog.getByLabel('中文名称').fill('博士后')
  await dialog.getByLabel('英文名称').fill('Postdoctoral')
  await app.getByRole('button', { name: '保存' }).click()
  await expect(app.getByRole('status').filter({ hasText: '已新增“博士后”' })).toBeVisible()

  await mainMenu(page).getByRole('link', { name: '员工档案' }).click()
  const frame = personnel(page)
  await page.evaluate((to) => history.pushState(null, '', to), '/portal/personnel/records/12')
  await frame.getByTestId('edit-record').click()
  const degree = frame.getByLabel(field('最高学历'))
  await expect(degree.locator('option', { hasText: '本科' })).toHaveCount(1)
  await degree.selectOption({ label: '博士后' })
  await frame.getByTestId('save-record').click()
  await expect(frame.getByTestId('value-degree')).toHaveText('博士后')
})
