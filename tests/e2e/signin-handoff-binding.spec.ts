import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { test, expect, signInThroughForm as signIn, pickTenantIfAsked } from '../support/fixtures'
import { startProduct, type Product } from '../support/product'
import { violations } from '../support/axe'
import { signHandOff } from '../../gateway/src/services/accounts/old-version/hand-off-sign'

// Login CSRF through /login: a page of another origin sends a signed-in tab, without a click, to
// /login with a sign-in the attacker made for their own account (an SSO hand-off code, an
// enterprise messaging callback, a signed link of the older product). The tab never switches
// silently: a code or callback from another browser is refused, and one that is this browser's
// own waits for the person's answer, naming both accounts.

const OLD_PRODUCT_SECRET = 'e2e secret of the older product, 32+ characters'
const SSO_BUTTON = /使用企业账号登录（SSO）|Sign in with company account \(SSO\)/
const OTHER_BROWSER = /此登录不是在当前浏览器中发起的|This sign-in was not started in this browser/
const SWITCH = /^(切换账号|Switch account)$/
const STAY = /^(保持当前登录|Stay signed in)$/

let product: Product
let shell: string

test.beforeAll(async () => {
  // The older product's hand-off works only with a shared secret: this file's own product has one.
  process.env.OLD_PRODUCT_SECRET = OLD_PRODUCT_SECRET
  try {
    product = await startProduct()
  } finally {
    delete process.env.OLD_PRODUCT_SECRET
  }
  shell = product.urls.shell
})
test.afterAll(async () => product?.close())

/** A page on another origin (127.0.0.1, the shell is on localhost) whose script sends the visiting tab to `target`. */
async function foreignPage(target: string) {
  const html = `<!doctype html><title>Prize draw</title><p>Loading…</p><script>location = ${JSON.stringify(target).replace(/</g, '\\u003c')}</script>`
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Opens the foreign page in `page` and waits until its script has brought the tab to the shell's /login. */
async function visitForeignPage(page: Page, target: string) {
  const foreign = await foreignPage(target)
  try {
    await page.goto(foreign.url)
    await page.waitForURL((url) => url.origin === shell && url.pathname === '/login')
  } finally {
    await foreign.close()
  }
}

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? 'null') as { loginUserId: string } | null)
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('t'))

/** The attacker signs in at the OpenID provider as `who` in a browser of their own and keeps the hand-off code unspent. */
async function attackersSsoCode(browser: Browser, who: 'staff' | 'admin', password: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  let code = ''
  await page.route('**/gateway/uac/oidc/exchange', (route) => {
    code = new URLSearchParams(route.request().postData() ?? '').get('code') ?? ''
    return route.abort()
  })
  await page.goto(`${shell}/login`)
  await page.getByRole('link', { name: SSO_BUTTON }).click()
  await page.getByLabel('Username').fill(who)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect.poll(() => code).toMatch(/^[\w-]{43}$/)
  return { code, context }
}

/** The attacker signs in at a messaging platform as 邓洋娟 (staff) and keeps the callback to /login unsent. */
async function attackersCallback(browser: Browser, button: RegExp) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.route('**/gateway/uac/account/messagingLogin', (route) => route.abort())
  await page.goto(`${shell}/login`)
  await page.getByRole('tab', { name: /企业通讯登录|Messaging/ }).click()
  await page.getByRole('button', { name: button }).click()
  await page.getByRole('button', { name: /邓洋娟/ }).click()
  await page.waitForURL((url) => url.origin === shell && url.pathname === '/login' && url.searchParams.has('state'))
  return { callback: page.url(), context }
}

/** A signed link of the older product for `account`, as it hands a user over. */
function oldProductLink(account: string) {
  const timestamp = Date.now()
  const nonce = randomBytes(16).toString('hex')
  return `${shell}/gateway/oldlcLogin?${new URLSearchParams({ account, timestamp: String(timestamp), nonce, sign: signHandOff(OLD_PRODUCT_SECRET, { account, timestamp, nonce }) })}`
}

async function exchangeIn(context: BrowserContext, code: string) {
  const answer = await context.request.post(`${shell}/gateway/uac/oidc/exchange`, {
    form: { code },
    headers: { origin: shell },
  })
  return (await answer.json()) as { code: number }
}

