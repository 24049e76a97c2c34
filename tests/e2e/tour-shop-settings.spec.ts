import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'

// The tour shop's settings page (its manifest's `settings`), inside the portal under the portal's sign-in: the
// tenant's app administrator opens it from the Apps list, sets the welfare budget and keeps the trip catalogue (add,
// change, delete); staff, who use the shop, may
// open the address but the portal gives them no token for that page (the shop refuses every other token there).
// Needs: the tour shop started with the product and installed in the demo tenant (the runner).

const shop = (page: Page) => page.frameLocator('iframe[name="tour-shop"]')
const system = (page: Page) => page.frameLocator('iframe[name="system"]')

test("the tenant's app administrator sets the tour shop's welfare budget and trips on its settings page in the portal", async ({
  page,
  shell,
}) => {
  test.setTimeout(120_000)
  await signIn(page, shell, 'admin', '/portal/ums/apps')
  const row = system(page).locator('tr[data-app="tour-shop"]')
  await row.getByRole('button', { name: '旅游商城 的设置' }).click()
  await expect(page).toHaveURL(/\/portal\/tour-shop\/settings$/)
  const settings = shop(page)
  await expect(settings.getByRole('heading', { level: 1, name: '商城设置' })).toBeVisible({ timeout: 30_000 })
  await settings.getByLabel('年份').fill('2031')
  await settings.getByLabel('金额（元）').fill('4321.5')
  await settings.getByRole('button', { name: '保存预算' }).click()
  await expect(settings.getByRole('status')).toHaveText('2031 年的福利预算已保存。')
  await expect(settings.getByTestId('budget-settings')).toContainText('2031 年：')
  await expect(settings.getByTestId('budget-settings')).toContainText('4,321.50')

  // The trip catalogue: a trip added, its price changed, then deleted.
  const title = `设置页 ${Date.now()}`
  const form = settings.getByTestId('trip-form')
  await form.getByLabel('中文名称').fill(title)
  await form.getByLabel('英文名称').fill(`Settings ${title}`)
  await form.getByLabel('目的地').fill('杭州')
  await form.getByLabel('天数').fill('2')
  await form.getByLabel('每人价格（元）').fill('abc')
  await form.getByLabel('每团名额').fill('8')
  await form.getByLabel(/出发日期/).fill('2031-05-01\n2031-06-01')
  await form.getByRole('button', { name: '新增旅游产品' }).click()
  await expect(settings.getByRole('alert')).toContainText('每人价格（元）：应为金额')
  await form.getByLabel('每人价格（元）').fill('888')
  await form.getByRole('button', { name: '新增旅游产品' }).click()
  await expect(settings.getByRole('status')).toHaveText(`旅游产品“${title}”已保存。`)
  const trip = settings.getByTestId('trip-setting').filter({ hasText: title })
  await expect(trip).toContainText('¥888.00')
  await trip.getByRole('button', { name: `修改 ${title}` }).click()
  await form.getByLabel('每人价格（元）').fill('999.5')
  await form.getByRole('button', { name: '保存旅游产品' }).click()
  await expect(trip).toContainText('¥999.50')
  await trip.getByRole('button', { name: `删除 ${title}` }).click()
  await expect(settings.getByRole('status')).toHaveText(`旅游产品“${title}”已删除。`)
  await expect(trip).toHaveCount(0)
})

test('staff who use the tour shop cannot read or change its settings', async ({ page, shell }) => {
  test.setTimeout(120_000)
  await signIn(page, shell, 'staff', '/portal/tour-shop/settings')
  const settings = shop(page)
  await expect(settings.getByRole('heading', { level: 1, name: '商城设置' })).toBeVisible({ timeout: 30_000 })
  // The portal gives the settings page's token to the tenant's app administrators only: the page gets none.
  await expect(settings.getByRole('alert')).toContainText('无法从门户获取应用令牌')
  await expect(settings.getByTestId('budget-settings')).toHaveCount(0)
  await expect(settings.getByRole('button', { name: '保存预算' })).toHaveCount(0)
  await expect(settings.getByTestId('trip-form')).toHaveCount(0)
})
