import { Secret, TOTP } from 'otpauth'
import type { Page } from '@playwright/test'
import { test, expect, signInThroughForm as signIn } from '../support/fixtures'
import { openSecuritySettings, signOutFromMenu } from '../support/user-menu'
import { gateway } from '../support/api'
import { violations } from '../support/axe'

// Two-step verification in the browser: set-up from the security settings (the test reads the key shown for
// typing in and computes the codes with the same library an authenticator app follows), sign-in with password
// and code, sign-in with a recovery code, and a tenant's requirement that sends a user to the set-up first.

const SHOTS = 'test-results'

/**
 * An authenticator app for one key: the code of the current 30-second step, or of the next one (the gateway
 * takes one step either side) when the current one was used already; it waits for a new step otherwise.
 */
function authenticator(secret: string) {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
  let lastStep = -1
  return {
    async code(): Promise<string> {
      for (;;) {
        const now = Date.now()
        const step = Math.floor(now / 30_000)
        // The next step only with room to spare before the current one ends (else the gateway may be past it).
        const usable = [step, step + 1].find((s) => s > lastStep && (s === step || step * 30_000 + 25_000 > now))
        if (usable !== undefined) {
          lastStep = usable
          return totp.generate({ timestamp: usable * 30_000 })
        }
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    },
  }
}

async function inLanguage(page: Page, shell: string, language: 'en' | 'zh-CN') {
  await page.goto(`${shell}/login`)
  await page.evaluate((lang) => localStorage.setItem('language', lang), language)
  await page.reload()
}

/** Fills account and password and presses sign in. */
async function submitPassword(page: Page, shell: string, account: string, password: string) {
  await page.goto(`${shell}/login`)
  await page.getByLabel(/账号|Account/).fill(account)
  await page.getByLabel(/登录密码|Login password/).fill(password)
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
}

/** Signs in with the password, up to the second step. */
async function passwordStep(page: Page, shell: string, account: string, password: string) {
  await submitPassword(page, shell, account, password)
  await expect(page.getByRole('heading', { name: /^(两步验证|Two-step verification)$/ })).toBeFocused()
}

/** Sets up the authenticator on a page that shows the set-up; answers the app and the recovery codes. */
async function setUp(scope: ReturnType<Page['locator']> | Page) {
  await expect(
    scope.getByRole('img', { name: /QR code for your authenticator app|身份验证器应用的二维码/ }),
  ).toBeVisible()
  const secret = (await scope.getByTestId('totp-secret').textContent())!.replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  const app = authenticator(secret)
  const field = scope.getByRole('textbox', { name: /6-digit code|6 位验证码/ })
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(field).toHaveAttribute('inputmode', 'numeric')
  await field.fill('000000')
  await scope.getByRole('button', { name: /^(Turn on|开启)$/ }).click()
  await expect(
    scope.getByRole('alert').filter({ hasText: /The verification code is incorrect|动态验证码错误/ }),
  ).toBeVisible()
  await field.fill(await app.code())
  await scope.getByRole('button', { name: /^(Turn on|开启)$/ }).click()
  const list = scope.getByTestId('recovery-codes')
  await expect(list.getByRole('listitem')).toHaveCount(10)
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim())
  return { app, codes }
}

