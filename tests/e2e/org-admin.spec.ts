import type { FrameLocator, Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { violations } from '../support/axe'

// Organisation editing on the structure page and the Posts and positions page. The tests that
// change the organisation have their own product (ownShell); the search only reads it.
const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })
const unit = (frame: FrameLocator, name: string) =>
  frame.getByRole('tree', { name: '组织树' }).getByRole('button', { name: new RegExp(`^${name} \\(`) })
/** A unit's button, for `has:` filters (relative to the tree item). */
const unitButton = (frame: FrameLocator, name: string) =>
  frame.getByRole('button', { name: new RegExp(`^${name} \\(`) })
const dialog = (frame: FrameLocator) => frame.getByRole('dialog')

test('adds, renames, moves and deletes units; refuses a move under its own sub-unit and deleting a unit with staff', async ({
  page,
  ownShell,
}) => {
  await signIn(page, ownShell, 'admin')
  await mainMenu(page).getByRole('link', { name: '组织架构' }).first().click()
  const frame = system(page)
  await unit(frame, 'Demo Co. Shanghai').click()

  await frame.getByTestId('organ-add').click()
  await expect(dialog(frame)).toContainText('在Demo Co. Shanghai下新增组织')
  expect(await violations(page)).toEqual([])
  await dialog(frame).getByLabel('组织名称').fill('E2E 实验室')
  await dialog(frame).getByRole('button', { name: '新增', exact: true }).click()
  await expect(unit(frame, 'E2E 实验室')).toBeVisible()

  // The new unit is selected: add a sub-unit under it, then rename that.
  await frame.getByTestId('organ-add').click()
  await dialog(frame).getByLabel('组织名称').fill('E2E 子部门')
  await dialog(frame).getByRole('button', { name: '新增', exact: true }).click()
  await expect(unit(frame, 'E2E 子部门')).toBeVisible()
  await frame.getByTestId('organ-rename').click()
  await dialog(frame).getByLabel('组织名称').fill('E2E 子部门甲')
  await dialog(frame).getByRole('button', { name: '重命名', exact: true }).click()
  await expect(unit(frame, 'E2E 子部门甲')).toBeVisible()
  await expect(unit(frame, 'E2E 子部门')).toHaveCount(0)

  // A move of the lab under its own sub-unit is refused with the gateway's message; the dialog keeps the choice.
  await unit(frame, 'E2E 实验室').click()
  await frame.getByTestId('organ-move').click()
  await dialog(frame)
    .getByRole('tree')
    .getByRole('button', { name: /^E2E 子部门甲/ })
    .click()
  await dialog(frame).getByRole('button', { name: '移动', exact: true }).click()
  await expect(dialog(frame).getByRole('alert')).toHaveText('不能将“E2E 实验室”移动到其自身或其下级组织之下')
  // Then under the root's 财务中心 instead: the tree shows it there, one level deeper.
  await dialog(frame)
    .getByRole('tree')
    .getByRole('button', { name: /^财务中心/ })
    .click()
  await dialog(frame).getByRole('button', { name: '移动', exact: true }).click()
  await expect(dialog(frame)).toHaveCount(0)
  const moved = frame
    .getByRole('treeitem')
    .filter({ has: unitButton(frame, 'E2E 实验室') })
    .last()
  await expect(moved).toHaveAttribute('aria-level', '3')
  const finance = frame
    .getByRole('treeitem')
    .filter({ has: unitButton(frame, '财务中心') })
    .last()
  await expect(finance.getByRole('button', { name: /^E2E 实验室/ })).toBeVisible()

  // A team with staff cannot be deleted, and says why.
  const accounting = frame
    .getByRole('treeitem')
    .filter({ has: unitButton(frame, '会计部') })
    .last()
  await accounting.getByRole('button', { name: '+' }).first().click()
  await unit(frame, '总账组').click()
  await frame.getByTestId('organ-remove').click()
  await dialog(frame).getByRole('button', { name: '删除', exact: true }).click()
  await expect(dialog(frame).getByRole('alert')).toHaveText(/^无法删除“总账组”：其下还有 \d+ 名人员$/)
  await dialog(frame).getByRole('button', { name: '取消' }).first().click()

  // An empty unit is deleted (the moved lab is opened to show it).
  await moved.getByRole('button', { name: '+' }).first().click()
  await unit(frame, 'E2E 子部门甲').click()
  await frame.getByTestId('organ-remove').click()
  await dialog(frame).getByRole('button', { name: '删除', exact: true }).click()
  await expect(unit(frame, 'E2E 子部门甲')).toHaveCount(0)
  await expect(unit(frame, 'E2E 实验室')).toBeVisible()
})

