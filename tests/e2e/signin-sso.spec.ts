import type { Page } from '@playwright/test'
import { test, expect, pickTenantIfAsked } from '../support/fixtures'

// Single sign-on by OpenID Connect: the login page's company-account button
// sends the browser to the local OpenID provider started with the product; after its sign-in
// form the browser comes back to the portal signed in as the user with the same e-mail, or to
// the login page with §8 'Third party login failed'.

const SSO_BUTTON = /使用企业账号登录（SSO）|Sign in with company account \(SSO\)/
const FAILED = /第三方登录失败|Third party login failed/

/** From /login to the provider's sign-in form and through it. */
async function signInAtProvider(page: Page, shell: string, issuer: string, username: string, password: string) {
  await page.goto(`${shell}/login`)
  await page.getByRole('link', { name: SSO_BUTTON }).click()
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`))
  await expect(page.getByRole('heading', { name: 'Local OpenID provider' })).toBeVisible()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The signed-in user as the portal stored it (§3 userinfo). */
const storedUser = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? 'null'))

test('signs in with the company account at the OpenID provider and lands in the portal as the matched user', async ({
  page,
  shell,
  product,
}) => {
  const issuer = product.devServices.oidc
  expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  await signInAtProvider(page, shell, issuer, 'admin', 'Admin@12345')
  await pickTenantIfAsked(page)
  await expect(page).toHaveURL(/\/portal\//)
  expect(page.url()).not.toContain('sso=')
  expect(await storedUser(page)).toMatchObject({ loginUserId: '1' })
})

test('keeps the no-login-for-seven-days choice across the trip to the provider', async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  await page.getByLabel(/七天内免登录|No login for seven days/).check()
  await expect(page.getByRole('link', { name: SSO_BUTTON })).toHaveAttribute(
    'href',
    '/gateway/uac/oidc/start?remember=1',
  )
  await page.getByRole('link', { name: SSO_BUTTON }).click()
  await page.getByLabel('Username').fill('staff')
  await page.getByLabel('Password').fill('Staff@12345')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/portal\//)
  expect(await storedUser(page)).toMatchObject({ loginUserId: '2' })
  const session = (await page.context().cookies(`${shell}/gateway/`)).find((c) => c.name === 'sso_sys_token')
  expect(session?.expires, 'a remembered session cookie outlives the browser session').toBeGreaterThan(
    Date.now() / 1000 + 6 * 86400,
  )
})

test('shows Third party login failed when the provider user has no portal account', async ({
  page,
  shell,
  product,
}) => {
  await signInAtProvider(page, shell, product.devServices.oidc, 'outsider', 'Outsider@12345')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible()
  await expect(page.getByRole('link', { name: SSO_BUTTON })).toBeVisible()
})

test('shows Third party login failed when the user cancels at the provider', async ({ page, shell, product }) => {
  await page.goto(`${shell}/login`)
  await page.getByRole('link', { name: SSO_BUTTON }).click()
  await expect(page).toHaveURL(new RegExp(`^${product.devServices.oidc}/interaction/`))
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible()
})

test('the login page names no development stand-in: the company-account button in the page language, without "Local OpenID provider"', async ({
  page,
  shell,
}) => {
  await page.goto(`${shell}/login`)
  const button = page.getByRole('link', { name: SSO_BUTTON })
  await expect(button).toHaveText('使用企业账号登录（SSO）')
  await expect(page.locator('body')).not.toContainText(/OpenID/i)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.reload()
  await expect(button).toHaveText('Sign in with company account (SSO)')
  await expect(page.locator('body')).not.toContainText(/OpenID/i)
})
