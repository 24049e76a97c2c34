import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { loginToken } from '../support/api'
import { startProduct } from '../support/product'

// The file centre: a staff import with progress and an error report in the System app,
// uploads with progress in the shell's file centre, and signed links that work without a session until
// they are altered or expire.
const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** A department and one of its positions in the admin's first tenant, read from the import template. */
async function sampleDepartment(shell: string): Promise<{ department: string; position: string }> {
  const token = await loginToken(shell, 'admin', 'Admin@12345')
  const answer = await fetch(`${shell}/gateway/filecenter/web/upLoad/importTemplate`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: '{}',
  })
  const [, row] = (await answer.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  const cells = row.split(',')
  return { department: cells[2], position: cells[3] }
}

// On a product of its own: the imported staff would change the staff counts later spec files expect.
test('a staff CSV import with one bad row shows its progress and a downloadable error file, and the good rows join the staff list', async ({
  page,
  ownShell: shell,
}) => {
  const { department, position } = await sampleDepartment(shell)
  const csv = [
    '姓名 Name,工号 Job number,部门 Department,岗位 Position,手机号 Phone,邮箱 Email,入职日期 Entry date',
    `导入甲,E2EIMP01,${department},${position},13811110001,jia@example.com,2024-05-06`,
    `导入乙,E2EIMP02,${department},${position},13811110002,,`,
    `导入丙,E2EIMP03,${department},${position},1381111,,`,
  ].join('\r\n')
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '人员列表' }).click()
  const frame = system(page)
  await frame.getByTestId('import-staff').click()
  const dialog = frame.getByRole('alertdialog', { name: '导入人员' })
  await dialog
    .getByLabel('人员文件（CSV 或 .xlsx）')
    .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) })
  await dialog.getByRole('button', { name: '开始导入' }).click()
  const bar = dialog.getByRole('progressbar', { name: '导入进度' })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(dialog.getByRole('status')).toHaveText('成功导入 2 条，失败 1 条')
  await page.screenshot({ path: test.info().outputPath('files-import-zh.png') })

  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: '下载错误数据' }).click()
  const file = await download
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toMatch(/^4,导入丙,E2EIMP03,.*请输入正确的手机号码$/)

  await dialog.getByRole('button', { name: '关闭' }).click()
  await frame.getByRole('searchbox', { name: '搜索', exact: true }).fill('E2EIMP')
  await frame.getByRole('button', { name: '搜索', exact: true }).click()
  const rows = frame.getByTestId('user-table').locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('导入甲')
  await expect(rows.nth(1)).toContainText('导入乙')
  await expect(rows.nth(0)).toContainText(department)
})

