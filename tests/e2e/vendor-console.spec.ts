import { test, expect } from '../support/fixtures'

// The vendor console (/vendor-console): the tour shop's vendor signs in with its own vendor account (the demo's
// `tour-vendor`, owning the shop's origin; no portal user) and sees the shop's install in the demo tenant and the
// webhooks sent to its origin (app.installed at least), never another vendor's app.
// Needs: the tour shop started with the product and installed in the demo tenant (the runner), the demo's vendor accounts.

test("the tour shop's vendor sees its install and a webhook delivery in the vendor console", async ({
  page,
  shell,
}) => {
  await page.goto(`${shell}/vendor-console`)
  await page.getByLabel('Sign-in name').fill('tour-vendor')
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The sign-in name or the password is wrong')
  await page.getByLabel('Password').fill('Vendor@12345')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByTestId('vendor-console-who')).toContainText('Sunny Tours Ltd')
  const installs = page.getByTestId('vendor-console-installs')
  await expect(installs.getByRole('row').filter({ hasText: 'Tour shop' })).toContainText('Enabled')
  // The supplier app is another vendor's: not listed.
  await expect(installs).not.toContainText('supplier', { ignoreCase: true })
  const deliveries = page.getByTestId('vendor-console-deliveries')
  await expect(deliveries.getByRole('row').filter({ hasText: 'tour-shop' }).first()).toBeVisible()
  await expect(deliveries).not.toContainText('supplier')
  await expect(page.getByTestId('vendor-console-calls').getByRole('heading', { name: 'API calls' })).toBeVisible()

  // Signed out, a reload shows the sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.reload()
  await expect(page.getByLabel('Sign-in name')).toBeVisible()
})
