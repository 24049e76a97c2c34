import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseTheme } from '../support/user-menu'

// The personnel app: onboarding, a record edited by HR with field permissions, offboarding and left staff.
const personnel = (page: Page) => page.frameLocator('iframe[name="personnel"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })
const field = (name: string) => new RegExp(`^${name}( \\*)?$`)

/** Opens the record of a job number from the Employee records list. */
async function openRecord(page: Page, jobNumber: string) {
  await mainMenu(page).getByRole('link', { name: '员工档案' }).click()
  const frame = personnel(page)
  await frame.getByRole('searchbox', { name: '搜索', exact: true }).fill(jobNumber)
  await frame.getByRole('button', { name: '搜索', exact: true }).click()
  const row = frame.getByTestId('records-table').locator('tbody tr').filter({ hasText: jobNumber })
  await expect(row).toHaveCount(1)
  const name = await row.locator('td').first().innerText()
  await row.getByRole('button', { name: `查看 ${name} 的档案` }).click()
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(name)
  return name
}

test('HR onboards a new hire and then finds them in the records list', async ({ page, ownShell }) => {
  await signIn(page, ownShell, 'hr')
  await mainMenu(page).getByRole('link', { name: '员工档案' }).click()
  const frame = personnel(page)
  await frame.getByRole('button', { name: '办理入职' }).click()
  const form = frame.getByRole('form', { name: '办理入职' })
  await form.getByLabel(field('姓名')).fill('林新人')
  await form.getByLabel(field('工号')).fill('SH09001')
  await form.getByLabel(field('手机号')).fill('13912345678')
  await form.getByLabel(field('身份证号')).fill('11010519491231002X')
  // A whole ID number fills the birth date and gender (getPnidInfo).
  await expect(form.getByLabel(field('出生日期'))).toHaveValue('1949-12-31')
  await expect(form.getByLabel(field('性别'))).toHaveValue('2')
  const organ = form.getByLabel(field('部门'))
  await organ.selectOption((await organ.locator('option', { hasText: '前端组' }).getAttribute('value')) ?? '')
  const position = form.getByLabel(field('岗位'))
  await expect(position.locator('option', { hasText: '开发工程师' })).toHaveCount(1)
  await position.selectOption({ label: '开发工程师' })
  await form.getByLabel(field('入职日期')).fill('2026-11-02')
  // A bad phone is refused with the gateway's message; what was typed stays.
  await form.getByLabel(field('手机号')).fill('123')
  await frame.getByTestId('onboard-submit').click()
  await expect(frame.getByTestId('onboard-error')).toHaveText('请输入正确的手机号')
  await expect(form.getByLabel(field('姓名'))).toHaveValue('林新人')
  await form.getByLabel(field('手机号')).fill('13912345678')
  await frame.getByTestId('onboard-submit').click()

  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('林新人')
  await expect(frame.getByTestId('value-birthDate')).toHaveText('1949-12-31')
  await expect(frame.getByTestId('value-gender')).toHaveText('女')
  await expect(frame.getByTestId('value-organ')).toHaveText('前端组')
  await frame.getByRole('button', { name: '返回列表' }).click()
  await frame.getByRole('searchbox', { name: '搜索', exact: true }).fill('林新人')
  await frame.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(frame.getByTestId('records-table').locator('tbody tr')).toHaveCount(1)
  await expect(frame.getByTestId('records-table').locator('tbody tr')).toContainText('SH09001')
})

test('onboarding says why a department offers no positions and opens Posts and positions to add one', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'hr')
  await mainMenu(page).getByRole('link', { name: '员工档案' }).click()
  const frame = personnel(page)
  await frame.getByRole('button', { name: '办理入职' }).click()
  const form = frame.getByRole('form', { name: '办理入职' })
  const organ = form.getByLabel(field('部门'))
  const position = form.getByLabel(field('岗位'))
  const note = form.getByTestId('onboard-no-positions')
  // A team with positions: no note.
  await organ.selectOption((await organ.locator('option', { hasText: '前端组' }).getAttribute('value')) ?? '')
  await expect(position.locator('option', { hasText: '开发工程师' })).toHaveCount(1)
  await expect(note).toHaveCount(0)
  // A department without positions: the list holds only the prompt, and the note says why, read with the field.
  await organ.selectOption((await organ.locator('option', { hasText: '应用研发部' }).getAttribute('value')) ?? '')
  await expect(note).toContainText('该部门还没有岗位。')
  await expect(note).toContainText('请先在“岗位与职位”中添加岗位，再刷新列表。')
  await expect(position.locator('option')).toHaveCount(1)
  await expect(position).toHaveAccessibleDescription(/该部门还没有岗位/)
  await chooseTheme(page, 'orange')
  await page.screenshot({ path: test.info().outputPath('onboard-no-positions-zh-orange.png') })
  await chooseTheme(page, 'blue')
  await note.getByRole('button', { name: '打开岗位与职位' }).click()
  await expect(page).toHaveURL(/\/posts$/)
  await expect(page.frameLocator('iframe[name="system"]').getByRole('heading', { level: 1 })).toBeVisible()
})

