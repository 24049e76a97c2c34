import jsQR from 'jsqr'
import type { Browser, Page } from '@playwright/test'
import { solveSliderIfAsked } from '../support/slider'
import { test, expect, ACCOUNTS, signInThroughForm as signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { violations } from '../support/axe'

// QR login: the desktop shows a QR code; a phone, signed in to the portal, opens
// the scanned address, sees where the sign-in comes from and confirms (or cancels); the desktop
// follows by server-sent events and signs in as the phone's user.

const QR_TAB = /扫码登录|QR code/
const QR_IMAGE = /用手机扫码登录的二维码|QR code to sign in from your phone/

/** The number the desktop shows beside its QR code. */
const desktopNumber = async (desktop: Page) => Number(await desktop.getByTestId('qr-match-number').textContent())

/** Opens the QR tab and reads the QR code as a scanner would: from the pixels the page drew. */
async function scanDesktopCode(desktop: Page, shell: string): Promise<string> {
  await desktop.goto(`${shell}/login`)
  await desktop.getByRole('tab', { name: QR_TAB }).click()
  await expect(
    desktop.getByRole('status').filter({ hasText: /请使用手机上的门户扫码|Scan with the portal on your phone/ }),
  ).toBeVisible()
  const code = desktop.getByRole('img', { name: QR_IMAGE })
  const pixels = await code.evaluate((canvas: HTMLCanvasElement) => {
    const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
    return { data: Array.from(image.data), width: image.width, height: image.height }
  })
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)
  expect(decoded, 'the QR code decodes').not.toBeNull()
  return decoded!.data
}

/** A phone-sized browser of its own that opens the scanned address and signs in as staff on the way. */
async function phoneOpens(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const phone = await context.newPage()
  await phone.goto(url)
  await expect(phone).toHaveURL(/\/login$/)
  await phone.getByLabel(/账号|Account/).fill(ACCOUNTS.staff.account)
  await phone.getByLabel(/登录密码|Login password/).fill(ACCOUNTS.staff.password)
  await phone.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
  const picker = phone.getByRole('group', { name: /选择租户|Choose a tenant/ })
  const heading = phone.getByRole('heading', { name: /在另一台设备上登录|Sign in on another device/ })
  // Other tests of the run failed passwords from this machine: the slider may be due first (staff's, or the address's).
  await solveSliderIfAsked(phone, () => picker.or(heading).waitFor())
  await expect(picker.or(heading)).toBeVisible()
  if (await picker.isVisible()) {
    await picker.getByRole('radio').first().check()
    await phone.getByRole('button', { name: /^(进入|Enter)$/ }).click()
  }
  await expect(heading).toBeVisible()
  await expect(phone).toHaveURL(url)
  return phone
}

test('a phone signed in as staff confirms the QR code and the desktop lands in the portal as staff', async ({
  page,
  shell,
  browser,
}) => {
  const url = await scanDesktopCode(page, shell)
  expect(url).toMatch(new RegExp(`^${shell}/qr/confirm\\?ticket=[A-Za-z0-9_-]{43}&via=scan$`))
  await expect(page.getByText(/请在手机上选择此数字|On your phone, choose this number/)).toBeVisible()
  const number = await desktopNumber(page)
  expect(number).toBeGreaterThanOrEqual(10)
  expect(await violations(page)).toEqual([])

  const phone = await phoneOpens(browser, url)
  await expect(phone.getByTestId('qr-via')).toHaveText(
    /您是通过扫描二维码打开此页面的|You opened this page by scanning a QR code/,
  )
  const facts = phone.locator('.qr-phone-facts')
  await expect(facts).toContainText(/Chrome/)
  await expect(facts).toContainText('127.0.0.1')
  await expect(facts).toContainText('staff')
  // Where the computer is, seen from the phone (here both on this machine), and the warning that whoever shows the code signs in.
  await expect(phone.getByTestId('qr-network')).toHaveText(/与本手机处于同一网络|On the same network as this phone/)
  await expect(phone.getByTestId('qr-warning')).toHaveText(
    /仅当您本人此刻正在那台电脑上登录时才确认|Confirm only if you are signing in on that computer yourself/,
  )
  await expect(
    page.getByRole('status').filter({ hasText: /已扫码，请在手机上确认|Scanned, confirm on your phone/ }),
  ).toBeVisible()
  await phone.screenshot({ path: test.info().outputPath('phone.png') })
  expect(await violations(phone)).toEqual([])

  // Confirming needs the number first; the three choices are a labelled radio group.
  await phone.getByRole('button', { name: /确认登录|Confirm sign-in/ }).click()
  await expect(phone.getByRole('alert')).toContainText(
    /请先选择电脑上显示的数字|Choose the number shown on the computer first/,
  )
  const choices = phone.getByRole('radiogroup', {
    name: /请选择电脑上二维码旁显示的数字|Choose the number shown on the computer/,
  })
  await expect(choices.getByRole('radio')).toHaveCount(3)
  await choices.getByRole('radio', { name: String(number), exact: true }).check()
  await phone.screenshot({ path: test.info().outputPath('phone-picked.png') })
  await phone.getByRole('button', { name: /确认登录|Confirm sign-in/ }).click()
  await expect(
    phone.getByRole('status').filter({ hasText: /另一台设备已登录|The other device is now signed in/ }),
  ).toBeVisible()

  await page.waitForURL(/\/portal\//)
  await expect(page.getByRole('navigation').first()).toBeVisible()
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? 'null'))
  expect(user?.userName).toBe('staff')
  await phone.context().close()
})

