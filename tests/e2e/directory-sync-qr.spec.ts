import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { startProduct, type Product } from '../support/product'
import { violations } from '../support/axe'
import { chooseLanguage, chooseTheme } from '../support/user-menu'

// An administrator authorises the portal's WeCom app (the WeCom stand-in's demo provider suite, which `npm start`
// configures): the directory sync page gives the link to WeCom's install page, bound to this browser (real WeCom shows
// the QR code a WeCom administrator scans there; the stand-in's page plays the administrator's consent), WeCom sends the
// browser back, and the page shows the company; the same link opened in another browser is refused. A sync then reads
// the contacts with the company token the authorisation gives. The sync adds people, so it runs on a product of its own.
const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

let product: Product

test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.close()
})

test('authorises the WeCom app through the link opened in this browser, refuses it in another, shows the company, and syncs through the company token', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signIn(page, product.urls.shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '通讯录同步' }).first().click()
  const frame = system(page)
  const section = frame.getByRole('region', { name: '扫码授权' })
  await expect(section).toBeVisible()

  // A link opened in another browser (a phone, someone it was sent to) is refused, and spent.
  await section.getByRole('button', { name: '获取授权链接' }).click()
  await expect(section.getByTestId('ds-qr-link')).toBeVisible()
  const first = await section.getByTestId('ds-qr-link').textContent()
  expect(first!.startsWith(`${product.devServices.wecom}/3rdapp/install?suite_id=`)).toBe(true)
  const otherContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const other = await otherContext.newPage()
  await other.goto(first!)
  await other.getByRole('button', { name: /同意授权/ }).click()
  await expect(other.getByTestId('suite-outcome')).toHaveText(
    '此授权链接不是在门户中生成它的浏览器里打开的，已被拒绝。请在同一浏览器中打开门户给出的链接。',
  )
  await otherContext.close()
  await expect(section.getByTestId('ds-qr-message')).toHaveText(/^此授权链接不是在门户中生成它的浏览器里打开的/)

  await section.getByTestId('ds-qr-show').click()
  const link = section.getByTestId('ds-qr-link')
  await expect(link).not.toHaveText(first!)
  await expect(section.getByText(/^有效期至 /)).toBeVisible()
  await expect(section.getByText('等待管理员在企业微信中确认授权…')).toBeVisible()
  expect(await violations(page)).toEqual([])

  // This browser: the shell opens WeCom's page (after asking, as for any outside address); it names the company and the
  // app; the administrator authorises and is sent back to the portal.
  const popup = page.waitForEvent('popup')
  await link.click()
  await page.getByRole('alertdialog', { name: '打开外部链接？' }).getByRole('button', { name: '打开' }).click()
  const wecom = await popup
  await expect(wecom.getByTestId('install-corp')).toHaveText('演示科技')
  await wecom.getByRole('button', { name: /同意授权/ }).click()
  await expect(wecom.getByTestId('suite-outcome')).toHaveText('已授权：演示科技。可关闭此页面，回到门户继续操作。')
  expect(wecom.url().startsWith(`${product.urls.shell}/gateway/ums/web/wechat/suite/redirect?`)).toBe(true)
  await wecom.close()

  await expect(section.getByTestId('ds-qr-status')).toContainText('已授权：演示科技')
  await expect(section.getByTestId('ds-qr-status')).toContainText('授权人：系统管理员')
  await expect(section.getByTestId('ds-qr-link')).toHaveCount(0)

  // The connector now reads the company with the token of the authorisation.
  await expect(frame.getByText(/^已通过扫码授权连接/)).toBeVisible()
  await expect(frame.getByTestId('ds-apps')).toContainText('HR Portal')
  await frame.getByRole('button', { name: '立即同步' }).click()
  await frame.getByRole('button', { name: '保存变更' }).click()
  await expect(frame.getByTestId('ds-progress')).toHaveText(/^同步完成：共 \d+ 条$/, { timeout: 60_000 })

  // The other language and theme, and a phone-width frame.
  await chooseLanguage(page, 'en')
  await chooseTheme(page, 'orange')
  const english = frame.getByRole('region', { name: 'Authorise by QR code' })
  await expect(english.getByTestId('ds-qr-status')).toContainText('Authorised: 演示科技')
  await english.getByRole('button', { name: 'Authorise again' }).focus()
  await page.keyboard.press('Enter')
  await expect(english.getByTestId('ds-qr-link')).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  const box = await english.getByTestId('ds-qr-link').boundingBox()
  expect(box!.width).toBeLessThanOrEqual(390)
})
