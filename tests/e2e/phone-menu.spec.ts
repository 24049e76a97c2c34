import { test, expect, signIn } from '../support/fixtures'

// On a phone-sized screen the side menu is a drawer opened from the bar: closed, it takes no room and no focus. On the
// shared product: the tests only read staff's menu (language and theme are the browser context's own).

test.use({ viewport: { width: 375, height: 740 } })

test('on a phone the menu opens from the bar, leads to a page and closes; Escape closes it too', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'staff')
  const menu = page.getByRole('navigation', { name: '主菜单' })
  const toggle = page.getByRole('button', { name: '打开菜单' })
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  // The app's frame has the whole width.
  const frame = await page.locator('.portal-main').boundingBox()
  expect(frame!.width).toBeGreaterThan(370)

  await toggle.click()
  await expect(menu).toBeVisible()
  await expect(page.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link').first()).toBeFocused()
  await menu.getByRole('link', { name: '打卡' }).click()
  await page.waitForURL(/\/portal\/kaoqin\/clock-in$/)
  await expect(menu).toBeHidden()
  await expect(
    page.frameLocator('iframe[name="attendance"]').getByRole('heading', { name: '打卡', exact: true }),
  ).toBeVisible()

  await page.getByRole('button', { name: '打开菜单' }).click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeFocused()
  await page.screenshot({ path: test.info().outputPath('phone-clock-in.png') })
})

test('on a wide screen the menu stays on the page and the bar has no menu button', async ({ page, shell }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, shell, 'staff')
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible()
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeHidden()
})
