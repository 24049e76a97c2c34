import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'

// Where pieces of a page meet its edges: texts are not cut, rows sit inside the page's padding.

/** The placeholder's width in the input's own font, and the room the input has for it. */
const placeholderFit = (page: Page) =>
  page.locator('.search-input').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = style.font
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return { text: input.placeholder, needs: Math.ceil(context.measureText(input.placeholder).width), room }
  })

test('the global search shows its whole placeholder at desktop widths, in both languages, and the bar does not overflow', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin')
  for (const language of ['zh-CN', 'en']) {
    await chooseLanguage(page, language)
    await expect(page.locator('.search-input')).toHaveAttribute(
      'placeholder',
      language === 'en' ? 'Search staff, pages, announcements' : '搜索员工、页面、公告',
    )
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const fit = await placeholderFit(page)
      expect(fit.needs, `${language} at ${width}px: "${fit.text}"`).toBeLessThanOrEqual(fit.room)
      expect(await page.locator('.shell-bar').evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true)
    }
  }
  // The shortcut stays named to assistive technology when its badge gives way.
  await expect(page.locator('.search-input')).toHaveAttribute('aria-keyshortcuts', 'Alt+K')
})

test("the staff list's query-scheme row starts where the list below it starts, inside the page's padding", async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin')
  await page
    .getByRole('navigation', { name: /主菜单|Main menu/ })
    .getByRole('link', { name: '人员列表' })
    .click()
  const frame = page.frameLocator('iframe[name="system"]')
  const scheme = frame.getByTestId('scheme-bar')
  await expect(scheme).toBeVisible()
  const [row, list, head] = await Promise.all([
    scheme.evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft)),
    frame.locator('.hr-list-aside').evaluate((el) => el.getBoundingClientRect().left),
    frame.locator('.page-head h1').evaluate((el) => el.getBoundingClientRect().left),
  ])
  const label = await scheme
    .locator('label')
    .first()
    .evaluate((el) => el.getBoundingClientRect().left)
  expect(label).toBeGreaterThanOrEqual(20)
  expect(Math.abs(label - list)).toBeLessThanOrEqual(1)
  expect(Math.abs(label - head)).toBeLessThanOrEqual(1)
  expect(Math.abs(row - label)).toBeLessThanOrEqual(1)
})

test("the sign-in form's 'keep me signed in' box lines up with the fields and stands apart from the button, at 1280 and 390 px", async ({
  page,
  shell,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto(`${shell}/login`)
    const field = (await page.getByLabel(/账号|Account/).boundingBox())!
    const button = (await page.getByRole('button', { name: /^(登录|Sign in)$/ }).boundingBox())!
    const box = (await page.getByRole('checkbox', { name: /七天内免登录|No login for seven days/ }).boundingBox())!
    expect(Math.round(box.x), `${width}`).toBe(Math.round(field.x))
    expect(box.y - (button.y + button.height), `${width}`).toBeGreaterThanOrEqual(8)
  }
})
