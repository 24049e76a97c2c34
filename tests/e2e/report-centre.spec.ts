import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'

// The report centre: HR runs a report with its parameters, sees its chart and table, exports it to Excel and subscribes
// to it; staff, without the report's permission, is not offered it.
const report = (page: Page) => page.frameLocator('iframe[name="report"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

test('HR runs a report with parameters, sees table and chart, exports it and subscribes to it', async ({
  page,
  ownShell,
}) => {
  await signIn(page, ownShell, 'hr')
  await mainMenu(page).getByRole('link', { name: '报表中心', exact: true }).click()
  const app = report(page)
  const reports = app.getByRole('navigation', { name: '报表' })
  await expect(reports.getByRole('button')).toHaveCount(5)
  await expect(reports.getByRole('button', { name: /页面访问/ })).toHaveCount(0)

  await reports.getByRole('button', { name: /^人数与流动/ }).click()
  await expect(app.getByRole('heading', { level: 2 })).toHaveText('人数与流动')
  await app.getByLabel('月数').fill('6')
  await app.getByRole('button', { name: '查询' }).click()
  await expect(app.getByRole('img', { name: '人数与流动图表' })).toBeVisible()
  await expect(app.getByRole('img', { name: '人数与流动图表' }).locator('rect')).toHaveCount(12)
  const table = app.getByRole('table', { name: '人数与流动数据表' })
  await expect(table.locator('thead th')).toHaveText(['月份', '入职', '离职'])
  await expect(table.locator('tbody tr')).toHaveCount(6)

  // A number out of the parameter's range is not sent: the field says what it takes.
  await app.getByLabel('月数').fill('40')
  expect(await app.getByLabel('月数').evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true)
  await app.getByLabel('月数').fill('6')

  const download = page.waitForEvent('download')
  await app.getByRole('button', { name: '导出 Excel' }).click()
  expect((await download).suggestedFilename()).toBe('headcountTurnover-6.xlsx')
  await expect(app.getByRole('status').filter({ hasText: 'Excel 文件已下载' })).toBeVisible()

  await app.getByRole('button', { name: '订阅', exact: true }).click()
  const dialog = app.getByRole('dialog', { name: '订阅人数与流动' })
  await dialog.getByLabel('推送频率').selectOption('weekly')
  await dialog.getByLabel('星期').selectOption('1')
  await dialog.getByLabel('时间').selectOption('8')
  await dialog.getByRole('button', { name: '订阅', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  await expect(app.getByRole('status').filter({ hasText: '已订阅：人数与流动' })).toBeVisible()

  await mainMenu(page).getByRole('link', { name: '我的订阅' }).click()
  const subscriptions = app.getByRole('table', { name: '我的订阅' })
  await expect(subscriptions.locator('tbody tr')).toHaveCount(1)
  await expect(subscriptions.locator('tbody tr')).toContainText('每星期一 08:00')
  await expect(subscriptions.locator('tbody tr')).toContainText('推送中')
  await app.getByRole('button', { name: '暂停 人数与流动' }).click()
  await expect(app.getByRole('status').filter({ hasText: '人数与流动已暂停' })).toBeVisible()
  await expect(subscriptions.locator('tbody tr')).toContainText('已暂停')
  await expect(app.getByTestId('runs-panel')).toContainText('还没有推送过报表')
})

test('staff is not offered a report without its permission', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  await mainMenu(page).getByRole('link', { name: '报表中心', exact: true }).click()
  const app = report(page)
  await expect(app.getByTestId('no-reports')).toBeVisible()
  await expect(app.getByRole('button', { name: /人数与流动/ })).toHaveCount(0)
})
