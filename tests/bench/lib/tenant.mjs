/** admin works in two tenants: the login page asks which to enter; the first (home) one is picked. */
export async function pickFirstTenant(page) {
  const picker = page.getByRole('group', { name: /选择租户|Choose a tenant/ })
  await Promise.race([page.waitForURL(/\/portal\//), picker.waitFor()])
  if (!(await picker.isVisible())) return
  await picker.getByRole('radio').first().check()
  await page.getByRole('button', { name: /^(进入|Enter)$/ }).click()
}
