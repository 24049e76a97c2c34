import type { Browser, Page } from '@playwright/test'
import { test, expect, signIn, type ACCOUNTS } from '../support/fixtures'

// The tour shop's nightly staff sync with its background credential, across origins: the tenant administrator creates
// the credential on the Apps page (its secret shown once), the vendor pastes it into the shop's console and runs the
// job (the same one its schedule runs), which reads the portal's directory with no user signed in; once the
// administrator revokes the credential, the job is refused.
// Needs: the tour shop started with the product and installed in the demo tenant (scopes approvals.start,
// directory.read), the portal's vendor API (api/oauth/token, directory/staff).

const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' })
const CONSOLE_PASSWORD = process.env.TOUR_SHOP_CONSOLE_PASSWORD ?? 'TourShop@2024'

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS, to?: string) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, shell, who, to)
  return page
}

test('the administrator issues a background credential, the shop syncs staff with it, and a revoked one is refused', async ({
  browser,
  shell,
}) => {
  test.setTimeout(180_000)
  // Staff opens the shop: the vendor now knows the tenant.
  const staff = await person(browser, shell, 'staff')
  await mainMenu(staff).getByRole('link', { name: '旅游产品' }).click()
  await expect(staff.frameLocator('iframe[name="tour-shop"]').getByRole('heading', { level: 1 })).toBeVisible()

  // The administrator creates the credential on the tour shop's row: the secret is shown once.
  const admin = await person(browser, shell, 'admin', '/portal/ums/apps')
  const row = system(admin).locator('tr[data-app="tour-shop"]')
  await row.getByRole('button', { name: /创建后台凭据/ }).click()
  const clientId = (await row.getByTestId('credential-client-id').textContent()) ?? ''
  const secret = (await row.getByTestId('credential-secret').textContent()) ?? ''
  expect(clientId).toMatch(/^cid_/)
  expect(secret).toMatch(/^cs_/)
  const origin = ((await row.locator('th small').textContent()) ?? '').trim()
  await row.getByRole('button', { name: '完成，隐藏密钥' }).click()
  await expect(row.getByTestId('credential-secret')).toHaveCount(0)
  await expect(row.getByTestId(`credential-tour-shop`)).toContainText(clientId)

  // The vendor pastes it into its console and runs the job now.
  const vendor = await (await browser.newContext({ locale: 'zh-CN' })).newPage()
  await vendor.goto(`${origin}/console/`)
  await vendor.getByLabel('后台密码').fill(CONSOLE_PASSWORD)
  await vendor.getByRole('button', { name: '登录' }).click()
  await vendor
    .getByRole('link', { name: /^企业 \d+$/ })
    .first()
    .click()
  await vendor.getByLabel('客户端 ID').fill(clientId)
  await vendor.getByLabel('客户端密钥').fill(secret)
  await vendor.getByRole('button', { name: '保存凭据' }).click()
  await expect(vendor.getByTestId('sync-credential')).toContainText(clientId)
  await vendor.getByRole('button', { name: '立即同步' }).click()
  await expect(vendor.getByTestId('sync-last-run')).toHaveAttribute('data-ok', 'true')
  await expect(vendor.getByTestId('sync-last-run')).toContainText('名员工')
  const kept = Number(/(\d+)/.exec((await vendor.getByTestId('sync-staff').textContent()) ?? '')?.[1])
  expect(kept).toBeGreaterThan(0)

  // The administrator revokes it (confirmed): the next run is refused and says why; the shop keeps its last copy.
  await row.getByRole('button', { name: /^吊销 .* 的后台凭据$/ }).click()
  const confirm = admin.getByRole('alertdialog', { name: /吊销 .* 的后台凭据？/ })
  await confirm.getByRole('button', { name: '吊销', exact: true }).click()
  await expect(row.getByTestId('credential-tour-shop')).toContainText('无后台凭据')
  await vendor.getByRole('button', { name: '立即同步' }).click()
  await expect(vendor.getByTestId('sync-last-run')).toHaveAttribute('data-ok', 'false')
  await expect(vendor.getByTestId('sync-staff')).toContainText(String(kept))
})
