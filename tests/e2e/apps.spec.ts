import { test, expect, signIn } from '../support/fixtures'

test('admin opens the BI report and sees both charts with their numbers in tables', async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
  await expect(page).toHaveURL(/\/portal\//)
  await page.goto(`${shell}/portal/bi/headcount`)
  const frame = page.frameLocator('iframe[name="bi-report"]')
  await expect(frame.getByRole('heading', { name: '各部门在职人数' })).toBeVisible()
  await expect(frame.getByTestId('headcount-chart').locator('canvas')).toBeVisible()
  await expect(frame.getByTestId('turnover-chart').locator('canvas')).toBeVisible()
  await expect(frame.getByTestId('headcount-table').locator('tbody tr').first()).toBeVisible()
  await expect(frame.getByTestId('turnover-table').locator('tbody tr')).toHaveCount(12)
  await page.screenshot({ path: '/tmp/bi/bi.png' })
})
