import { test as base, expect, type Page } from '@playwright/test'
import { solveCaptcha } from './api'
import { startProduct, type Product } from './product'
import { solveSliderIfAsked } from './slider'
import { installProbe, startProbeOrigin, uninstallProbe, type ProbeOrigin } from './vendor-probe'

/** One product per worker, shared by the test files the worker runs; each test gets its own browser context. */
export const test = base.extend<{ shell: string; ownShell: string; vendorProbe: ProbeOrigin }, { product: Product }>({
  product: [
    async ({}, use) => {
      const product = await startProduct()
      await use(product)
      await product.close()
    },
    // A start takes 2–3 s on a quiet machine and a minute or more on a busy one: a slow start is no failure.
    { scope: 'worker', timeout: 180_000 },
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

type Who = keyof typeof ACCOUNTS | { account: string; password: string }

/** Where a test's sign-in lands unless it says: a shell page with no app frame and no widgets. */
export const QUIET_LANDING = '/portal/security'

/**
 * Signs in for a test that is not about signing in: the gateway's sign-in called from the page's browser context (so
 * the session's cookies land in the browser, as after the form: the notice stream and the bridge's audit channel need
 * them), then the portal opened with the token (§2: a `?token=` link signs in and lands on the user's landing page).
 * Half the time of the form, whose page is not drawn. The first tenant when asked, a captcha solved when asked, as a
 * person would. A demo account, or an account a test made (`{ account, password }`). `to`: the portal page to land on
 * (the token link opens it directly: by default the security settings, a shell page that frames no app, so
 * the home's widget frames are not drawn for every test; `'/portal'` lands on the home dashboard). Tests about the
 * sign-in itself use signInThroughForm.
 */
export async function signIn(page: Page, shell: string, who: Who, to = QUIET_LANDING) {
  // A brand's own host (weihai.localhost) is resolved by the browser only: there the form signs in.
  if (!['localhost', '127.0.0.1'].includes(new URL(shell).hostname)) {
    await signInThroughForm(page, shell, who)
    if (to !== '/portal') await page.goto(`${shell}${to}`)
    return
  }
  const { account, password } = typeof who === 'string' ? ACCOUNTS[who] : who
  const token = await contextLogin(page, shell, account, password)
  // A session an earlier sign-in left on this page would make the token link ask before switching; the form does not ask.
  if (page.url().startsWith(new URL(shell).origin)) await page.evaluate(() => localStorage.removeItem('t'))
  await page.goto(`${shell}${to}${to.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`)
  // The link passes through /tokenLogin, which signs in and opens the page without the token.
  await page.waitForURL((url) => url.pathname.startsWith('/portal/') && !url.searchParams.has('token'))
}

/** The gateway's sign-in over the page's browser context (its cookies kept by the browser); answers the session token. */
async function contextLogin(page: Page, shell: string, account: string, password: string): Promise<string> {
  type Answer = {
    code: number
    msg: string
    result?: { token: string; needTenant?: true; preLoginTicket?: string; tenants?: Array<{ tenantId: number }> }
  }
  const post = async (path: string, data: object) =>
    (await (await page.request.post(`${shell}/gateway${path}`, { data })).json()) as Answer
  let answer = await post('/uac/account/login', { account, password })
  if (answer.code === 400106)
    answer = await post('/uac/account/login', { account, password, captchaToken: await solveCaptcha(shell) })
  if (answer.code === 0 && answer.result?.needTenant) {
    const { preLoginTicket, tenants } = answer.result
    answer = await post('/tum/web/tenant/preLogin', { preLoginTicket, tenantId: tenants![0].tenantId })
  }
  if (answer.code !== 0 || !answer.result?.token)
    throw new Error(`sign-in of ${account} failed: ${answer.code} ${answer.msg}`)
  return answer.result.token
}

/**
 * Signs in through the login form, as a person would (picking the first tenant when asked): a demo account, or an
 * account a test made (`{ account, password }`).
 */
export async function signInThroughForm(page: Page, shell: string, who: Who) {
  const { account, password } = typeof who === 'string' ? ACCOUNTS[who] : who
  await page.goto(`${shell}/login`)
  await page.getByLabel(/账号|Account/).fill(account)
  await page.getByLabel(/登录密码|Login password/).fill(password)
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
  // The slider puzzle comes first after a failed password of this account, or after many failures from this
  // address across accounts: solved when asked.
  await solveSliderIfAsked(page, () =>
    Promise.race([
      page.waitForURL(/\/portal\//),
      page.getByRole('group', { name: /选择租户|Choose a tenant/ }).waitFor(),
    ]),
  )
  await pickTenantIfAsked(page)
  await page.waitForURL(/\/portal\//)
}

/** Opens the organisation structure from the main menu: people land on their home dashboard. */
export async function openOrganisation(page: Page) {
  await page
    .getByRole('navigation', { name: /主菜单|Main menu/ })
    .getByRole('link', { name: /^(组织架构|Organisation structure)$/ })
    .click()
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