test('the file centre uploads with progress, lists the file with its usage, and shares a signed link that an altered copy cannot use', async ({
  page,
  shell,
  browser,
}) => {
  await signIn(page, shell, 'staff')
  await chooseLanguage(page, 'en')
  await page.getByTestId('files-link').click()
  await expect(page).toHaveURL(/\/portal\/files$/)
  const centre = page.getByTestId('files-page')
  await expect(centre.getByRole('heading', { name: 'File centre' })).toBeVisible()
  // The answer is held back a second, so the upload's progress (the §7 wrapper's callback) shows meanwhile.
  await page.route('**/gateway/filecenter/web/upLoad/upload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await centre.locator('input[type=file]').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: PNG })
  await expect(centre.getByRole('progressbar', { name: /^badge\.png Uploading \d+%$/ })).toBeVisible()
  await expect(centre.getByText('Uploaded')).toBeVisible()
  const list = centre.getByTestId('files-list')
  await expect(list.getByRole('row', { name: /badge\.png/ })).toBeVisible()
  await expect(centre.getByTestId('files-usage')).toHaveText(`Files: 1, used: ${PNG.length} B`)
  await page.screenshot({ path: test.info().outputPath('files-centre-en.png') })

  await list.getByRole('button', { name: 'Link badge.png' }).click()
  const link = await centre.getByTestId('files-signed-link').inputValue()
  expect(link).toContain('/gateway/filecenter/web/upLoad/link?')
  // Another browser without any session opens it.
  const stranger = await browser.newContext()
  try {
    const opened = await stranger.request.get(link)
    expect(opened.status()).toBe(200)
    expect(opened.headers()['content-type']).toBe('image/png')
    expect(Buffer.from(await opened.body()).equals(PNG)).toBe(true)
    const altered = new URL(link)
    altered.searchParams.set('e', String(Number(altered.searchParams.get('e')) + 3600))
    const refused = await stranger.request.get(altered.href, { headers: { 'accept-language': 'en' } })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 400954, msg: 'This file link is not valid' })
  } finally {
    await stranger.close()
  }

  // Deleting the file ends its link too.
  await list.getByRole('button', { name: 'Delete badge.png' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(centre.getByRole('status').filter({ hasText: 'File deleted' })).toBeVisible()
  await expect(centre.getByTestId('files-usage')).toHaveText('Files: 0, used: 0 B')
  expect((await page.request.get(link)).status()).toBe(404)
})

test('the file centre says which kinds it takes and takes a PDF, checked by its content', async ({ page, shell }) => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
  await signIn(page, shell, 'staff')
  await page.getByTestId('files-link').click()
  const centre = page.getByTestId('files-page')
  const input = centre.locator('input[type=file]')
  await expect(input).toHaveAccessibleDescription(
    '支持 pdf, docx, xlsx, pptx, txt, csv, bmp, jpeg, jpg, png, gif，单个文件不超过 10 MB，最多 9 个',
  )
  await input.setInputFiles({ name: 'handbook.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(centre.getByTestId('upload-item').filter({ hasText: 'handbook.pdf' })).toContainText('上传成功')
  await expect(centre.getByTestId('files-list').getByRole('row', { name: /handbook\.pdf/ })).toBeVisible()
  // A program renamed .pdf passes the browser's name check but the gateway reads its content and refuses it.
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)])
  exe.writeUInt32LE(64, 60)
  await input.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: exe })
  await expect(centre.getByTestId('upload-item').filter({ hasText: 'invoice.pdf' })).toContainText('上传失败')
  await expect(centre.getByTestId('files-list').getByRole('row', { name: /invoice\.pdf/ })).toHaveCount(0)
  await chooseLanguage(page, 'en')
  await expect(input).toHaveAccessibleDescription(
    'pdf, docx, xlsx, pptx, txt, csv, bmp, jpeg, jpg, png, gif; up to 10 MB each, at most 9 files',
  )
  await page.screenshot({ path: test.info().outputPath('files-centre-documents-en.png') })
  // Leave the shared product's file list as it was.
  await centre.getByTestId('files-list').getByRole('button', { name: 'Delete handbook.pdf' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(centre.getByTestId('files-usage')).toHaveText('Files: 0, used: 0 B')
})

test('a signed link stops working when its lifetime is over (a product with 2-second links)', async ({ page }) => {
  process.env.FILE_LINK_TTL_SECONDS = '2'
  const product = await startProduct().finally(() => {
    delete process.env.FILE_LINK_TTL_SECONDS
  })
  try {
    const shell = product.urls.shell
    await signIn(page, shell, 'staff')
    await page.getByTestId('files-link').click()
    const centre = page.getByTestId('files-page')
    await centre.locator('input[type=file]').setInputFiles({ name: 'short.png', mimeType: 'image/png', buffer: PNG })
    await centre.getByTestId('files-list').getByRole('button', { name: '复制链接 short.png' }).click()
    const link = await centre.getByTestId('files-signed-link').inputValue()
    expect((await page.request.get(link)).status()).toBe(200)
    await chooseTheme(page, 'orange')
    await page.screenshot({ path: test.info().outputPath('files-centre-zh-orange.png') })
    await page.waitForTimeout(2500)
    const expired = await page.request.get(link)
    expect(expired.status()).toBe(410)
    expect(await expired.json()).toMatchObject({ code: 400955, msg: '文件链接已过期' })
  } finally {
    await product.close()
  }
})
