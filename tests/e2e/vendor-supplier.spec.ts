import type { Page } from '@playwright/test'
import { violations } from '../support/axe'
import { test, expect, signIn } from '../support/fixtures'
import { chooseTheme } from '../support/user-menu'
import { frameOf } from '../support/probe'

// The supplier app (vendors/supplier/) runs on its own origin, started beside the product (integrations/vendor-samples/),
// and is installed into the demo tenant by manifest URL. Its backend's rules have their own tests (vendors/supplier/server/).

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

/** A small PDF, as a user would pick one. */
const licence = {
  name: '营业执照.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
}

test('admin onboards a supplier, uploads its licence and evaluates it in the supplier app on its own origin', async ({
  page,
  shell,
  product,
}) => {
  const fromApp: Array<Record<string, string>> = []
  page.on('request', async (request) => {
    if (request.url().startsWith(`${product.devServices['vendor:supplier']}/api/`))
      fromApp.push(await request.allHeaders())
  })
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '供应商列表' }).click()
  await expect(page).toHaveURL(`${shell}/portal/supplier/list`)
  const app = page.frameLocator('iframe[name="supplier"]')
  const table = app.getByTestId('supplier-table')
  // The vendor's own demo suppliers, seeded on the tenant's first call and marked as such.
  await expect(table.locator('tbody tr')).toHaveCount(5)
  await expect(table.locator('tbody tr').first()).toContainText('示例数据')
  expect(new URL(frameOf(page, 'supplier').url()).origin).toBe(product.devServices['vendor:supplier'])
  expect(await violations(page)).toEqual([])

  await app.getByRole('link', { name: '供应商入驻' }).click()
  await expect(app.getByRole('heading', { level: 1, name: '供应商入驻' })).toBeFocused()
  await app.getByLabel('公司名称').fill('宁波港湾包装有限公司')
  await app.getByLabel('类别').selectOption({ label: '物流' })
  await app.getByLabel('联系人').fill('张伟')
  await app.getByLabel('联系电话').fill('0574-8888 0001')
  // GB 32100-2015's worked example, first with its wrong check character Z, then with the right one, 3.
  await app.getByLabel('统一社会信用代码').fill('91350100M000100Y4Z')
  await app.getByRole('button', { name: '提交入驻' }).click()
  await expect(app.getByLabel('统一社会信用代码')).toHaveAttribute('aria-invalid', 'true')
  await expect(app.getByText('统一社会信用代码无效：请逐位核对（最后一位为校验码）。')).toBeVisible()
  expect(await violations(page)).toEqual([])
  await app.getByLabel('统一社会信用代码').fill('91350100m000100y43')
  await app.getByRole('button', { name: '提交入驻' }).click()
  await expect(app.getByRole('heading', { level: 1, name: '宁波港湾包装有限公司' })).toBeVisible()
  await expect(app.getByTestId('supplier-notice')).toHaveText('宁波港湾包装有限公司 已入驻。')
  await expect(app.getByTestId('supplier-status')).toHaveText('待审核')

  await app.getByLabel('文件类型').selectOption({ label: '营业执照' })
  await app.getByLabel('有效期至').fill('2099-12-31')
  await app.getByLabel('文件（PDF 或图片，不超过 5 MB）').setInputFiles(licence)
  await app.getByRole('button', { name: '上传', exact: true }).click()
  await expect(app.getByTestId('supplier-notice')).toHaveText('营业执照.pdf 已上传。')
  await expect(app.getByTestId('document-table')).toContainText('营业执照.pdf')
  await expect(app.getByTestId('supplier-status')).toHaveText('合格')
  const download = page.waitForEvent('download')
  await app.getByRole('button', { name: '下载 营业执照.pdf' }).click()
  expect((await download).suggestedFilename()).toBe('营业执照.pdf')

  // Each score is a row of five stars (radio buttons named "n 分（满分 5 分）"): a click on the star, or the arrow keys.
  await app.getByRole('group', { name: '质量' }).locator('label').nth(4).click()
  await app.getByRole('group', { name: '交付' }).locator('label').nth(3).click()
  await app.getByRole('group', { name: '服务' }).getByRole('radio', { name: '2 分（满分 5 分）' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(app.getByRole('group', { name: '服务' }).getByRole('radio', { name: '3 分（满分 5 分）' })).toBeChecked()
  await app.getByLabel('评语（选填）').fill('包装结实，交货准时')
  await app.getByRole('button', { name: '保存评价' }).click()
  await expect(app.getByTestId('supplier-notice')).toHaveText('评价已保存。')
  await expect(app.getByRole('listitem').filter({ hasText: '包装结实，交货准时' })).toContainText('我的')
  await chooseTheme(page, 'orange')
  await expect(page.frameLocator('iframe[name="supplier"]').locator('html')).toHaveAttribute('data-theme', 'orange')
  expect(await violations(page)).toEqual([])

  await app.getByRole('link', { name: '返回列表' }).first().click()
  const row = table.locator('tbody tr', { hasText: '宁波港湾包装有限公司' })
  await expect(row).toContainText('合格')
  await expect(row.getByRole('img', { name: '1 条评价，平均 4 分（满分 5 分）' })).toBeVisible()
  await app.getByRole('searchbox').fill('港湾')
  await app.getByRole('button', { name: '搜索' }).click()
  await expect(table.locator('tbody tr')).toHaveCount(1)

  // Every call to the app's backend carried an app token, never the staff token.
  const staffToken = await page.evaluate(() => localStorage.getItem('t') ?? '')
  expect(fromApp.length).toBeGreaterThan(3)
  for (const headers of fromApp) {
    expect(headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
    expect(headers.token).toBeUndefined()
    expect(Object.values(headers).join('\n')).not.toContain(staffToken)
  }
})