test('sets up an authenticator, then signs in with password and code, and with a recovery code', async ({
  page,
  ownShell,
}) => {
  test.setTimeout(150_000)
  await inLanguage(page, ownShell, 'en')
  await signIn(page, ownShell, 'staff')
  await openSecuritySettings(page)
  const dialog = page.getByRole('dialog', { name: 'Security settings' })
  await expect(dialog.getByTestId('totp-state')).toHaveText('Off')
  await dialog.getByRole('button', { name: 'Set up' }).click()
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/totp-setup-en.png` })
  expect(await violations(page)).toEqual([])
  const { app, codes } = await setUp(dialog)
  await expect(dialog.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused()
  await page.screenshot({ path: `${SHOTS}/totp-recovery-codes-en.png` })
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download' }).click()
  expect((await download).suggestedFilename()).toBe('recovery-codes-staff.txt')
  await dialog.getByRole('button', { name: 'I have saved them' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Two-step verification is on.' })).toBeVisible()
  await expect(dialog.getByTestId('totp-state')).toContainText('10 recovery codes left')
  await page.keyboard.press('Escape')
  await signOutFromMenu(page)
  await page.waitForURL(/\/login$/)

  // Password, then the code; no session exists before the code.
  await passwordStep(page, ownShell, 'staff', 'Staff@12345')
  expect(await page.evaluate(() => localStorage.getItem('t'))).toBeNull()
  await page.setViewportSize({ width: 390, height: 760 })
  await page.screenshot({ path: `${SHOTS}/totp-step-phone-en.png` })
  expect(await violations(page)).toEqual([])
  await page.getByRole('textbox', { name: '6-digit code' }).fill('123456')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The verification code is incorrect' })).toBeVisible()
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await app.code())
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/portal\//)
  await page.setViewportSize({ width: 1280, height: 800 })
  await signOutFromMenu(page)
  await page.waitForURL(/\/login$/)

  // A recovery code in place of the code, once; in Chinese this time.
  await inLanguage(page, ownShell, 'zh-CN')
  await passwordStep(page, ownShell, 'staff', 'Staff@12345')
  await page.screenshot({ path: `${SHOTS}/totp-step-zh.png` })
  await page.getByRole('button', { name: '改用恢复码' }).click()
  await page.getByRole('textbox', { name: '恢复码' }).fill(codes[0])
  await page.getByRole('button', { name: '验证', exact: true }).click()
  await page.waitForURL(/\/portal\//)
  await signOutFromMenu(page)
  await page.waitForURL(/\/login$/)
  await passwordStep(page, ownShell, 'staff', 'Staff@12345')
  await page.getByRole('button', { name: '改用恢复码' }).click()
  await page.getByRole('textbox', { name: '恢复码' }).fill(codes[0])
  await page.getByRole('button', { name: '验证', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: '动态验证码错误' })).toBeVisible()
  await page.getByRole('button', { name: '返回' }).click()
  await expect(page.getByRole('button', { name: /^登录$/ })).toBeVisible()
})

test("a tenant's requirement sends a user of a chosen role to the set-up before the portal", async ({
  page,
  browser,
  ownShell,
}) => {
  test.setTimeout(150_000)
  await inLanguage(page, ownShell, 'en')
  await signIn(page, ownShell, 'admin')
  await page
    .getByRole('navigation', { name: /Main menu/ })
    .getByRole('link', { name: 'Company settings' })
    .click()
  const frame = page.frameLocator('iframe[name="system"]')
  const section = frame.getByTestId('totp-requirement')
  await expect(section.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
  await section
    .getByRole('group', { name: 'Require it of these roles' })
    .getByRole('checkbox', { name: 'Staff', exact: true })
    .check()
  await section.getByRole('button', { name: 'Save' }).click()
  await expect(section.getByTestId('totp-requirement-status')).toHaveText('The requirement is saved')
  await page.screenshot({ path: `${SHOTS}/totp-requirement-en.png` })
  expect(await violations(page)).toEqual([])

  const staff = await (await browser.newContext()).newPage()
  for (const language of ['zh-CN', 'en'] as const) {
    await inLanguage(staff, ownShell, language)
    await submitPassword(staff, ownShell, 'staff', 'Staff@12345')
    await staff.waitForURL(/\/totp-setup$/)
    await expect(
      staff.getByRole('heading', { name: /Two-step verification is required|需要开启两步验证/ }),
    ).toBeVisible()
    await expect(
      staff.getByRole('img', { name: /QR code for your authenticator app|身份验证器应用的二维码/ }),
    ).toBeVisible()
    await staff.screenshot({ path: `${SHOTS}/totp-required-${language}.png` })
    expect(await violations(staff)).toEqual([])
    // The gateway holds every other request of the session until the set-up is done.
    const token = await staff.evaluate(() => localStorage.getItem('t'))
    expect((await gateway(ownShell, '/uac/web/permission/getLoginPermission', {}, token!)).code).toBe(400135)
    // Going to the portal directly leads back to the set-up.
    await staff.goto(`${ownShell}/portal`)
    await staff.waitForURL(/\/totp-setup$/)
    if (language === 'zh-CN') {
      await staff.getByRole('button', { name: '退出登录' }).click()
      await staff.waitForURL(/\/login$/)
    }
  }
  await setUp(staff.locator('main'))
  await staff.getByRole('button', { name: 'I have saved them' }).click()
  await staff.waitForURL(/\/portal\//)
  const token = await staff.evaluate(() => localStorage.getItem('t'))
  expect((await gateway(ownShell, '/uac/web/permission/getLoginPermission', {}, token!)).code).toBe(0)
})
