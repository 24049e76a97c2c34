import { test as base, expect, type Page } from '@playwright/test'
import { startProduct, type Product } from './product'
import { solveSliderIfAsked } from './slider'
import { installProbe, startProbeOrigin, uninstallProbe, type ProbeOrigin } from './vendor-probe'

/** One product per test file (worker); each test gets its own browser context. */
export const test = base.extend<{ shell: string; ownShell: string; vendorProbe: ProbeOrigin }, { product: Product }>({
  product: [
    async ({}, use) => {
      const product = await startProduct()
      await use(product)
      await product.close()
    },
    { scope: 'worker' },
  ],
  shell: async ({ product }, use) => use(product.urls.shell),
  // A product of the test's own, for tests that change what others rely on (a demo password:
  // the strength rules refuse changing it back).
  ownShell: async ({}, use) => {
    const own = await startProduct()
    await use(own.urls.shell)
    await own.close()
  },
  // A vendor app installed in the demo tenant for the test: the probe as `probe-vendor`, on an origin of its own.
  vendorProbe: async ({ product }, use) => {
    const probe = await startProbeOrigin(product.urls.shell)
    installProbe(product.urls.shell, 'probe-vendor', `${probe.origin}/probe-vendor/`)
    await use(probe)
    uninstallProbe(product.urls.shell, 'probe-vendor')
    await probe.close()
  },
})

export { expect }

export const ACCOUNTS = {
  admin: { account: 'admin', password: 'Admin@12345' },
  staff: { account: 'staff', password: 'Staff@12345' },
  hr: { account: 'hr', password: 'Hr@123456789' },
  // The line manager of staff: approves their leave in the approval centre.
  manager: { account: 'manager', password: 'Manager@12345' },
  // The platform operator: the operations platform's menus (tenants, brands, version notices) besides admin's.
  operator: { account: 'operator', password: 'Operator@12345' },
} as const

/**
 * Signs in through the login form, as a person would (picking the first tenant when asked): a demo account, or an
 * account a test made (`{ account, password }`).
 */
export async function signIn(page: Page, shell: string, who: keyof typeof ACCOUNTS | { account: string; password: string }) {
  const { account, password } = typeof who === 'string' ? ACCOUNTS[who] : who
  await page.goto(`${shell}/login`)
  await page.getByLabel(/账号|Account/).fill(account)
  await page.getByLabel(/登录密码|Login password/).fill(password)
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
  // The slider puzzle comes first after a failed password of this account, or after many failures from this
  // address across accounts: solved when asked.
  await solveSliderIfAsked(page, () => Promise.race([page.waitForURL(/\/portal\//), page.getByRole('group', { name: /选择租户|Choose a tenant/ }).waitFor()]))
  await pickTenantIfAsked(page)
  await page.waitForURL(/\/portal\//)
}

/** Opens the organisation structure from the main menu: people land on their home dashboard. */
export async function openOrganisation(page: Page) {
  await page.getByRole('navigation', { name: /主菜单|Main menu/ }).getByRole('link', { name: /^(组织架构|Organisation structure)$/ }).click()
  await page.waitForURL(/\/portal\/ums\/structure$/)
}

/**
 * After a sign-in click: a user of several tenants is asked which to enter; picks the
 * tenant at `index` (0: the first, the home tenant of the demo accounts) and enters.
 */
export async function pickTenantIfAsked(page: Page, index = 0) {
  const picker = page.getByRole('group', { name: /选择租户|Choose a tenant/ })
  await Promise.race([page.waitForURL(/\/portal\//), picker.waitFor()])
  if (!(await picker.isVisible())) return
  await picker.getByRole('radio').nth(index).check()
  await page.getByRole('button', { name: /^(进入|Enter)$/ }).click()
}
