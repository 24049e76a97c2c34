import type { Page } from '@playwright/test'
import { test, expect, signInThroughForm as signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { violations } from '../support/axe'
import { solveSliderIfAsked } from '../support/slider'

// The operations platform: an operator's own menu tree, brands that change their
// host, version notices staff see once; staff never reach it.
const operations = (page: Page) => page.frameLocator('iframe[name="operations"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

async function signInOperator(page: Page, shell: string) {
  await page.goto(`${shell}/login`)
  await page.getByLabel('账号').fill('operator')
  await page.getByLabel('登录密码').fill('Operator@12345')
  await page.getByRole('button', { name: '登录' }).click()
  await solveSliderIfAsked(page, () => page.waitForURL(/\/portal\//))
  await page.waitForURL(/\/portal\//)
}

test.describe.configure({ mode: 'serial' })

test('an operator sees the Operations menu, lists tenants, and renames a brand, which its host shows', async ({
  page,
  shell,
}) => {
  await signInOperator(page, shell)
  const menu = mainMenu(page)
  await expect(menu.getByText('运营平台')).toBeVisible()
  await menu.getByRole('link', { name: '租户', exact: true }).click()
  const frame = operations(page)
  // The demo company's two tenants (companies registered by other tests may be listed too).
  await expect(frame.getByTestId('ops-tenants')).toContainText('Demo Co. Shanghai')
  await expect(frame.getByTestId('ops-tenants')).toContainText('Demo Co. Beijing')
  await frame.getByLabel('租户、编码或公司').fill('Beijing')
  await frame.getByRole('button', { name: '搜索' }).click()
  await expect(frame.getByTestId('ops-tenants').locator('tbody tr')).toHaveCount(1)
  await expect(frame.getByTestId('ops-tenants')).toContainText('Demo Co. Beijing')
  await expect(frame.getByTestId('ops-records-link')).toHaveAttribute('href', /\/compRecords$/)
  await page.screenshot({ path: test.info().outputPath('ops-tenants.png') })

  await menu.getByRole('link', { name: '品牌' }).click()
  await frame.getByRole('button', { name: '编辑 jiahe' }).click()
  const form = frame.getByRole('form', { name: '编辑品牌 jiahe' })
  await form.getByLabel('Logo 地址（https 或 data:image）').fill('http://insecure.example.com/logo.png')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByRole('alert')).toHaveText('徽标须为 https 地址或 data:image 地址')
  const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#2f6f3e"/></svg>')}`
  await form.getByLabel('Logo 地址（https 或 data:image）').fill(logo)
  await form.getByLabel('系统名称').fill('嘉禾运营测试云')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form).toBeHidden()
  await expect(frame.getByTestId('ops-brands')).toContainText('嘉禾运营测试云')
  await page.screenshot({ path: test.info().outputPath('ops-brands.png') })

  const host = await page.context().newPage()
  await host.goto(`${shell.replace('//localhost', '//jiahe.localhost')}/login`)
  await expect(host.getByRole('heading', { level: 1 })).toHaveText('嘉禾运营测试云')
  await expect(host).toHaveTitle(/嘉禾运营测试云/)
})

// A product of its own: a published notice would greet every later test's sign-in.
test('a version notice the operator publishes shows to staff once after sign-in, and not again after "Got it"', async ({
  page,
  browser,
  ownShell: shell,
}) => {
  await signInOperator(page, shell)
  await mainMenu(page).getByRole('link', { name: '版本公告' }).click()
  const frame = operations(page)
  const form = frame.getByRole('form', { name: '发布版本公告' })
  await form.getByRole('button', { name: '发布' }).click()
  await expect(form.getByRole('alert')).toHaveText('版本号、标题、内容和发布日期必填')
  await form.getByLabel('版本号').fill('5.2.0')
  await form.getByLabel('标题').fill('新版本上线')
  await form.getByLabel('内容').fill('薪资导出更快了。')
  await form.getByRole('button', { name: '发布' }).click()
  const notices = frame.getByTestId('ops-notices')
  await expect(notices.locator('tbody tr')).toHaveCount(1)
  await expect(notices.locator('tbody tr').first()).toContainText('新版本上线')
  await expect(notices.locator('tbody tr td').last()).toHaveText('0')

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, shell, 'staff')
  const dialog = staff.getByRole('alertdialog')
  await expect(dialog).toContainText('新版本上线')
  await expect(dialog.getByTestId('version-notice')).toHaveText('薪资导出更快了。')
  await expect(dialog).toContainText('版本 5.2.0')
  await staff.screenshot({ path: test.info().outputPath('ops-notice.png') })
  expect(await violations(staff, { include: ['[role="alertdialog"]'] })).toEqual([])
  await dialog.getByRole('button', { name: '我知道了' }).click()
  await expect(dialog).toBeHidden()
  // The operator is a user too: the notice comes up on their next page load; both reads are counted.
  await page.reload()
  const own = page.getByRole('alertdialog')
  await expect(own).toContainText('新版本上线')
  await own.getByRole('button', { name: '我知道了' }).click()
  await expect
    .poll(async () => {
      await page.getByRole('button', { name: '刷新当前页' }).click()
      return frame
        .getByTestId('ops-notices')
        .locator('tbody tr td')
        .last()
        .innerText({ timeout: 3000 })
        .catch(() => '')
    })
    .toBe('2')

  await staff.reload()
  await expect(staff.getByTestId('current-user')).toBeVisible()
  await staff.waitForTimeout(1500)
  await expect(staff.getByRole('alertdialog')).toHaveCount(0)
  await staffContext.close()
})

test('staff has no Operations menu, and a direct address to it opens nothing', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  await expect(mainMenu(page)).toBeVisible()
  await expect(mainMenu(page).getByText('运营平台')).toHaveCount(0)
  await page.goto(`${shell}/portal/ops/tenants`)
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
  await expect(page.locator('iframe[name="operations"]')).toHaveCount(0)
  const answer = await page.evaluate(async () => {
    const response = await fetch('/gateway/tum/web/operations/tenant/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: localStorage.getItem('t') ?? '' },
      body: '{}',
    })
    return response.json()
  })
  expect(answer.code).toBe(403001)
})

test('the operations pages speak English in the orange theme and pass axe', async ({ page, shell }) => {
  await signInOperator(page, shell)
  await chooseLanguage(page, 'en')
  await chooseTheme(page, 'orange')
  const menu = mainMenu(page)
  await menu.getByRole('link', { name: 'Version notices' }).click()
  const frame = operations(page)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Version notices')
  await expect(frame.getByRole('form', { name: 'Publish a version notice' }).getByLabel('Target brand')).toContainText(
    'All brands',
  )
  await page.screenshot({ path: test.info().outputPath('ops-notices-en-orange.png') })
  expect(await violations(page, { include: ['iframe[name="operations"]'] })).toEqual([])
  await menu.getByRole('link', { name: 'Tenants', exact: true }).click()
  await expect(frame.getByTestId('ops-tenants')).toContainText('Demo Co. Beijing')
  expect(await violations(page, { include: ['iframe[name="operations"]'] })).toEqual([])
})
