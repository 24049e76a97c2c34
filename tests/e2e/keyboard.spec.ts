import type { Frame, Page } from '@playwright/test'
import { test, expect, ACCOUNTS } from '../support/fixtures'

// Sign-in to a submitted form in a sub-app with the keyboard only: no click, no fill, no focus() from the test.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

/** What has the focus: the element's role-ish description in the page, or 'frame:<name>' when a frame holds it. */
async function focused(page: Page | Frame): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    if (el instanceof HTMLIFrameElement) return `frame:${el.name}`
    const name = el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || ''
    return `${el.tagName.toLowerCase()}:${name.trim()}`
  })
}

/** Presses Tab until `wanted` has the focus; fails after `most` presses. */
async function tabTo(page: Page, where: Page | Frame, wanted: RegExp, most = 80): Promise<void> {
  const seen: string[] = []
  for (let i = 0; i < most; i++) {
    const now = await focused(where).catch(() => 'elsewhere')
    if (wanted.test(now)) return
    seen.push(now)
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${wanted}: ${seen.join(' → ')}`)
}

test('admin signs in, picks a tenant, opens the staff list and searches it, with the keyboard only', async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  await tabTo(page, page, /^input:账号/)
  // Escape clears what was typed (the clear button's shortcut); Enter never does.
  await page.keyboard.type('typo')
  await page.keyboard.press('Escape')
  await expect(page.getByLabel('账号', { exact: true })).toHaveValue('')
  await page.keyboard.type(ACCOUNTS.admin.account)
  // One Tab from the account goes to the password: the account's clear button is no tab stop.
  await page.keyboard.press('Tab')
  expect(await focused(page)).toMatch(/^input:登录密码/)
  await page.keyboard.type(ACCOUNTS.admin.password)
  await page.keyboard.press('Enter')

  // admin works in two tenants: the picker takes the focus; the arrow keys choose, Enter enters.
  const picker = page.getByRole('group', { name: '选择租户' })
  await expect(picker).toBeVisible()
  await expect(picker.getByRole('radio').first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(picker.getByRole('radio').nth(1)).toBeChecked()
  await page.keyboard.press('ArrowUp')
  await expect(picker.getByRole('radio').first()).toBeChecked()
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/portal\//)

  await expect(mainMenu(page).getByRole('link', { name: '人员列表' })).toBeVisible()
  await tabTo(page, page, /^a:人员列表$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${shell}/portal/ums/users`)

  // The opened page takes the focus into its frame; Tab goes on inside it.
  await expect(page.locator('iframe[name="system"]')).toBeFocused()
  const frame = page.frames().find((f) => f.name() === 'system')!
  const rows = page.frameLocator('iframe[name="system"]').getByTestId('user-table').locator('tbody tr')
  await expect(rows).toHaveCount(10)
  await tabTo(page, frame, /^input:搜索$/)
  await page.keyboard.type('SH0001')
  await page.keyboard.press('Enter')
  const stats = page.frameLocator('iframe[name="system"]').getByTestId('list-stats')
  await expect(stats.getByRole('button', { name: /全部/ })).toContainText('10')
  await expect(rows.first()).toContainText('SH00010')
})
