import { expect, type Locator, type Page } from '@playwright/test'

// The portal's user menu (shell/src/portal/user-menu) holds tenant, language, theme, do-not-track,
// security settings and sign-out; the login and other pages without a session keep their language and
// theme switches in the top bar. These helpers drive whichever the page shows, as a person would.

/** Opens the portal's user menu (if it is not open yet) and answers the item with that test id. */
export async function userMenuItem(page: Page, testId: string): Promise<Locator> {
  const trigger = page.getByTestId('user-menu')
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click()
  await expect(page.getByTestId('user-menu-content')).toBeVisible()
  return page.getByTestId(testId)
}

/** Closes the user menu with Escape (the focus goes back to its button). */
export async function closeUserMenu(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('user-menu-content')).toBeHidden()
}

async function choose(page: Page, kind: 'language' | 'theme', value: string) {
  const select = page.getByTestId(`${kind}-switch`)
  await expect(select.or(page.getByTestId('user-menu')).first()).toBeVisible()
  if (await select.isVisible()) return void (await select.selectOption(value))
  const item = await userMenuItem(page, `${kind}-option-${value}`)
  if ((await item.getAttribute('aria-checked')) === 'true') return closeUserMenu(page)
  await item.click()
  await expect(page.getByTestId('user-menu-content')).toBeHidden()
}

/** Picks the language: in the top bar without a session, in the user menu in the portal. */
export const chooseLanguage = (page: Page, language: string) => choose(page, 'language', language)

/** Picks the theme: in the top bar without a session, in the user menu in the portal. */
export const chooseTheme = (page: Page, theme: string) => choose(page, 'theme', theme)

/** Signs out from the portal's user menu. */
export async function signOutFromMenu(page: Page) {
  await (await userMenuItem(page, 'sign-out')).click()
}

/** Opens the security settings from the portal's user menu. */
export async function openSecuritySettings(page: Page) {
  await (await userMenuItem(page, 'security-settings')).click()
}

/** Switches to another tenant from the user menu (the portal asks about unsaved changes first). */
export async function chooseTenant(page: Page, tenantId: string) {
  await (await userMenuItem(page, `tenant-option-${tenantId}`)).click()
}

/** The user menu shows this tenant as the current one (then closes again). */
export async function expectTenant(page: Page, tenantId: string) {
  await expect(await userMenuItem(page, `tenant-option-${tenantId}`)).toHaveAttribute('aria-checked', 'true')
  await closeUserMenu(page)
}

/** The user menu's sign-out item reads this text (the portal's language), then the menu closes again. */
export async function expectSignOutText(page: Page, text: string) {
  await expect(await userMenuItem(page, 'sign-out')).toHaveText(text)
  await closeUserMenu(page)
}
