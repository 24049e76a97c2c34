// Guided tour and watermark: the first-sign-in tour of a new user, driven
// by the keyboard, not shown again; a sub-app's tour highlighting an element inside its frame; the
// company watermark over the shell and the system app, on and off (on a product of its own).
import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../support/fixtures'
import { chooseLanguage, chooseTheme, signOutFromMenu } from '../support/user-menu'
import { gateway, loginToken, solveCaptcha } from '../support/api'
import { codeFromOutbox } from '../support/outbox'
import { frameOf } from '../support/probe'

const PASSWORD = 'Harbour@2024x'

/** A company registered over the API: its administrator is a user who has never signed in. */
async function newCompanyAdmin(page: Page, shell: string) {
  const stamp = Date.now().toString(36)
  const account = `tour${stamp}`
  const email = `${account}@tour-test.example`
  expect(
    (await gateway(shell, '/tum/web/company/sendCode', { email, captchaToken: await solveCaptcha(shell) })).code,
  ).toBe(0)
  const code = await codeFromOutbox(page, shell, email)
  // The code proves the e-mail first (verifyCode); register then takes the proof.
  const verified = await gateway<{ proof: string }>(shell, '/tum/web/company/verifyCode', { email, code })
  expect(verified.code, verified.msg).toBe(0)
  const answer = await gateway(shell, '/tum/web/company/register', {
    companyName: `Tour Harbour ${stamp}`,
    adminAccount: account,
    adminName: 'Mei Tour',
    adminPhone: `139${String(Date.now()).slice(-8)}`,
    adminEmail: email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    proof: verified.result?.proof,
  })
  expect(answer.code, answer.msg).toBe(0)
  return account
}

