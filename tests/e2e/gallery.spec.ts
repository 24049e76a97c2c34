import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { violations } from '../support/axe'

// The UI gallery (apps/gallery): every shared piece in the browser, for administrators only. What a piece does inside
// its frame alone (the data table's row boxes, the image viewer, the upload, the list page's groups and searches) is
// checked in Chinese by its component test in ui/src; here what needs the shell or a real layout.
const gallery = (page: Page) => page.frameLocator('iframe[name="gallery"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

async function openGallery(page: Page, shell: string) {
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '共享组件' }).click()
  await expect(page).toHaveURL(`${shell}/portal/gallery/pieces`)
  await expect(gallery(page).getByRole('heading', { name: '共享组件', level: 1 })).toBeVisible()
}

test('the gallery is shown to administrators only', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  await expect(mainMenu(page).getByRole('link', { name: '组织架构' })).toBeVisible()
  await expect(mainMenu(page)).not.toContainText('共享组件')
})

test('the gallery has no serious accessibility violations, in both themes and both languages', async ({
  page,
  shell,
}) => {
  // Three axe runs over every piece of the gallery: about 50 s while another worker's browser shares the two cores.
  test.setTimeout(120_000)
  await openGallery(page, shell)
  for (const theme of ['blue', 'orange']) {
    await chooseTheme(page, theme)
    await expect(gallery(page).locator('html')).toHaveAttribute('data-theme', theme)
    expect(await violations(page, { seriousOnly: true }), theme).toEqual([])
  }
  await chooseLanguage(page, 'en')
  await expect(gallery(page).getByRole('heading', { name: 'Shared pieces', level: 1 })).toBeVisible()
  expect(await violations(page, { seriousOnly: true }), 'en').toEqual([])
})

test('the dialog container saves once on a double click, and asks before closing', async ({ page, shell }) => {
  await openGallery(page, shell)
  await gallery(page).getByRole('button', { name: '打开对话框' }).click()
  const dialog = gallery(page).getByRole('dialog', { name: '编辑角色' })
  await expect(dialog).toBeVisible()
  expect(await violations(page, { seriousOnly: true })).toEqual([])
  await dialog.getByRole('button', { name: '保存' }).dblclick()
  await expect(page.getByTestId('message')).toHaveText('已保存')
  await expect(dialog).toHaveCount(0)
  await gallery(page).getByRole('button', { name: '打开对话框' }).click()
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(gallery(page).getByRole('alertdialog')).toContainText('确定要关闭吗')
  await gallery(page).getByRole('alertdialog').getByRole('button', { name: '取消' }).click()
  await expect(dialog).toBeVisible()
})

test('the paged table filters a column, pages by the table library sizes, and a row button asks the shell before acting', async ({
  page,
  shell,
}) => {
  await openGallery(page, shell)
  const table = gallery(page).getByRole('table', { name: '分页表格（列筛选、行按钮）' })
  const block = gallery(page).locator('.hr-table-block').filter({ has: table })
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(10)
  const sizes = block.getByRole('combobox', { name: '每页条数' })
  expect(await sizes.locator('option').allTextContents()).toEqual(['2', '10', '15', '20', '50'])
  await sizes.selectOption('2')
  await expect(rows).toHaveCount(2)
  await block.getByRole('button', { name: '下一页' }).click()
  await expect(block).toContainText('2 / 250')

  await table.getByRole('searchbox', { name: '筛选“姓名”' }).fill('王芳')
  await expect(block).toContainText('共 50 条')
  await expect(block).toContainText('1 / 25')
  await sizes.selectOption('50')
  await expect(rows).toHaveCount(50)
  for (const name of await rows.locator('td:first-child').allTextContents()) expect(name).toBe('王芳')

  const del = table.getByRole('button', { name: /^删除 / }).first()
  const name = (await del.getAttribute('aria-label'))!.replace('删除 ', '')
  await del.click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('确定删除这名员工吗？')
  await confirm.getByRole('button', { name: '取消' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(page.getByTestId('message')).toHaveCount(0)
  await del.click()
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('message')).toHaveText(`已删除 ${name}`)
})

test("a table wider than its box keeps the row buttons' column, header included, above the columns that scroll under it", async ({
  page,
  shell,
}) => {
  await page.setViewportSize({ width: 900, height: 800 })
  await openGallery(page, shell)
  const table = gallery(page).getByRole('table', { name: '分页表格（列筛选、行按钮）' })
  const wrap = gallery(page).getByTestId('data-table').filter({ has: table })
  await wrap.scrollIntoViewIfNeeded()
  expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  /** Whether the topmost element at the middle of each cell of the column is inside that cell. */
  const onTop = () =>
    table.evaluate((el) => {
      const header = [...el.querySelectorAll('thead th')].find((th) => th.textContent === '操作')!
      const cells = [header, ...[...el.querySelectorAll('tbody tr')].map((tr) => tr.lastElementChild!)]
      return cells.map((cell) => {
        const box = cell.getBoundingClientRect()
        return cell.contains(document.elementFromPoint(box.left + 12, box.top + box.height / 2))
      })
    })
  expect(await onTop()).toEqual(Array(11).fill(true))
  await wrap.evaluate((el) => {
    el.scrollLeft = 40
  })
  expect(await onTop()).toEqual(Array(11).fill(true))
})

test('the long table renders 10,000 rows, only those in view in the page, and scrolls to the last', async ({
  page,
  shell,
}) => {
  await openGallery(page, shell)
  const section = gallery(page).getByTestId('long-table')
  await section.getByRole('button', { name: '渲染 10,000 行' }).click()
  await expect(section.getByRole('status')).toContainText('10,000 行已渲染')
  const rows = section.locator('tbody tr[data-depth]')
  expect(await rows.count()).toBeLessThan(60)
  await section.getByTestId('data-table').evaluate((el) => {
    el.scrollTop = el.scrollHeight
  })
  await expect(section.getByRole('row', { name: /user10000/ })).toBeVisible()
  expect(await rows.count()).toBeLessThan(60)
})
