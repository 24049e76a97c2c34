import { test, expect } from '../support/fixtures'
import type { Page } from '@playwright/test'
import { createAutoLoginToken } from '../../gateway/src/services/accounts/messaging-login/auto-login-token'

// The product of this file (started in this worker) signs back-office auto-login links with this secret.
const AUTO_LOGIN_SECRET = 'e2e secret of the back office'
process.env.AUTO_LOGIN_SECRET = AUTO_LOGIN_SECRET

// Enterprise messaging login against the product's local platform simulators:
// the button leaves for the platform's sign-in page, the person confirms there, the platform sends
// them back to /login with its §2 query, and the portal opens.

const PLATFORMS = [
  { id: 'wecom', button: /企业微信|WeCom/, query: ['auth_code'] },
  { id: 'dingtalk', button: /钉钉|DingTalk/, query: ['corpId', 'authCode', 'timestamp', 'sign'] },
  { id: 'feishu', button: /飞书|Feishu/, query: ['authCorpId', 'userId', 'vCode', 'sign', 'appCode'] },
] as const

/** From the login page to the platform's page, as a person would. */
async function openPlatform(page: Page, shell: string, button: RegExp) {
  await page.goto(`${shell}/login`)
  await page.getByRole('tab', { name: /企业通讯登录|Messaging/ }).click()
  await page.getByRole('button', { name: button }).click()
  await expect(page.getByRole('heading', { name: button })).toBeVisible()
}

for (const platform of PLATFORMS) {
  test(`signs in through the ${platform.id} simulator and lands in the portal`, async ({ page, shell, product }) => {
    await openPlatform(page, shell, platform.button)
    expect(page.url().startsWith(product.devServices[platform.id])).toBe(true)
    const back = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().startsWith(`${shell}/login?`),
    )
    await page.getByRole('button', { name: /邓洋娟/ }).click()
    const callback = new URL((await back).url())
    for (const key of platform.query) expect(callback.searchParams.get(key)).toBeTruthy()
    await page.waitForURL(/\/portal\//)
    await expect(page.getByRole('navigation').first()).toBeVisible()
    expect(page.url()).not.toContain('sign=')
  })
}

test('shows the mobile notice when the platform user has no portal account, and leads back to sign-in', async ({
  page,
  shell,
}) => {
  await openPlatform(page, shell, /钉钉|DingTalk/)
  await page.getByRole('button', { name: /王五/ }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /手机号不存在，请确认管理员创建的账号|The mobile phone number does not exist/ }),
  ).toBeVisible()
  await page.getByRole('link', { name: /返回登录|Back to sign-in/ }).click()
  await expect(page).toHaveURL(`${shell}/login`)
  await expect(page.getByRole('tab', { name: /企业通讯登录|Messaging/ })).toBeVisible()
})

test('shows the missing-mobile notice when the platform gives no mobile', async ({ page, shell }) => {
  await openPlatform(page, shell, /飞书|Feishu/)
  await page.getByRole('button', { name: /李四/ }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /无法获取当前用户手机号|Unable to obtain the current user's mobile phone number/ }),
  ).toBeVisible()
})

test('refuses a callback opened a second time (replay) with Parameter is illegal', async ({ page, shell }) => {
  await openPlatform(page, shell, /企业微信|WeCom/)
  const back = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().startsWith(`${shell}/login?`),
  )
  await page.getByRole('button', { name: /邓洋娟/ }).click()
  const callback = (await back).url()
  await page.waitForURL(/\/portal\//)
  const other = await page.context().browser()!.newContext()
  const second = await other.newPage()
  await second.goto(callback)
  await expect(second.getByRole('alert').filter({ hasText: /参数不合法|Parameter is illegal/ })).toBeVisible()
  await other.close()
})

test('signs in by a back-office auto-login link once; the same link again is refused', async ({ page, shell }) => {
  const token = createAutoLoginToken(AUTO_LOGIN_SECRET, 'backoffice', 'auto', { mobile: '13547620649' }, Date.now())
  const link = `${shell}/login?${new URLSearchParams({ systemFlag: 'backoffice', loginType: 'auto', token })}`
  await page.goto(link)
  await page.waitForURL(/\/portal\//)
  const other = await page.context().browser()!.newContext()
  const second = await other.newPage()
  await second.goto(link)
  await expect(second.getByRole('alert').filter({ hasText: /参数不合法|Parameter is illegal/ })).toBeVisible()
  await other.close()
})