test("HR edits the emergency contact phone; the staff member's My record shows 'No field permissions' instead", async ({
  page,
  ownShell,
  browser,
}) => {
  await signIn(page, ownShell, 'hr')
  await openRecord(page, 'SH00012')
  const frame = personnel(page)
  await frame.getByTestId('edit-record').click()
  const phone = frame.getByLabel(field('紧急联系人电话'))
  await phone.fill('13600001234')
  await frame.getByTestId('save-record').click()
  await expect(page.getByTestId('message')).toContainText('档案已保存')
  await expect(frame.getByTestId('value-emergencyPhone')).toHaveText('13600001234')

  const staffContext = await browser.newContext()
  const staffPage = await staffContext.newPage()
  await signIn(staffPage, ownShell, 'staff')
  // Staff hold no personnel function: only 'My record' (open to everyone) is in their menu.
  await expect(mainMenu(staffPage).getByRole('link', { name: '员工档案' })).toHaveCount(0)
  await mainMenu(staffPage).getByRole('link', { name: '我的档案' }).click()
  const mine = personnel(staffPage)
  await expect(mine.getByTestId('my-record')).toBeVisible()
  await expect(mine.getByTestId('value-emergencyPhone')).toHaveText('无字段权限')
  await expect(mine.getByTestId('value-idNumber')).toHaveText('无字段权限')
  await expect(mine.getByTestId('value-jobNumber')).toHaveText('SH00012')
  await expect(mine.getByTestId('my-record')).not.toContainText('13600001234')
  await staffContext.close()
})

test('HR offboards someone, who then appears in the left staff list with the reason', async ({ page, ownShell }) => {
  await signIn(page, ownShell, 'hr')
  const name = await openRecord(page, 'SH00020')
  const frame = personnel(page)
  await frame.getByTestId('offboard').click()
  const dialog = frame.getByRole('dialog', { name: `办理离职：${name}` })
  await dialog.getByLabel(/离职日期/).fill('2026-11-20')
  // Both the date and a reason are needed before the confirmation can be pressed.
  await expect(dialog.getByRole('button', { name: '确认离职' })).toBeDisabled()
  await dialog.getByLabel(/离职原因/).fill('个人发展')
  await dialog.getByRole('button', { name: '确认离职' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(frame.getByTestId('left-note')).toContainText('2026-11-20')
  await expect(frame.getByTestId('offboard')).toHaveCount(0)

  await mainMenu(page).getByRole('link', { name: '离职人员' }).click()
  await frame.getByRole('textbox', { name: '搜索' }).fill('SH00020')
  await frame.getByRole('button', { name: '搜索', exact: true }).click()
  const rows = frame.getByTestId('left-staff').locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(name)
  await expect(rows).toContainText('个人发展')
})
