import type { Page, Request } from '@playwright/test'
import { test, expect, signIn, pickTenantIfAsked } from '../support/fixtures'

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })
const staffToken = (page: Page) => page.evaluate(() => localStorage.getItem('t') ?? '')

async function signInAs(page: Page, shell: string, account: string, password: string) {
  await page.goto(`${shell}/login`)
  await page.getByLabel(/账号|Account/).fill(account)
  await page.getByLabel(/登录密码|Login password/).fill(password)
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
  await pickTenantIfAsked(page)
  await expect(page).toHaveURL(/\/portal\//)
}

/** The gateway's own answer, to compare the report's table with. */
async function headcountFromGateway(page: Page, shell: string) {
  const answer = await page.request.post(`${shell}/gateway/report/web/headcount/summary`, {
    headers: { token: await staffToken(page) }, data: { months: 12 },
  })
  return (await answer.json()).result as { byOrgan: Array<{ organName: string; headcount: number }>; byMonth: unknown[] }
}

test('admin opens the BI report and sees both charts, with the gateway’s numbers in the tables', async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
  await expect(page).toHaveURL(/\/portal\//)
  await mainMenu(page).getByRole('link', { name: '人数与流动' }).click()
  await expect(page).toHaveURL(`${shell}/portal/bi/headcount`)

  const frame = page.frameLocator('iframe[name="bi-report"]')
  await expect(frame.getByRole('figure', { name: '各部门在职人数' })).toBeVisible()
  await expect(frame.getByRole('figure', { name: '每月入职与离职人数' })).toBeVisible()
  await expect(frame.getByRole('img', { name: /各部门在职人数/ }).locator('canvas')).toBeVisible()
  await expect(frame.getByRole('img', { name: /每月入职与离职人数/ }).locator('canvas')).toBeVisible()

  const expected = await headcountFromGateway(page, shell)
  expect(expected.byOrgan.length).toBeGreaterThan(0)
  const rows = frame.getByTestId('headcount-table').locator('tbody tr')
  await expect(rows).toHaveCount(expected.byOrgan.length)
  for (const [index, organ] of expected.byOrgan.entries()) {
    await expect(rows.nth(index)).toHaveText(`${organ.organName}${organ.headcount}`)
  }
  await expect(frame.getByTestId('turnover-table').locator('tbody tr')).toHaveCount(expected.byMonth.length)
})

test('the BI report follows the portal’s language and theme', async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
  await expect(page).toHaveURL(/\/portal\//)
  await page.goto(`${shell}/portal/bi/headcount`)
  const frame = page.frameLocator('iframe[name="bi-report"]')
  await expect(frame.getByRole('heading', { name: '人数与流动' })).toBeVisible()
  await page.getByTestId('language-switch').selectOption('en')
  await expect(frame.getByRole('figure', { name: 'Headcount by department' })).toBeVisible()
  await expect(frame.getByRole('columnheader', { name: 'Leavers' })).toBeVisible()
  await page.getByTestId('theme-switch').selectOption('orange')
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'orange')
  await expect(frame.getByTestId('headcount-chart').locator('canvas')).toBeVisible()
})

test('admin opens the supplier app, which lists records fetched with its app token and never the staff token', async ({ page, shell, product }) => {
  const gatewayCalls: Request[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${shell}/gateway/`) && request.method() === 'POST') gatewayCalls.push(request)
  })
  await signIn(page, shell, 'admin')
  await expect(page).toHaveURL(/\/portal\//)
  await mainMenu(page).getByRole('link', { name: '供应商列表' }).click()
  await expect(page).toHaveURL(`${shell}/portal/supplier/list`)

  const frame = page.frameLocator('iframe[name="supplier"]')
  const table = frame.getByTestId('supplier-table')
  await expect(table.locator('tbody tr')).toHaveCount(12)
  await expect(table).toContainText('上海远景办公用品有限公司')

  const token = await staffToken(page)
  expect(token).not.toBe('')
  const fromVendor = await Promise.all(gatewayCalls.map(async (request) => ({ request, headers: await request.allHeaders() })))
  const calls = fromVendor.filter(({ headers }) => headers.origin === product.urls.vendor.supplier)
  expect(calls.map(({ request }) => new URL(request.url()).pathname)).toContain('/gateway/supplier/api/suppliers')
  for (const { headers } of calls) {
    expect(headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
    expect(headers.token).toBeUndefined()
    expect(Object.values(headers).join('\n')).not.toContain(token)
  }

  await frame.getByRole('searchbox').fill('物流')
  await frame.getByRole('button', { name: '搜索' }).click()
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await expect(table).toContainText('武汉楚天物流有限公司')
})

test('after a refused app token the supplier app asks for a new one, and shows a clear error with retry when refused again', async ({ page, shell }) => {
  let appTokens = 0
  page.on('request', (request) => { if (request.url().endsWith('/gateway/uac/web/appToken')) appTokens++ })
  let refuse = true
  await page.route('**/gateway/supplier/api/suppliers', async (route) => {
    if (!refuse || route.request().method() !== 'POST') return route.continue()
    const response = await route.fetch()
    await route.fulfill({ response, status: 401, json: { code: 401100, msg: 'App token expired' } })
  })
  await signIn(page, shell, 'admin')
  await expect(page).toHaveURL(/\/portal\//)
  await page.goto(`${shell}/portal/supplier/list`)
  const frame = page.frameLocator('iframe[name="supplier"]')
  await expect(frame.getByRole('alert')).toContainText('供应商服务拒绝了应用令牌')
  expect(appTokens).toBe(2)

  refuse = false
  await frame.getByRole('button', { name: '重试' }).click()
  await expect(frame.getByTestId('supplier-table').locator('tbody tr')).toHaveCount(12)
})

test('the sub-app template runs inside the portal once its manifest registered it', async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
  await expect(page).toHaveURL(/\/portal\//)
  // The gateway registered the template from its manifest.json at start; its menu entry is
  // hidden (a developers' sample), and its page is opened by URL.
  await expect(mainMenu(page).getByRole('link', { name: '模板首页' })).toHaveCount(0)
  await page.goto(`${shell}/portal/template/home`)
  await expect(page).toHaveURL(`${shell}/portal/template/home`)
  const frame = page.frameLocator('iframe[name="template"]')
  await expect(frame.getByRole('heading', { name: '子应用模板' })).toBeVisible()
  await expect(frame.getByTestId('template-user')).toContainText('系统管理员')
  await frame.getByTestId('template-hello').click()
  await expect(page.getByTestId('message')).toHaveText('来自模板的消息')
})
