import type { Page, Route } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'

const nav = (page: Page) => page.getByRole('navigation', { name: '主菜单' })

/** Holds every permission-mark check until the test answers it. */
async function holdMarkChecks(page: Page) {
  const held: Route[] = []
  await page.route('**/uac/web/permission/hasPermissionMark', (route) => { held.push(route) })
  return {
    held,
    answer: async (changed: boolean) => {
      for (const route of held.splice(0)) await route.fulfill({ json: { code: 0, msg: '', result: changed } })
    },
  }
}

async function signInOnStructure(page: Page, shell: string) {
  await signIn(page, shell, 'staff')
  await expect(page.frameLocator('iframe[name="system"]').getByTestId('user-table').locator('tbody tr')).toHaveCount(10)
}

test.describe('the permission mark before a navigation (§4)', () => {
  test('a menu page of the same app stays hidden until the mark is checked, and never shows when it changed', async ({ page, shell }) => {
    await signInOnStructure(page, shell)
    const frame = page.locator('.app-frame[data-app="system"]')
    await expect(frame).toHaveAttribute('data-active', 'true')
    const marks = await holdMarkChecks(page)
    await nav(page).getByRole('link', { name: '人员列表' }).click()
    await expect(page).toHaveURL(/\/portal\/ums\/users$/)
    await expect.poll(() => marks.held.length).toBeGreaterThan(0)
    await expect(frame).toHaveAttribute('data-active', 'false')
    await marks.answer(true)
    await expect(page.getByRole('alertdialog')).toContainText('权限变更提示')
    await expect(page.getByTestId('prompt-content')).toHaveText('权限已变更，请刷新重新获取')
    await expect(frame).toHaveAttribute('data-active', 'false')
  })

  test('a menu page shows once the check answers that nothing changed', async ({ page, shell }) => {
    await signInOnStructure(page, shell)
    const frame = page.locator('.app-frame[data-app="system"]')
    const marks = await holdMarkChecks(page)
    await nav(page).getByRole('link', { name: '人员列表' }).click()
    await expect.poll(() => marks.held.length).toBeGreaterThan(0)
    await expect(frame).toHaveAttribute('data-active', 'false')
    await marks.answer(false)
    await expect(frame).toHaveAttribute('data-active', 'true')
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
  })

  test("another app's frame is not shown while the check is out, nor after a changed mark", async ({ page, shell }) => {
    await signInOnStructure(page, shell)
    const marks = await holdMarkChecks(page)
    // The app may be started in the background (prewarmed, hidden) as the pointer rests on its link; it is never shown.
    const shown = page.locator('.app-frame[data-app="approval"][data-active="true"]')
    await nav(page).getByRole('link', { name: '审批中心' }).first().click()
    await expect(page).toHaveURL(/\/portal\/approval\//)
    await expect.poll(() => marks.held.length).toBeGreaterThan(0)
    await expect(shown).toHaveCount(0)
    await expect(page.locator('.app-frame[data-app="system"]')).toHaveAttribute('data-active', 'false')
    await marks.answer(true)
    await expect(page.getByRole('alertdialog')).toContainText('权限变更提示')
    await expect(shown).toHaveCount(0)
  })
})
