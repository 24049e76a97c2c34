import type { Page } from '@playwright/test'
import { test, expect, openOrganisation, signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme, closeUserMenu, userMenuItem } from '../support/user-menu'
import { codeFromOutbox } from '../support/outbox'
import { solveSlider } from '../support/slider'

// A new company registers at /company (slider, e-mail code from the dev outbox; a taken account is
// told only after the code proved the e-mail, and is corrected without a new code)
// and its administrator signs in to an organisation of its own; a platform operator finds it in the
// company records, disables it, and its administrator can no longer sign in; staff get no records.

const COMPANY = 'Harbour Lights Trading'
const ACCOUNT = 'harbour.admin'
const PASSWORD = 'Lantern#Quay2024'
const MAIL = 'ops@harbour-lights.example'

async function english(page: Page, shell: string) {
  await page.goto(`${shell}/login`)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
}

async function signInAs(page: Page, shell: string, account: string, password: string) {
  await page.goto(`${shell}/login`)
  await page.getByLabel('Account').fill(account)
  await page.getByLabel('Login password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('a company registers, its administrator signs in to its own organisation; an operator disables it', async ({
  page,
  shell,
}) => {
  test.setTimeout(120_000)
  await english(page, shell)
  await page.goto(`${shell}/login`)
  await page.getByRole('link', { name: 'Register a company' }).click()
  await expect(page).toHaveURL(/\/company$/)
  await expect(page).toHaveTitle(/^Register a company - /)

  // Every field says what is wrong, in place.
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter the company name (2 to 100 characters)' }),
  ).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter the correct phone number' })).toBeVisible()
  await page.getByLabel('Company name').fill(COMPANY)
  // An account that is taken: the form only learns it after the e-mail code proved the address.
  await page.getByLabel('Administrator account').fill('admin')
  await page.getByLabel('Administrator name').fill('Lin Hai')
  await page.getByLabel('Mobile phone').fill('139 8765 4321')
  await page.getByLabel('E-mail', { exact: true }).fill(MAIL)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`)
  await expect(page.getByRole('alert').filter({ hasText: 'The password entered twice is inconsistent!' })).toBeVisible()
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await expect(page.getByText('9 to 20 characters with at least 3 of')).toBeVisible()

  await page.getByRole('button', { name: 'Send code' }).click()
  await solveSlider(page)
  await expect(page.getByRole('status').filter({ hasText: 'A verification code was sent' })).toBeVisible()
  await page.getByLabel('E-mail verification code').fill(await codeFromOutbox(page, shell, MAIL))
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  const account = page.getByLabel('Administrator account')
  await expect(
    page.getByRole('alert').filter({ hasText: 'This account is taken, please choose another' }),
  ).toBeVisible()
  await expect(account).toBeFocused()
  await expect(account).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.getByRole('status').filter({ hasText: 'E-mail verified. You can correct the details' }),
  ).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('company-register.png'), fullPage: true })
  // Corrected, it registers with the same proof: no new code.
  await account.fill(ACCOUNT)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Your company is registered' })).toBeVisible()
  await expect(page.getByText(`${COMPANY} is ready. Sign in as ${ACCOUNT}`)).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('company-done.png') })

  // The new administrator: straight into the portal, one organisation root, no staff of any other tenant.
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Account').fill(ACCOUNT)
  await page.getByLabel('Login password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(/\/portal\//)
  await expect(page.getByTestId('current-user')).toHaveText('Lin Hai')
  await expect(page.getByTestId('company-records-link')).toHaveCount(0)
  await openOrganisation(page)
  const system = page.frameLocator('iframe[name="system"]')
  await expect(system.getByText(COMPANY).first()).toBeVisible()
  await expect(system.getByRole('navigation', { name: /Pagination|分页/ })).toContainText(/0 in total|共 0 条/)
  await expect(system.getByText('Demo Co.')).toHaveCount(0)

  // The operator finds it in the company records (a link in the top bar) and disables it.
  const operator = await page.context().browser()!.newContext()
  const op = await operator.newPage()
  await english(op, shell)
  await signInAs(op, shell, 'operator', 'Operator@12345')
  await op.waitForURL(/\/portal\//)
  // An icon button in the bar, named for screen readers and by its tooltip, like the files'.
  await expect(op.getByTestId('company-records-link')).toHaveAccessibleName('Company records')
  await expect(op.getByTestId('company-records-link')).toHaveAttribute('title', 'Company records')
  await op.getByTestId('company-records-link').click()
  await expect(op).toHaveURL(/\/compRecords$/)
  await expect(op.getByRole('heading', { name: 'Company records', level: 1 })).toBeVisible()
  await op.getByRole('searchbox', { name: 'search' }).fill('harbour')
  await op.getByRole('search').getByRole('button', { name: 'search' }).click()
  const table = op.getByTestId('company-records')
  await expect(table.getByRole('row')).toHaveCount(2) // the head and the one company
  const row = table.getByRole('row').filter({ hasText: COMPANY })
  await expect(row).toContainText(ACCOUNT)
  await expect(row).toContainText('Active')
  await op.screenshot({ path: test.info().outputPath('company-records.png') })
  await row.getByRole('button', { name: `Disable ${COMPANY}` }).click()
  const confirm = op.getByRole('alertdialog', { name: 'Disable company' })
  await expect(confirm).toContainText(`Disable ${COMPANY}?`)
  await confirm.getByRole('button', { name: 'Disable' }).click()
  await expect(op.getByRole('status').filter({ hasText: `${COMPANY}: Disabled` })).toBeVisible()
  await expect(row).toContainText('Disabled')
  await op
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: /Disabled/ })
    .click()
  await expect(table.getByRole('row').filter({ hasText: COMPANY })).toBeVisible()
  // The same list in Chinese and the orange theme.
  await chooseLanguage(op, 'zh-CN')
  await chooseTheme(op, 'orange')
  await expect(op.getByRole('heading', { name: '企业记录', level: 1 })).toBeVisible()
  await expect(row).toContainText('已停用')
  await expect(op.getByRole('status').filter({ hasText: `${COMPANY}：已停用` })).toBeVisible()
  await op.screenshot({ path: test.info().outputPath('company-records-zh-orange.png') })
  await operator.close()

  // Its administrator is signed out and cannot sign in again.
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await english(page, shell)
  await signInAs(page, shell, ACCOUNT, PASSWORD)
  await expect(
    page.getByRole('alert').filter({ hasText: 'This company has been disabled, please contact the platform' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})

test('staff opening company records see no permission, and no records link', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  await expect(await userMenuItem(page, 'security-settings')).toBeVisible()
  await closeUserMenu(page)
  await expect(page.getByTestId('company-records-link')).toHaveCount(0)
  await page.goto(`${shell}/compRecords`)
  await expect(page.getByRole('alert').filter({ hasText: '您没有权限' })).toBeVisible()
  await expect(page.getByTestId('company-records')).toHaveCount(0)
})
