import jsQR from 'jsqr'
import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { startProduct, type Product } from '../support/product'
import { violations } from '../support/axe'
import { chooseLanguage, chooseTheme } from '../support/user-menu'

// An administrator authorises the portal's WeCom app (the WeCom stand-in's demo provider suite, which `npm start`
// configures) by QR code: the directory sync page shows WeCom's install page as a QR code, a phone opens what it
// reads, a WeCom administrator authorises there, and the page shows the company; a sync then reads the contacts with
// the company token the authorisation gives. The sync adds people, so it runs on a product of its own.
const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

let product: Product

test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.close()
})

test('authorises the WeCom app by QR code from a phone, shows the company, and syncs through the company token', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await signIn(page, product.urls.shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '通讯录同步' }).first().click()
  const frame = system(page)
  const section = frame.getByRole('region', { name: '扫码授权' })
  await expect(section).toBeVisible()
  await section.getByRole('button', { name: '显示二维码' }).click()

  // Read the QR code as a scanner would: from the pixels the page drew.
  const code = section.getByRole('img', { name: '在企业微信中授权门户应用的二维码' })
  await expect(code).toBeVisible()
  const pixels = await code.evaluate((canvas: HTMLCanvasElement) => {
    const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
    return { data: Array.from(image.data), width: image.width, height: image.height }
  })
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)
  expect(decoded, 'the QR code decodes').not.toBeNull()
  const url = decoded!.data
  await expect(section.getByTestId('ds-qr-link')).toHaveText(url)
  expect(url.startsWith(`${product.devServices.wecom}/3rdapp/install?suite_id=`)).toBe(true)
  await expect(section.getByText(/^有效期至 /)).toBeVisible()
  await expect(section.getByText('等待管理员在企业微信中确认授权…')).toBeVisible()
  expect(await violations(page)).toEqual([])

  // The phone: WeCom's page names the company and the app; the administrator authorises and is sent back to the portal.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const phone = await phoneContext.newPage()
  await phone.goto(url)
  await expect(phone.getByTestId('install-corp')).toHaveText('演示科技')
  await phone.getByRole('button', { name: /同意授权/ }).click()
  await expect(phone.getByTestId('suite-outcome')).toHaveText('已授权：演示科技。可关闭此页面，回到门户继续操作。')
  expect(phone.url().startsWith(`${product.urls.shell}/gateway/ums/web/wechat/suite/redirect?`)).toBe(true)
  await phoneContext.close()

  await expect(section.getByTestId('ds-qr-status')).toContainText('已授权：演示科技')
  await expect(section.getByTestId('ds-qr-status')).toContainText('授权人：系统管理员')
  await expect(section.getByRole('img')).toHaveCount(0)

  // The connector now reads the company with the token of the authorisation.
  await expect(frame.getByText(/^已通过扫码授权连接/)).toBeVisible()
  await expect(frame.getByTestId('ds-apps')).toContainText('HR Portal')
  await frame.getByRole('button', { name: '立即同步' }).click()
  await expect(frame.getByTestId('ds-progress')).toHaveText(/^同步完成：共 \d+ 条$/, { timeout: 60_000 })

  // The other language and theme, and a phone-width frame.
  await chooseLanguage(page, 'en')
  await chooseTheme(page, 'orange')
  const english = frame.getByRole('region', { name: 'Authorise by QR code' })
  await expect(english.getByTestId('ds-qr-status')).toContainText('Authorised: 演示科技')
  await english.getByRole('button', { name: 'Authorise again' }).focus()
  await page.keyboard.press('Enter')
  await expect(english.getByRole('img', { name: "QR code to authorise the portal's app in WeCom" })).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  const box = await english.getByTestId('ds-qr-link').boundingBox()
  expect(box!.width).toBeLessThanOrEqual(390)
})
