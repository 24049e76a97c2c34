import { test, expect, ACCOUNTS, openOrganisation } from '../support/fixtures'
import { chooseTheme, expectTenant } from '../support/user-menu'
import { openProbe } from '../support/probe'

// The tenant pick at sign-in, and host branding by system code.

test('admin (two tenants) must pick a tenant at sign-in, and lands in the one picked', async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  await page.getByLabel('账号').fill(ACCOUNTS.admin.account)
  await page.getByLabel('登录密码').fill(ACCOUNTS.admin.password)
  await page.getByRole('button', { name: '登录' }).click()
  const picker = page.getByRole('group', { name: '选择租户' })
  await expect(picker.getByRole('radio')).toHaveCount(2)
  expect(await page.evaluate(() => localStorage.getItem('t'))).toBeNull() // no session before the pick
  await page.getByRole('button', { name: '进入' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '请选择租户' })).toBeVisible()

  // Back to the sign-in methods, then again, picking the second tenant.
  await page.getByRole('button', { name: '返回' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '已取消登录' })).toBeVisible()
  await page.getByRole('button', { name: '登录' }).click()
  await picker.getByRole('radio', { name: 'Demo Co. Beijing' }).check()
  await page.getByRole('button', { name: '进入' }).click()
  await expect(page).toHaveURL(/\/portal\//)
  await expectTenant(page, '2')
  // The organisation structure's staff are the second tenant's.
  await openOrganisation(page)
  await expect(page.frameLocator('iframe[name="system"]').getByRole('navigation', { name: '分页' })).toContainText(
    '共 37 条',
  )
  expect(
    await page.evaluate(() => [
      localStorage.getItem('renterId'),
      JSON.parse(localStorage.getItem('renterList') ?? '[]').length,
    ]),
  ).toEqual(['2', 2])
})

test("a brand's host shows its name, logo and theme before and after sign-in, and sub-apps get it", async ({
  page,
  shell,
}) => {
  const weihai = shell.replace('//localhost', '//weihai.localhost')
  await page.goto(`${weihai}/login`)
  await expect(page).toHaveTitle('账号登录 - 威海人力资源平台')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('威海人力资源平台')
  await expect(page.locator('h1 img')).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'orange')
  const stored = await page.evaluate(() =>
    [localStorage.getItem('sysInfo'), sessionStorage.getItem('sysInfo')].map((v) => JSON.parse(v ?? '{}')),
  )
  for (const info of stored)
    expect(info).toMatchObject({ sysCode: 'weihai', sysName: '威海人力资源平台', themeId: 'orange' })

  await page.getByLabel('账号').fill(ACCOUNTS.admin.account)
  await page.getByLabel('登录密码').fill(ACCOUNTS.admin.password)
  await page.getByRole('button', { name: '登录' }).click()
  await page.getByRole('group', { name: '选择租户' }).getByRole('radio').first().check()
  await page.getByRole('button', { name: '进入' }).click()
  await expect(page).toHaveURL(/\/portal\//)
  await expect(page.getByTestId('brand')).toHaveText('威海人力资源平台')
  await expect(page.getByTestId('brand')).toHaveAttribute('href', 'https://www.weihai.gov.cn/')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'orange')

  // The sub-app, in its own origin, accepts the brand host as its shell and reads the brand from env.
  const frame = await openProbe(page, weihai, 'probe-1')
  const env = await frame.evaluate(() => (window as any).probe.shell.env.get())
  expect(env.system).toMatchObject({ sysName: '威海人力资源平台', linkUrl: 'https://www.weihai.gov.cn/' })
  expect(env.theme).toBe('orange')
})

test("the plain host keeps the default brand: the product name and the user's theme", async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('人力资源门户')
  await expect(page.locator('link[rel="icon"]')).toHaveCount(0)
  await chooseTheme(page, 'orange')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'orange')
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('sysInfo') ?? '{}'))).toMatchObject({
    sysCode: 'default',
    themeId: 'orange',
  })
})
