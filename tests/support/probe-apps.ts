import type { Frame, Page } from '@playwright/test'
import { expect } from './fixtures'
import { frameOf } from './probe'

/** The shell's main menu. */
export const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' })
/** The frame of a probe app (the test sub-app of tests/fixtures). */
export const probe = (page: Page, app: string) => page.frameLocator(`iframe[name="${app}"]`)

/** Opens a probe app from the menu and answers its frame once it is ready and active. */
export async function open(page: Page, app: string): Promise<Frame> {
  await menu(page)
    .getByRole('link', { name: `探针 ${app}` })
    .click()
  await expect(page.locator(`.app-frame[data-app="${app}"][data-state="ready"][data-active="true"]`)).toBeVisible()
  return frameOf(page, app)
}
