import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })
const staffToken = (page: Page) => page.evaluate(() => localStorage.getItem('t') ?? '')

/** The gateway's own answer, to compare the report's table with. */
async function headcountFromGateway(page: Page, shell: string) {
  const answer = await page.request.post(`${shell}/gateway/report/web/headcount/summary`, {
    headers: { token: await staffToken(page) },
    data: { months: 12 },
  })
  return (await answer.json()).result as {
    byOrgan: Array<{ organName: string; headcount: number }>
    byMonth: unknown[]
  }
}

test('admin opens the BI report and sees both charts, with the gateway’s numbers in the tables', async ({
  page,
  shell,
}) => {
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
  await chooseLanguage(page, 'en')
  await expect(frame.getByRole('figure', { name: 'Headcount by department' })).toBeVisible()
  await expect(frame.getByRole('columnheader', { name: 'Leavers' })).toBeVisible()
  await chooseTheme(page, 'orange')
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'orange')
  await expect(frame.getByTestId('headcount-chart').locator('canvas')).toBeVisible()
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