test('creates a post category, a post and a position and lists them', async ({ page, ownShell }) => {
  await signIn(page, ownShell, 'admin')
  await mainMenu(page).getByRole('link', { name: '岗位与职位' }).click()
  const frame = system(page)
  await expect(frame.getByTestId('zhilei-table')).toContainText('技术类')

  await frame.getByTestId('zhilei-add').click()
  await dialog(frame).getByLabel('职类名称').fill('E2E 职类')
  await dialog(frame).getByRole('button', { name: '保存' }).click()
  await expect(frame.getByTestId('zhilei-table')).toContainText('E2E 职类')

  await frame.getByTestId('zhiwei-add').click()
  await dialog(frame).getByLabel('职类').selectOption({ label: 'E2E 职类' })
  await dialog(frame).getByLabel('职位名称').fill('E2E 职位')
  await dialog(frame).getByRole('button', { name: '保存' }).click()
  await expect(frame.getByTestId('zhiwei-table').getByRole('row', { name: /E2E 职位/ })).toContainText('E2E 职类')

  // A taken name is refused in the dialog, with the input kept.
  await frame.getByTestId('zhilei-add').click()
  await dialog(frame).getByLabel('职类名称').fill('e2e 职类')
  await dialog(frame).getByRole('button', { name: '保存' }).click()
  await expect(dialog(frame).getByRole('alert')).toHaveText('已有名为“e2e 职类”的职类')
  await expect(dialog(frame).getByLabel('职类名称')).toHaveValue('e2e 职类')
  await dialog(frame).getByRole('button', { name: '取消' }).first().click()
  await frame.getByTestId('confirm-ok').click()

  await frame.getByTestId('gangwei-add').click()
  await dialog(frame).getByLabel('岗位名称').fill('E2E 岗位')
  await dialog(frame).getByLabel('所属组织').selectOption({ label: '\u00a0\u00a0研发中心' })
  await dialog(frame).getByLabel('职位', { exact: true }).selectOption({ label: 'E2E 职类 / E2E 职位' })
  await dialog(frame).getByLabel('编制人数').fill('2')
  await dialog(frame).getByRole('button', { name: '保存' }).click()
  const row = frame.getByTestId('gangwei-table').getByRole('row', { name: /E2E 岗位/ })
  await expect(row).toContainText('研发中心')
  await expect(row).toContainText('0 / 2')
})

test("the structure page's department search keeps the matching units with their parents; clearing it shows all", async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'hr')
  await mainMenu(page).getByRole('link', { name: '组织架构' }).first().click()
  const frame = system(page)
  await expect(unit(frame, '研发中心')).toBeVisible()
  await frame.getByRole('searchbox', { name: '搜索部门' }).fill('会计')
  await expect(unit(frame, '会计部')).toBeVisible()
  await expect(unit(frame, '财务中心')).toBeVisible()
  await expect(unit(frame, '研发中心')).toHaveCount(0)
  await frame.getByRole('searchbox', { name: '搜索部门' }).fill('没有这个部门')
  await expect(frame.getByText('没有匹配的部门')).toBeVisible()
  await frame.getByRole('searchbox', { name: '搜索部门' }).fill('')
  await expect(unit(frame, '研发中心')).toBeVisible()
})
