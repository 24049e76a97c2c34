import type { Page } from '@playwright/test'
import { violations } from '../support/axe'
import { test, expect, signIn } from '../support/fixtures'

// The outsourcing app: HR adds a provider and a worker with an account and an assignment; the worker signs in, clocks in
// on the attendance app's clock-in page; HR finds the worker on the provider's statement of the month.

const outsourcing = (page: Page) => page.frameLocator('iframe[name="outsourcing"]')
const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')
/** The demo tenant's head office, the clock-in place of its whole-company attendance group (seed/calendars.ts). */
const OFFICE = { lat: 31.2304, lng: 121.4737 }
const WORKER = { account: 'e2e-worker', password: 'Worker@67890' }

test("HR adds a provider and a worker with an assignment; the worker clocks in and shows on the provider's statement", async ({
  browser,
  ownShell,
}) => {
  test.setTimeout(240_000)
  const month = new Date().toISOString().slice(0, 7)
  const hrContext = await browser.newContext()
  const hr = await hrContext.newPage()
  await signIn(hr, ownShell, 'hr', '/portal/outsourcing/providers')
  const app = outsourcing(hr)

  // A provider billing per hour.
  await app.getByRole('button', { name: '新增外包公司' }).click()
  const provider = app.getByTestId('provider-dialog')
  await provider.getByLabel('公司名称 *').fill('蓝鲸劳务派遣')
  await provider.getByLabel('联系人 *').fill('钱经理')
  await provider.getByLabel('联系人手机 *').fill('13800001234')
  await provider.getByLabel('合同开始 *').fill(`${month.slice(0, 4)}-01-01`)
  await provider.getByLabel('合同结束 *').fill(`${month.slice(0, 4)}-12-31`)
  await provider.getByLabel('计费方式 *').selectOption('hour')
  // A rate with three decimals is refused in the dialog, in the user's language.
  await provider.getByLabel('费率（元） *').fill('42.125')
  await app.getByRole('button', { name: '保存' }).click()
  await expect(app.getByTestId('dialog-error')).toHaveText('费率须为大于 0 的金额，最多两位小数')
  await provider.getByLabel('费率（元） *').fill('42.5')
  // A dialog button stays locked for 3 s after a click (§5), so a double click never submits twice.
  await hr.waitForTimeout(3000)
  await app.getByRole('button', { name: '保存' }).click()
  await expect(app.getByRole('status').filter({ hasText: '已新增 蓝鲸劳务派遣' })).toBeVisible()
  await expect(app.getByTestId('providers-table').getByRole('row', { name: /蓝鲸劳务派遣/ })).toContainText('按小时')

  // A worker with an account, assigned to a department of the company's attendance group since the 1st.
  await hr.goto(`${ownShell}/portal/outsourcing/workers`)
  await app.getByRole('button', { name: '新增外包人员' }).click()
  const worker = app.getByTestId('worker-dialog')
  await worker.getByLabel('外包公司 *').selectOption({ label: '蓝鲸劳务派遣' })
  await worker.getByLabel('姓名 *').fill('孙立新')
  await worker.getByLabel('身份证号 *').fill('110101199512120035')
  await worker.getByLabel('手机号 *').fill('13800005678')
  await worker.getByLabel('技能').fill('招聘助理, 资料整理')
  await worker.getByLabel('开通打卡账号').check()
  await worker.getByLabel('账号名 *').fill(WORKER.account)
  await worker.getByLabel('密码 *').fill(WORKER.password)
  await app.getByRole('button', { name: '保存' }).click()
  await expect(app.getByRole('status').filter({ hasText: '已新增 孙立新' })).toBeVisible()
  const row = app.getByTestId('workers-table').locator('tr[data-worker="孙立新"]')
  await expect(row).toContainText(WORKER.account)
  await row.getByRole('button', { name: '派驻 孙立新' }).click()
  const assignment = app.getByTestId('assignment-dialog')
  await assignment.getByLabel('部门 *').selectOption({ label: '\u00a0\u00a0\u00a0\u00a0招聘部' })
  await assignment.getByLabel('开始日期 *').fill(`${month}-01`)
  await app.getByRole('button', { name: '保存' }).click()
  await expect(row).toContainText(`招聘部，${month}-01 – 持续中`)
  expect(await violations(hr)).toEqual([])

  // The worker signs in on a phone-sized screen and clocks in at the office.
  const workerContext = await browser.newContext({ viewport: { width: 595, height: 900 } })
  await workerContext.grantPermissions(['geolocation'])
  await workerContext.setGeolocation({ latitude: OFFICE.lat + 0.0006, longitude: OFFICE.lng })
  const phone = await workerContext.newPage()
  await signIn(phone, ownShell, WORKER)
  // A new account's first sign-in starts the guided tour: the worker closes it.
  await phone.getByRole('button', { name: '关闭引导' }).click()
  await phone.goto(`${ownShell}/portal/kaoqin/clock-in`)
  const clock = attendance(phone)
  await expect(clock.getByTestId('clock-location')).toHaveText('距离 上海总部 67 米')
  await expect(clock.getByTestId('clock-range')).toHaveText('在打卡范围内')
  await clock.getByTestId('clock-button').click()
  await expect(clock.getByTestId('clock-done')).toHaveText(/^已打卡 \d\d:\d\d，在打卡范围内$/)
  await expect(clock.getByTestId('today-punches').locator('li')).toHaveCount(1)
  // Clock-in and their own attendance are all the worker's menu holds: no staff list, no outsourcing pages.
  const menu = phone.getByRole('navigation', { name: /主菜单|Main menu/ })
  await expect(menu.getByRole('link', { name: '员工列表' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: '外包人员' })).toHaveCount(0)
  await workerContext.close()

  // HR finds the worker on the provider's statement of this month, at the provider's hourly rate.
  await hr.goto(`${ownShell}/portal/outsourcing/statements`)
  await app.getByLabel('外包公司').selectOption({ label: '蓝鲸劳务派遣' })
  const line = app.getByTestId('statement-table').locator('tr[data-worker="孙立新"]')
  await expect(line).toContainText('招聘部')
  await expect(line).toContainText('42.50')
  await expect(app.getByTestId('statement-state')).toHaveText('未确认：确认前金额随考勤变化')
  expect(await violations(hr)).toEqual([])
  await hrContext.close()
})
