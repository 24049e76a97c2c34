import { test, expect, signIn } from '../support/fixtures'

// The vendor console (/vendor-console): the tour shop's vendor signs in with its own vendor account (the demo's
// `tour-vendor`, owning the shop's origin; no portal user) and sees the shop's install in the demo tenant and the
// webhooks sent to its origin (app.installed at least), never another vendor's app; a platform operator creates a
// vendor account in Operations → App vendors, and that vendor sees nothing of apps on other origins.
// Needs: the tour shop started with the product and installed in the demo tenant (the runner), the demo's vendor accounts.

test("the tour shop's vendor sees its install and a webhook delivery in the vendor console", async ({
  page,
  shell,
}) => {
  await page.goto(`${shell}/vendor-console`)
  await page.getByLabel('Sign-in name').fill('tour-vendor')
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The sign-in name or the password is wrong')
  await page.getByLabel('Password').fill('Vendor@12345')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByTestId('vendor-console-who')).toContainText('Sunny Tours Ltd')
  const installs = page.getByTestId('vendor-console-installs')
  await expect(installs.getByRole('row').filter({ hasText: 'Tour shop' })).toContainText('Enabled')
  // The supplier app is another vendor's: not listed.
  await expect(installs).not.toContainText('supplier', { ignoreCase: true })
  const deliveries = page.getByTestId('vendor-console-deliveries')
  await expect(deliveries.getByRole('row').filter({ hasText: 'tour-shop' }).first()).toBeVisible()
  await expect(deliveries).not.toContainText('supplier')
  await expect(page.getByTestId('vendor-console-calls').getByRole('heading', { name: 'API calls' })).toBeVisible()

  // Signed out, a reload shows the sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.reload()
  await expect(page.getByLabel('Sign-in name')).toBeVisible()
})

test('a platform operator creates a vendor account, which sees no app of another origin', async ({
  page,
  browser,
  shell,
}) => {
  await signIn(page, shell, 'operator', '/portal/ops/vendors')
  const ops = page.frameLocator('iframe[name="operations"]')
  await expect(ops.getByTestId('ops-vendors')).toContainText('tour-vendor')
  const login = `e2e-${Date.now()}`
  await ops.getByRole('button', { name: '新建开发商账号' }).first().click()
  const form = ops.getByTestId('ops-vendor-form')
  await form.getByLabel('登录名').fill(login)
  await form.getByLabel('开发商名称').fill('E2E Apps')
  await form.getByLabel('来源地址').fill('https://e2e-apps.example.com')
  await form.getByLabel('密码').fill('E2e-vendor-pass')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(ops.getByTestId('ops-vendors')).toContainText(login)

  const vendor = await (await browser.newContext()).newPage()
  await vendor.goto(`${shell}/vendor-console`)
  await vendor.getByLabel('Sign-in name').fill(login)
  await vendor.getByLabel('Password').fill('E2e-vendor-pass')
  await vendor.getByRole('button', { name: 'Sign in' }).click()
  await expect(vendor.getByTestId('vendor-console-installs')).toContainText(
    'No tenant has installed an app from your origins.',
  )
  await expect(vendor.getByTestId('vendor-console-deliveries')).toContainText(
    'No webhook was sent to your origins yet.',
  )
})
