import type { FrameLocator, Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'

// The tour shop (its own origin) hears the portal's signed webhooks. The tenant administrator sees the installation's
// webhook secret once on the Apps page; the vendor saves it in the shop; a test event then reaches the shop, which
// checks its signature, and the administrator's delivery log shows it delivered.
// Needs: the tour shop started with the product and installed in the demo tenant (tenant 1) from its manifest URL.

const system = (page: Page): FrameLocator => page.frameLocator('iframe[name="system"]')
/** The console password of the demo (vendors/tour-shop/server/console/auth.ts DEMO_CONSOLE_PASSWORD). */
const CONSOLE_PASSWORD = process.env.TOUR_SHOP_CONSOLE_PASSWORD ?? 'TourShop@2024'

test('the administrator hands the tour shop its webhook secret and a test event is delivered, signed', async ({
  page,
  browser,
  shell,
}) => {
  test.setTimeout(120_000)
  await signIn(page, shell, 'admin', '/portal/ums/apps')
  const apps = system(page)
  const hooks = apps.getByTestId('webhooks-tour-shop')
  await expect(hooks).toContainText('事件回调地址：')
  const address = ((await hooks.locator('small').first().textContent()) ?? '').replace('事件回调地址：', '')
  const origin = new URL(address).origin

  // Shown once: a second view is a rotation, confirmed first.
  const show = hooks.getByRole('button', { name: '显示旅游商城的回调密钥' })
  if (await show.isVisible()) await show.click()
  else {
    await hooks.getByRole('button', { name: '为旅游商城的回调更换密钥' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '更换回调密钥' }).click()
  }
  const secret = (await hooks.getByTestId('webhook-secret').textContent()) ?? ''
  expect(secret).toMatch(/^whsec_[\w-]{43}$/)
  await expect(hooks.getByRole('button', { name: '为旅游商城的回调更换密钥' })).toBeVisible()

  // The vendor signs in to the shop's console on its own origin and saves the secret for tenant 1.
  const vendor = await (await browser.newContext({ locale: 'zh-CN' })).newPage()
  await vendor.goto(`${origin}/console/`)
  await vendor.getByLabel('后台密码').fill(CONSOLE_PASSWORD)
  await vendor.getByRole('button', { name: '登录' }).click()
  const saved = await vendor.request.post(`${origin}/console/tenants/1/webhook-secret`, {
    data: { secret },
    headers: { origin },
  })
  expect(await saved.json()).toEqual({ saved: true })

  // A test event reaches the shop, which accepts it only with a valid signature: the log shows it delivered.
  await hooks.getByRole('button', { name: '向旅游商城发送测试事件' }).click()
  const log = apps.getByTestId('deliveries-tour-shop')
  const logButton = hooks.getByRole('button', { name: '投递记录' })
  await expect(async () => {
    if (!(await log.isVisible())) await logButton.click()
    else {
      await logButton.click()
      await logButton.click()
    }
    await expect(log.locator('tr[data-topic="app.ping"]').first()).toHaveAttribute('data-status', 'delivered', {
      timeout: 2000,
    })
  }).toPass({ timeout: 30_000 })
  await expect(log.locator('tr[data-topic="app.ping"]').first()).toContainText('测试事件')
  await vendor.context().close()
})