test("a foreign page cannot switch a signed-in tab to the attacker's account with an SSO hand-off code", async ({
  page,
  browser,
}) => {
  await signIn(page, shell, 'admin')
  const token = await storedToken(page)
  const attacker = await attackersSsoCode(browser, 'staff', 'Staff@12345')
  await visitForeignPage(page, `${shell}/login?sso=${attacker.code}`)
  await expect(page.getByRole('alert').filter({ hasText: OTHER_BROWSER })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  expect(await storedUser(page)).toMatchObject({ loginUserId: '1' })
  expect(await storedToken(page)).toBe(token)
  expect(page.url()).not.toContain(attacker.code)
  expect(await violations(page)).toEqual([])
  // The code is spent: not even the attacker's own browser can use it after it travelled.
  expect((await exchangeIn(attacker.context, attacker.code)).code).toBe(400801)
  // The person still signed in goes back to the portal as themselves.
  await page
    .getByRole('link', { name: /继续以 系统管理员 \(admin\) 的身份使用|Continue as 系统管理员 \(admin\)/ })
    .click()
  await expect(page).toHaveURL(/\/portal\//)
  expect(await storedUser(page)).toMatchObject({ loginUserId: '1' })
  await attacker.context.close()
})

test('a signed-out tab refuses an SSO hand-off code from another browser and stays signed out', async ({
  page,
  browser,
}) => {
  const attacker = await attackersSsoCode(browser, 'staff', 'Staff@12345')
  await visitForeignPage(page, `${shell}/login?sso=${attacker.code}`)
  await expect(page.getByRole('alert').filter({ hasText: OTHER_BROWSER })).toBeVisible()
  await expect(page.getByLabel(/账号|Account/).first()).toBeVisible()
  expect(await storedToken(page)).toBeNull()
  await attacker.context.close()
})

for (const platform of [
  { id: 'wecom', button: /企业微信|WeCom/ },
  { id: 'dingtalk', button: /钉钉|DingTalk/ },
  { id: 'feishu', button: /飞书|Feishu/ },
]) {
  test(`a foreign page cannot switch a signed-in tab to the attacker's account with a ${platform.id} callback`, async ({
    page,
    browser,
  }) => {
    await signIn(page, shell, 'admin')
    const token = await storedToken(page)
    const attacker = await attackersCallback(browser, platform.button)
    await visitForeignPage(page, attacker.callback)
    await expect(page.getByRole('alert').filter({ hasText: OTHER_BROWSER })).toBeVisible()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    expect(await storedUser(page)).toMatchObject({ loginUserId: '1' })
    expect(await storedToken(page)).toBe(token)
    // Spent: the attacker's own browser, which started it, cannot finish it now either.
    await attacker.context.unrouteAll()
    const again = await attacker.context.newPage()
    await again.goto(attacker.callback)
    await expect(again.getByRole('alert').filter({ hasText: /参数不合法|Parameter is illegal/ })).toBeVisible()
    await attacker.context.close()
  })
}

test("a foreign page sending a signed-in tab through the older product's link gets a question, and Stay keeps the session", async ({
  page,
}) => {
  await signIn(page, shell, 'admin')
  const token = await storedToken(page)
  // The link itself binds its code to the browser that follows it, so the tab is asked, naming both accounts.
  await visitForeignPage(page, oldProductLink('staff'))
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(/系统管理员 \(admin\)/)
  await expect(dialog).toContainText(/\bstaff\b/)
  await expect(dialog.getByRole('button', { name: SWITCH })).toBeVisible()
  expect(await violations(page, { include: ['[role="alertdialog"]'] })).toEqual([])
  await dialog.getByRole('button', { name: STAY }).click()
  await expect(page).toHaveURL(/\/portal\//)
  expect(page.url()).not.toContain('sso=')
  expect(await storedUser(page)).toMatchObject({ loginUserId: '1' })
  expect(await storedToken(page)).toBe(token)
})

test("a code harvested from the older product's link in another browser is refused in the signed-in tab", async ({
  page,
  browser,
}) => {
  await signIn(page, shell, 'admin')
  const attacker = await browser.newContext()
  const answer = await attacker.request.get(oldProductLink('staff'), { maxRedirects: 0 })
  const code = new URL(answer.headers().location, shell).searchParams.get('sso')!
  expect(code).toMatch(/^[\w-]{43}$/)
  await visitForeignPage(page, `${shell}/login?sso=${code}`)
  await expect(page.getByRole('alert').filter({ hasText: OTHER_BROWSER })).toBeVisible()
  expect(await storedUser(page)).toMatchObject({ loginUserId: '1' })
  await attacker.close()
})

test('a signed-in person who signs in with SSO again is asked first; Escape stays, Switch account switches', async ({
  page,
}) => {
  await signIn(page, shell, 'admin')
  const viaSso = async () => {
    await page.goto(`${shell}/login`)
    await page.getByRole('link', { name: SSO_BUTTON }).click()
    const dialog = page.getByRole('alertdialog')
    // The provider remembers its own sign-in: the second time it sends the browser straight back.
    await Promise.race([page.getByLabel('Username').waitFor(), dialog.waitFor()])
    if (await page.getByLabel('Username').isVisible()) {
      await page.getByLabel('Username').fill('staff')
      await page.getByLabel('Password').fill('Staff@12345')
      await page.getByRole('button', { name: 'Sign in' }).click()
    }
    await expect(dialog).toContainText(/系统管理员 \(admin\)/)
    await expect(dialog).toContainText(/\bstaff\b/)
    return dialog
  }
  const first = await viaSso()
  // Keyboard: the question has the focus, Escape means stay.
  await expect(first.getByRole('button', { name: STAY })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/portal\//)
  expect(await storedUser(page)).toMatchObject({ loginUserId: '1' })
  const second = await viaSso()
  await second.getByRole('button', { name: SWITCH }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/portal\//)
  await expect.poll(async () => (await storedUser(page))?.loginUserId).toBe('2')
})

test('a signed-in person coming back from a messaging platform as someone else is asked, and switches on request', async ({
  page,
}) => {
  await signIn(page, shell, 'staff')
  await page.goto(`${shell}/login`)
  await page.getByRole('tab', { name: /企业通讯登录|Messaging/ }).click()
  await page.getByRole('button', { name: /钉钉|DingTalk/ }).click()
  await page.getByRole('button', { name: /马超/ }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(/\bstaff\b/)
  await expect(dialog).toContainText(/\bhr\b/)
  await dialog.getByRole('button', { name: SWITCH }).click()
  await pickTenantIfAsked(page)
  await expect(page).toHaveURL(/\/portal\//)
  await expect.poll(async () => (await storedUser(page))?.loginUserId).toBe('3')
})