test('a phone that cancels leaves the desktop signed out, saying it was declined', async ({ page, shell, browser }) => {
  const url = await scanDesktopCode(page, shell)
  const phone = await phoneOpens(browser, url)
  await phone.getByRole('button', { name: /^(取消|Cancel)$/ }).click()
  await expect(phone.getByRole('status').filter({ hasText: /已取消登录|Sign-in cancelled/ })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /已在手机上拒绝|Declined on the phone/ })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('declined.png') })
  expect(page.url()).toMatch(/\/login$/)

  // The phone cannot change its answer, and refresh gives the desktop a new, working code.
  await phone.reload()
  await expect(phone.getByRole('alert')).toContainText(/此二维码已无法在此使用|can no longer be used/)
  await page.getByRole('button', { name: /刷新二维码|Refresh QR code/ }).click()
  await expect(
    page.getByRole('status').filter({ hasText: /请使用手机上的门户扫码|Scan with the portal on your phone/ }),
  ).toBeVisible()
  await phone.context().close()
})

test('a wrong number cancels the sign-in on both sides', async ({ page, shell, browser }) => {
  const url = await scanDesktopCode(page, shell)
  const number = await desktopNumber(page)
  const phone = await phoneOpens(browser, url)
  const radios = phone.getByRole('radio')
  for (let i = 0; i < 3; i++) {
    if (Number(await radios.nth(i).getAttribute('value')) !== number) {
      await radios.nth(i).check()
      break
    }
  }
  await phone.getByRole('button', { name: /确认登录|Confirm sign-in/ }).click()
  await expect(phone.getByRole('alert')).toContainText(
    /所选数字与电脑上显示的不一致|That is not the number on the computer/,
  )
  await expect(page.getByRole('status').filter({ hasText: /已在手机上拒绝|Declined on the phone/ })).toBeVisible()
  expect(page.url()).toMatch(/\/login$/)
  await phone.context().close()
})

test('the phone page warns when it was opened from a link rather than a scan', async ({ page, shell, browser }) => {
  const url = await scanDesktopCode(page, shell)
  const phone = await phoneOpens(browser, url.replace('&via=scan', ''))
  await expect(phone.getByTestId('qr-via')).toHaveText(/此页面是通过链接打开的|This page was opened from a link/)
  await expect(
    phone.getByRole('note').filter({ hasText: /此页面是通过链接打开的|This page was opened from a link/ }),
  ).toBeVisible()
  await phone.screenshot({ path: test.info().outputPath('phone-from-link.png') })
  expect(await violations(phone)).toEqual([])
  await phone.context().close()
})

test('the QR tab reads in English and in the orange theme, without accessibility violations', async ({
  page,
  shell,
}) => {
  await page.goto(`${shell}/login`)
  await chooseLanguage(page, 'en')
  await chooseTheme(page, 'orange')
  await page.getByRole('tab', { name: 'QR code' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Scan with the portal on your phone' })).toBeVisible()
  await expect(page.getByText(/^Valid for \d+ s$/)).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code to sign in from your phone' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('desktop-en-orange.png') })
  expect(await violations(page)).toEqual([])
})

test('the phone page says Parameter is illegal for an address without a ticket', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  await page.goto(`${shell}/qr/confirm?ticket=nope`)
  await expect(page.getByRole('alert')).toContainText(/参数不合法|Parameter is illegal/)
})

test("the QR tab says 'Missing parameter: scan address' when the gateway answers no scan address, in both languages", async ({
  page,
  shell,
}) => {
  await page.route('**/uac/qrLogin/create', async (route) => {
    const answer = await (await route.fetch()).json()
    delete answer.result.scanUrl
    await route.fulfill({ json: answer })
  })
  await page.goto(`${shell}/login`)
  await page.getByRole('tab', { name: QR_TAB }).click()
  await expect(page.getByRole('alert')).toHaveText('缺少参数：扫码地址')
  await chooseLanguage(page, 'en')
  await page.getByRole('tab', { name: QR_TAB }).click()
  await expect(page.getByRole('alert')).toHaveText('Missing parameter: scan address')
})
