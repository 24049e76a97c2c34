import type { Frame, FrameLocator, Page } from '@playwright/test'
import { test as base, expect, signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { gateway, loginToken } from '../support/api'
import { violations } from '../support/axe'
import { startProduct, type Product } from '../support/product'
import { startVendorSite, type VendorSite } from '../support/vendor-site'
import { frameOf } from '../support/probe'

// A tenant administrator installs a third-party app by its manifest URL (system app, menu 1007): the app runs on
// the vendor's own origin (a server this test starts), the consent lists what it asks for, the granted role opens
// it, an update asking for more asks again, uninstall takes it away; the other tenant never sees it.
const SHOTS = '/tmp/shots-install'

const test = base.extend<{ site: VendorSite }, { vendorSite: VendorSite; product: Product }>({
  vendorSite: [
    async ({}, use) => {
      const site = await startVendorSite()
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
  ],
  product: [
    async ({ vendorSite }, use) => {
      const product = await startProduct()
      vendorSite.setShell(product.urls.shell)
      await use(product)
      await product.close()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  site: async ({ vendorSite }, use) => use(vendorSite),
})

const manifest = (site: VendorSite, version: string, capabilities: string[]) => ({
  name: 'gift-shop',
  code: 'gift-shop',
  version,
  party: 'third',
  title: { 'zh-CN': '礼品商城', en: 'Gift shop' },
  entry: `${site.origin}/app/`,
  capabilities,
  scopes: ['user.name'],
  menus: [{ functionId: 'gift-shop:home', link: '/home', title: { 'zh-CN': '礼品首页', en: 'Gift home' } }],
  widgets: [{ id: 'offers', title: { 'zh-CN': '今日礼品', en: "Today's gifts" }, page: '/home', size: 'small' }],
})

const system = (page: Page): FrameLocator => page.frameLocator('iframe[name="system"]')
const attempt = (frame: Frame, method: string, args: unknown[] = []) =>
  frame.evaluate(
    ([m, a]) => (window as any).installable.attempt(m, a) as Promise<{ ok: boolean; value?: unknown; code?: string }>,
    [method, args] as const,
  )
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())

async function check(page: Page, url: string) {
  const apps = system(page)
  await apps.getByLabel(/清单地址|Manifest address/).fill(url)
  await apps.getByRole('button', { name: /^(检查|Check)$/ }).click()
}

/** Opens the installed app as the signed-in user and waits for its bridge. */
async function openGiftShop(page: Page, shell: string): Promise<Frame> {
  await page.goto(`${shell}/portal/gift-shop/home`)
  await expect(page.frameLocator('iframe[name="gift-shop"]').getByTestId('installable-status')).toHaveText('connected')
  return frameOf(page, 'gift-shop')
}

test('an administrator installs an app by manifest URL with consent; the granted role uses it; an update asks again; uninstall takes it away', async ({
  page,
  browser,
  shell,
  site,
}) => {
  test.setTimeout(180_000)
  await signIn(page, shell, 'admin', '/portal/ums/apps')
  const apps = system(page)
  await expect(apps.getByRole('heading', { name: '应用管理', level: 1 })).toBeVisible()

  // A manifest with errors: every one listed with its place, focus on the list.
  site.publish({ ...manifest(site, 'x', ['session.appToken', 'root']), party: 'first', entry: undefined })
  await check(page, `${site.origin}/manifest.json`)
  const problems = apps.getByTestId('apps-problems')
  await expect(problems).toBeFocused()
  await expect(problems.getByRole('listitem')).toHaveText([
    'version 格式不正确',
    'capabilities[1] “root”不是桥接能力',
    'menus[0].functionId 自有应用的功能编号不能包含“:”（它属于第三方命名空间）',
    'party 必须为“third”：通过地址安装的应用是第三方应用',
    'entry 必须填写：应用首页的地址',
  ])
  await page.screenshot({ path: `${SHOTS}/problems-zh.png` })
  expect(await violations(page)).toEqual([])

  // The good manifest: the consent in plain words; the Staff role (员工) may open it.
  site.publish(manifest(site, '1.0.0', ['session.appToken', 'env', 'ui']))
  await check(page, `${site.origin}/manifest.json`)
  const consent = apps.getByTestId('apps-consent')
  await expect(consent.getByRole('heading', { name: '安装 礼品商城 1.0.0？' })).toBeFocused()
  await expect(consent.getByTestId('consent-capabilities').getByRole('listitem')).toHaveText([
    '获取短时有效的凭证，供其自己的服务器确认用户身份 (session.appToken)',
    '读取语言、主题和企业名称 (env)',
    '在门户中显示提示、确认框和加载状态 (ui)',
  ])
  await expect(consent.getByTestId('consent-scopes')).toHaveText('用户的姓名 (user.name)')
  await expect(consent.getByTestId('consent-origins')).toHaveText(site.origin)
  await expect(consent.getByTestId('consent-menus')).toHaveText('礼品首页')
  await consent.getByRole('checkbox', { name: '员工', exact: true }).check()
  await page.screenshot({ path: `${SHOTS}/consent-zh.png` })
  expect(await violations(page)).toEqual([])
  await consent.getByRole('button', { name: '安装' }).click()
  await expect(page.getByTestId('message')).toHaveText('礼品商城 1.0.0 已安装')
  const row = apps.getByTestId('apps-table').locator('tr[data-app="gift-shop"]')
  await expect(row).toContainText('1.0.0')
  await expect(row).toContainText('已启用')
  await expect(row).toContainText('系统管理员')
  await expect(row).toContainText('员工')
  await page.screenshot({ path: `${SHOTS}/installed-zh.png` })
  expect(await violations(page)).toEqual([])

  // The other tenant never sees it.
  const two = (
    await gateway<{ token: string }>(shell, '/uac/account/login', {
      account: 'admin',
      password: 'Admin@12345',
      tenantId: 2,
    })
  ).result!.token
  expect((await gateway<{ apps: unknown[] }>(shell, '/vendor/web/apps/list', {}, two)).result!.apps).toEqual([])
  expect(
    ((await gateway<Array<{ code: string }>>(shell, '/joyhr/web/elesMenu/menuTreeForPc', {}, two)).data ?? []).map(
      (e) => e.code,
    ),
  ).not.toContain('gift-shop')
  expect((await gateway(shell, '/uac/web/appToken', { appId: 'gift-shop' }, two)).code).toBe(400401)

  // Staff opens it: connected across the frame, its app token is for it; what it did not declare is refused.
  const staffContext = await browser.newContext()
  const staffPage = await staffContext.newPage()
  await signIn(staffPage, shell, 'staff')
  await expect(staffPage.getByRole('navigation', { name: /主菜单|Main menu/ })).toContainText('礼品商城')
  let frame = await openGiftShop(staffPage, shell)
  await expect(staffPage.frameLocator('iframe[name="gift-shop"]').getByTestId('installable-path')).toHaveText('/home')
  const token = await attempt(frame, 'session.getAppToken')
  expect(token.ok).toBe(true)
  expect(claimsOf(token.value as string)).toMatchObject({ aud: 'gift-shop', tid: 1 })
  expect(await attempt(frame, 'storage.get', ['draft'])).toMatchObject({ ok: false, code: 'capability_denied' })
  await staffPage.screenshot({ path: `${SHOTS}/staff-app-zh.png` })

  // Its widget's card on the dashboard shows the app's icon and name, which the portal's own cards do not.
  await staffPage.goto(`${shell}/portal/dashboard`)
  const giftCard = staffPage.locator('li.widget-card[data-widget="gift-shop/offers"]')
  await expect(giftCard.getByTestId('widget-app')).toContainText('第三方应用：礼品商城')
  await expect(giftCard.locator('.hr-app-badge')).toBeVisible()
  await expect(staffPage.locator('li.widget-card[data-widget^="salary/"]')).toHaveCount(1)
  await expect(
    staffPage.locator('li.widget-card:not([data-widget^="gift-shop/"]) [data-testid="widget-app"]'),
  ).toHaveCount(0)
  await openGiftShop(staffPage, shell)

  // An update that asks for more (storage) shows the consent again, the new capability marked.
  site.publish(manifest(site, '1.1.0', ['session.appToken', 'env', 'ui', 'storage']))
  await apps.getByRole('button', { name: '检查更新：礼品商城' }).click()
  await expect(consent.getByRole('heading', { name: '将 礼品商城 从 1.0.0 更新到 1.1.0？' })).toBeFocused()
  await expect(
    consent.getByTestId('consent-capabilities').getByRole('listitem').filter({ hasText: '(storage)' }),
  ).toContainText('新增')
  await expect(consent.getByRole('checkbox', { name: '员工', exact: true })).toBeChecked()
  await page.screenshot({ path: `${SHOTS}/update-consent-zh.png` })
  await consent.getByRole('button', { name: '更新' }).click()
  await expect(page.getByTestId('message')).toHaveText('礼品商城 已更新到 1.1.0')
  await expect(row).toContainText('1.1.0')
  await staffPage.reload()
  await expect(staffPage.frameLocator('iframe[name="gift-shop"]').getByTestId('installable-status')).toHaveText(
    'connected',
  )
  frame = frameOf(staffPage, 'gift-shop')
  expect(await attempt(frame, 'storage.get', ['draft'])).toMatchObject({ ok: true })

  // Uninstall, confirmed in the shell: the menu goes, its app token is refused.
  await apps.getByRole('button', { name: '卸载 礼品商城' }).click()
  const confirm = page.getByRole('alertdialog', { name: '卸载 礼品商城？' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: '卸载', exact: true }).click()
  await expect(page.getByTestId('message')).toHaveText('礼品商城 已卸载')
  await expect(apps.getByRole('row').filter({ hasText: '礼品商城' })).toHaveCount(0)
  expect(await attempt(frame, 'session.getAppToken')).toMatchObject({ ok: false })
  const staffToken = await loginToken(shell, 'staff', 'Staff@12345')
  expect((await gateway(shell, '/uac/web/appToken', { appId: 'gift-shop' }, staffToken)).code).toBe(400401)
  await staffPage.goto(`${shell}/portal/ums/structure`)
  // Uninstalling changed what the Staff role holds: the portal tells staff so (§6 permission-change prompt).
  const nav = staffPage.getByRole('navigation', { name: /主菜单|Main menu/ })
  const prompt = staffPage.getByRole('alertdialog', { name: '权限变更提示' })
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: '确定' }).click()
  await expect(nav).toContainText('组织架构')
  await expect(staffPage.getByRole('navigation', { name: /主菜单|Main menu/ })).not.toContainText('礼品商城')
  await staffContext.close()
})

test('the Apps page in English and in the orange theme', async ({ page, shell, site }) => {
  await signIn(page, shell, 'admin', '/portal/ums/apps')
  await chooseLanguage(page, 'en')
  const apps = system(page)
  await expect(apps.getByRole('heading', { name: 'Apps', level: 1 })).toBeVisible()
  site.publish({ ...manifest(site, '1.0.0', ['session.appToken']), entry: 'https://elsewhere.example/app/' })
  await check(page, `${site.origin}/manifest.json`)
  await expect(apps.getByTestId('apps-problems').getByRole('listitem')).toHaveText([
    `entry must be on the manifest's origin ${site.origin}`,
  ])
  await page.screenshot({ path: `${SHOTS}/problems-en.png` })
  site.publish(manifest(site, '1.0.0', ['session.appToken', 'env', 'ui']))
  await check(page, `${site.origin}/manifest.json`)
  const consent = apps.getByTestId('apps-consent')
  await expect(consent.getByRole('heading', { name: 'Install Gift shop 1.0.0?' })).toBeVisible()
  await expect(consent.getByTestId('consent-scopes')).toHaveText("The user's name (user.name)")
  await page.screenshot({ path: `${SHOTS}/consent-en.png` })
  await chooseTheme(page, 'orange')
  await page.screenshot({ path: `${SHOTS}/consent-en-orange.png` })
  await consent.getByRole('button', { name: 'Cancel' }).click()
  await expect(apps.getByTestId('apps-status')).toHaveText('Nothing was installed.')
})
