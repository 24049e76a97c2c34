import { test, expect, pickTenantIfAsked, signInThroughForm as signIn } from '../support/fixtures'
import { openSecuritySettings } from '../support/user-menu'
import { solveSlider } from '../support/slider'
import { codeFromOutbox } from '../support/outbox'
import type { Page } from '@playwright/test'

// Account security in the browser: a forgotten password reset by an e-mail code (mail catcher),
// a new e-mail bound from the security settings, super login with an e-mail code and a chosen
// tenant, and the last sign-ins in the security settings.

const ADMIN_MAIL = 'admin@demo-co.example'
const OPERATOR_MAIL = 'operator@demo-co.example'

async function inEnglish(page: Page, shell: string, path: string) {
  await page.goto(`${shell}/login`)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.goto(`${shell}${path}`)
}

test('resets a forgotten password by an e-mail code and signs in with the new one', async ({ page, ownShell }) => {
  await inEnglish(page, ownShell, '/login')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('Account').fill('admin')
  await page.getByLabel('E-mail address').fill(ADMIN_MAIL)
  await page.getByRole('button', { name: 'Send code' }).click()
  await solveSlider(page)
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromOutbox(page, ownShell, ADMIN_MAIL))
  await page.getByLabel('New password').fill('Reset#Pass2024a')
  await page.getByLabel('Confirm password').fill('Reset#Pass2024b')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The password entered twice is inconsistent!' })).toBeVisible()
  await page.getByLabel('Confirm password').fill('Reset#Pass2024a')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to sign in' }).click()
  await page.getByLabel('Account').fill('admin')
  await page.getByLabel('Login password').fill('Reset#Pass2024a')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await pickTenantIfAsked(page)
  await page.waitForURL(/\/portal\//)
})

test('binds a new e-mail from the security settings with a code read from the mail catcher', async ({
  page,
  shell,
}) => {
  await page.goto(`${shell}/login`)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await signIn(page, shell, 'hr')
  await openSecuritySettings(page)
  const dialog = page.getByRole('dialog', { name: 'Security settings' })
  await expect(dialog.getByTestId('security-email')).toContainText('@demo-co.example')
  await dialog.getByRole('button', { name: 'Change' }).nth(2).click()
  const address = 'hr.bound@demo-co.example'
  await dialog.getByLabel('New e-mail address').fill(address)
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await solveSlider(page)
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromOutbox(page, shell, address))
  await dialog.getByLabel('Login password').fill('Hr@123456789')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'E-mail address bound' })).toBeVisible()
  await expect(dialog.getByTestId('security-email')).toHaveText('hr***@demo-co.example')
  await page.screenshot({ path: 'test-results/signin-security-settings.png' })
})

test('the security settings list the last sign-ins with address, browser and method', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  await openSecuritySettings(page)
  const dialog = page.getByRole('dialog', { name: '安全设置' })
  const table = dialog.getByTestId('security-sign-ins')
  await expect(table.getByRole('row').nth(1)).toContainText('账号密码')
  await expect(table.getByRole('row').nth(1)).toContainText(/Chrom|Chrome/)
  await expect(table.getByRole('row').nth(1)).toContainText('127.0.0.1')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('super login: an operator enters a chosen tenant with a code sent to the operator e-mail', async ({
  page,
  shell,
}) => {
  await inEnglish(page, shell, '/superLogin')
  await page.getByLabel('Operator account').fill('operator')
  await page.getByLabel('Operator e-mail').fill(OPERATOR_MAIL)
  await page.getByRole('button', { name: 'Send code' }).click()
  await solveSlider(page)
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromOutbox(page, shell, OPERATOR_MAIL))
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.getByRole('button', { name: 'Sign in to the tenant' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Tenant must be selected' })).toBeVisible()
  await page.screenshot({ path: 'test-results/signin-security-super.png' })
  await page.getByLabel('Tenant').selectOption({ label: 'Demo Co. Beijing' })
  await page.getByRole('button', { name: 'Sign in to the tenant' }).click()
  await page.waitForURL(/\/portal\//)
  // Audited: the operator reads it in the security settings.
  await openSecuritySettings(page)
  const audit = page.getByRole('dialog', { name: 'Security settings' }).getByTestId('security-audit')
  await expect(audit.getByRole('row').nth(1)).toContainText('Demo Co. Beijing')
  await expect(audit.getByRole('row').nth(1)).toContainText('operator')
})
