import type { Browser, Page } from '@playwright/test'
import { test, expect, signIn, type ACCOUNTS } from '../support/fixtures'

// The tour shop as a vendor app on its own origin (vendors/tour-shop), installed in the demo tenant. The tenant's app
// administrator fills its catalogue and welfare budget on the shop's settings page in the portal; staff books a trip in the portal, which
// starts an approval through the portal's vendor API; the manager approves it in the approval centre; staff sees
// the booking approved and the budget reduced.
// Needs: the tour shop started with the product (the runner) and installed in the demo tenant for the staff and
// manager roles, and the portal's vendor API (api/token, approvals/start, approvals/state).

const shop = (page: Page) => page.frameLocator('iframe[name="tour-shop"]')
const approval = (page: Page) => page.frameLocator('iframe[name="approval"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' })

/** A date `days` from now, in China (the shop's calendar). */
const chinaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000))

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, shell, who)
  return page
}

test('staff books a trip, the manager approves it in the approval centre, and the welfare budget goes down', async ({
  browser,
  shell,
}) => {
  test.setTimeout(180_000)
  const title = `黄山 ${Date.now()}`
  const departure = chinaDay(30)

  // Staff opens the shop: the vendor now knows the tenant.
  const staff = await person(browser, shell, 'staff')
  await mainMenu(staff).getByRole('link', { name: '旅游产品' }).click()
  await expect(shop(staff).getByRole('heading', { level: 1, name: '旅游产品' })).toBeVisible()

  // The tenant's app administrator fills the catalogue and budget on the shop's settings page in the portal.
  const admin = await person(browser, shell, 'admin')
  await admin.goto(`${shell}/portal/tour-shop/settings`)
  const settings = shop(admin)
  await settings.getByLabel('年份').fill(departure.slice(0, 4))
  await settings.getByLabel('金额（元）').fill('5000')
  await settings.getByRole('button', { name: '保存预算' }).click()
  await expect(settings.getByRole('status')).toHaveText(`${departure.slice(0, 4)} 年的福利预算已保存。`)
  const add = settings.getByTestId('trip-form')
  await add.getByLabel('中文名称').fill(title)
  await add.getByLabel('英文名称').fill(`Yellow Mountains ${title}`)
  await add.getByLabel('目的地').fill('黄山')
  await add.getByLabel('天数').fill('3')
  await add.getByLabel('每人价格（元）').fill('1599.50')
  await add.getByLabel('每团名额').fill('10')
  await add.getByLabel(/出发日期/).fill(departure)
  await add.getByRole('button', { name: '新增旅游产品' }).click()
  await expect(settings.getByRole('status')).toHaveText(`旅游产品“${title}”已保存。`)

  // Staff books two travellers: 3199.00 of the budget is held while the approval is pending.
  await staff.reload()
  await shop(staff)
    .getByRole('link', { name: `预订${title}` })
    .click()
  await shop(staff).getByLabel('出行人数').fill('2')
  await expect(shop(staff).getByText('合计: ¥3,199.00')).toBeVisible()
  await shop(staff).getByRole('button', { name: '提交审批' }).click()
  await expect(shop(staff).getByRole('status').filter({ hasText: '预订已提交' })).toBeVisible()
  const booking = shop(staff).getByTestId('booking').filter({ hasText: title })
  await expect(booking).toHaveAttribute('data-state', 'pending')
  await expect(shop(staff).getByTestId('budget-left')).toHaveText('¥1,801.00')

  // A booking above what is left is refused with the amounts.
  await shop(staff).getByRole('link', { name: '旅游产品' }).click()
  await shop(staff)
    .getByRole('link', { name: `预订${title}` })
    .click()
  await shop(staff).getByLabel('出行人数').fill('2')
  await shop(staff).getByRole('button', { name: '提交审批' }).click()
  await expect(shop(staff).getByRole('alert')).toHaveText('本次预订金额 ¥3199.00 超出您今年剩余的福利预算 ¥1801.00')

  // The manager approves it in the approval centre.
  const manager = await person(browser, shell, 'manager')
  await manager.goto(`${shell}/portal/approval/center`)
  const row = approval(manager).getByTestId('center-table').locator('tbody tr').filter({ hasText: title })
  await row.getByRole('button', { name: '审批' }).click()
  // The request's page (intent appRequest.view) opens in the shell's dialog, in a frame of the approval app.
  const dialog = manager.getByRole('dialog')
  const request = manager.frameLocator('iframe[name="approval-dialog"]')
  await expect(request.getByTestId('app-request')).toContainText(title)
  await request.getByRole('button', { name: '通过' }).click()
  await expect(dialog).toBeHidden()

  // Staff sees it approved, and the budget stays reduced by the approved amount.
  await shop(staff).getByRole('link', { name: '我的预订' }).click()
  await expect(booking).toHaveAttribute('data-state', 'approved')
  await expect(booking.getByText('已批准')).toBeVisible()
  await expect(shop(staff).getByTestId('budget-left')).toHaveText('¥1,801.00')
})