async function signInWithForm(page: Page, shell: string, account: string) {
  await page.goto(`${shell}/login`)
  await page.getByLabel('Account').fill(account)
  await page.getByLabel('Login password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(/\/portal\//)
}

const popover = (page: Page) => page.getByTestId('tour-popover')

test("the shell tour runs at a new user's first sign-in, goes by keyboard, and not again", async ({ page, shell }) => {
  test.setTimeout(90_000)
  await page.goto(`${shell}/login`)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  const account = await newCompanyAdmin(page, shell)
  await signInWithForm(page, shell, account)

  await expect(popover(page)).toBeVisible()
  await expect(popover(page).getByRole('heading').or(popover(page).locator('header'))).toHaveText('Menus')
  await expect(popover(page)).toContainText('1 of 6')
  await expect(page.locator('[data-tour="menu"]')).toHaveClass(/driver-active-element/)
  await page.screenshot({ path: test.info().outputPath('tour-first-en.png') })
  // → and Enter move on; ← goes back; stops whose element is missing are skipped.
  await page.keyboard.press('ArrowRight')
  await expect(popover(page).locator('header')).toHaveText('Tabs')
  await page.keyboard.press('ArrowLeft')
  await expect(popover(page).locator('header')).toHaveText('Menus')
  const seen: string[] = []
  for (let i = 0; i < 6; i += 1) {
    const title = (await popover(page).locator('header').textContent()) ?? ''
    seen.push(title)
    if (title === 'Guided tour') break
    await page.keyboard.press('Enter')
    await expect(popover(page).locator('header')).not.toHaveText(title)
  }
  expect(seen.slice(0, 2)).toEqual(['Menus', 'Tabs'])
  expect(seen.slice(-2)).toEqual(['Your account', 'Guided tour'])
  for (const name of ['search', 'messages']) {
    if (await page.locator(`[data-tour="${name}"]`).count())
      expect(seen).toContain(name === 'search' ? 'Search' : 'Messages')
  }
  await expect(popover(page).getByRole('button', { name: 'Done' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(popover(page)).toHaveCount(0)
  await expect(page.locator('.driver-overlay')).toHaveCount(0)
  await expect
    .poll(
      async () =>
        (
          await gateway<{ completed: boolean; outcome: string }>(
            shell,
            '/joyhr/web/tour/status',
            { tourId: 'shell' },
            await loginToken(shell, account, PASSWORD),
          )
        ).result,
    )
    .toMatchObject({ completed: true, outcome: 'completed' })

  // The next sign-in: no tour. "Guided tour" starts it again; Esc closes it.
  await signOutFromMenu(page)
  await page.waitForURL(/\/login/)
  await signInWithForm(page, shell, account)
  await expect(page.getByTestId('current-user')).toHaveText('Mei Tour')
  await page.waitForTimeout(1500)
  await expect(popover(page)).toHaveCount(0)
  await page.getByTestId('tour-start').click()
  await expect(popover(page).locator('header')).toHaveText('Menus')
  await page.keyboard.press('Escape')
  await expect(popover(page)).toHaveCount(0)
  // In Chinese, with the orange theme.
  await chooseLanguage(page, 'zh-CN')
  await chooseTheme(page, 'orange')
  await page.getByTestId('tour-start').click()
  await expect(popover(page).locator('header')).toHaveText('菜单')
  await expect(popover(page)).toContainText('第 1 步，共 6 步')
  await page.screenshot({ path: test.info().outputPath('tour-zh-orange.png') })
  await popover(page).getByRole('button', { name: '关闭引导' }).click()
  await expect(popover(page)).toHaveCount(0)
})

test("a sub-app tour highlights the element inside the app's frame", async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await signIn(page, shell, 'admin')
  // Demo accounts have finished the shell tour: nothing covers the page.
  await page.waitForTimeout(1000)
  await expect(popover(page)).toHaveCount(0)
  await page
    .getByRole('navigation', { name: /Main menu/ })
    .getByRole('link', { name: 'Staff list' })
    .click()
  const frame = page.frameLocator('iframe[name="system"]')
  await expect(frame.getByTestId('user-table')).toBeVisible()
  await frame.getByTestId('users-tour').click()
  await expect(popover(page).locator('header')).toHaveText('Departments')
  const near = async (target: string) => {
    const inside = await frame.locator(target).first().boundingBox()
    const box = await page.getByTestId('tour-frame-target').boundingBox()
    expect(inside && box).toBeTruthy()
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(box![key] - inside![key]), key).toBeLessThanOrEqual(3)
  }
  await near('.organ-aside')
  await expect(page.getByTestId('tour-frame-target')).toHaveClass(/driver-active-element/)
  await page.screenshot({ path: test.info().outputPath('tour-frame-en.png') })
  await page.keyboard.press('ArrowRight')
  await expect(popover(page).locator('header')).toHaveText('Search staff')
  await near('.users form[role="search"]')
  await page.keyboard.press('Escape')
  await expect(popover(page)).toHaveCount(0)
  await expect(page.getByTestId('tour-frame-target')).toHaveCount(0)
  // The app hears the end (the tour's call resolved): its button is enabled again.
  await expect(frame.getByTestId('users-tour')).toBeEnabled()
})

test('the company watermark shows over the shell and the system app, live, and goes when turned off', async ({
  page,
  ownShell,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${ownShell}/login`)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await signIn(page, ownShell, 'admin')
  await page
    .getByRole('navigation', { name: /Main menu/ })
    .getByRole('link', { name: 'Company settings' })
    .click()
  const frame = page.frameLocator('iframe[name="system"]')
  const toggle = frame.getByRole('switch', { name: 'Show the watermark' })
  await expect(toggle).not.toBeChecked()
  await expect(page.locator('body > [data-hr-watermark]')).toHaveCount(0)
  // The switch follows the saved setting: checked once the gateway has it.
  await toggle.click()
  // The watermark section's status (the page has a status line per section).
  await expect(frame.getByRole('region', { name: 'Watermark' }).getByRole('status')).toHaveText(
    'Company settings saved',
  )
  await expect(toggle).toBeChecked()
  const shellMark = page.locator('body > [data-hr-watermark]')
  await expect(shellMark).toHaveAttribute('data-hr-watermark', '系统管理员 admin')
  await expect(shellMark).toHaveAttribute('aria-hidden', 'true')
  expect(
    await shellMark.evaluate((el) => [
      getComputedStyle(el).pointerEvents,
      getComputedStyle(el).position,
      getComputedStyle(el).backgroundImage.startsWith('url("data:image/png'),
    ]),
  ).toEqual(['none', 'fixed', true])
  // Inside the frame: the env the shell sent carries the text, and the SDK drew it.
  const system = frameOf(page, 'system')
  await expect
    .poll(() =>
      system.evaluate(() => document.querySelector('[data-hr-watermark]')?.getAttribute('data-hr-watermark') ?? null),
    )
    .toBe('系统管理员 admin')
  expect(
    await system.evaluate(() => {
      const el = document.querySelector('[data-hr-watermark]')!
      return [el.getAttribute('aria-hidden'), getComputedStyle(el).pointerEvents]
    }),
  ).toEqual(['true', 'none'])
  // On screen the shell's overlay covers the frame (one grid of text); the app's own copy is for printing.
  const appMarkDisplay = () =>
    system.evaluate(() => getComputedStyle(document.querySelector('[data-hr-watermark]')!).display)
  expect(await appMarkDisplay()).toBe('none')
  await page.emulateMedia({ media: 'print' })
  expect(await appMarkDisplay()).toBe('block')
  await page.emulateMedia({ media: null })
  // Clicks go through it: the switch still works under the overlay.
  await page.screenshot({ path: test.info().outputPath('watermark-on-en.png') })
  await toggle.click()
  await expect(toggle).not.toBeChecked()
  await expect(page.locator('body > [data-hr-watermark]')).toHaveCount(0)
  await expect.poll(() => system.evaluate(() => document.querySelectorAll('[data-hr-watermark]').length)).toBe(0)
  // A member of staff cannot change it.
  const staff = await loginToken(ownShell, 'staff', 'Staff@12345')
  expect((await gateway(ownShell, '/joyhr/web/companySetting/saveWatermark', { enabled: true }, staff)).code).toBe(
    403001,
  )
})
