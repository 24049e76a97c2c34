import { test, expect, openOrganisation, signInThroughForm as signIn, ACCOUNTS } from '../support/fixtures'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gateway, loginToken } from '../support/api'
import { frameOf } from '../support/probe'

function portalChunk(): string {
  const dir = join(process.env.DIST_DIR || 'dist', 'shell/assets')
  // The page's main element is named by the tab list too (aria-controls): the portal's chunk is the largest of them.
  const name = readdirSync(dir)
    .filter((f) => f.startsWith('chunk-') && f.endsWith('.js'))
    .map((f) => ({ f, text: readFileSync(join(dir, f), 'utf8') }))
    .filter(({ text }) => text.includes('portal-main'))
    .sort((a, b) => b.text.length - a.text.length)[0]?.f
  if (!name) throw new Error('no chunk holds the portal page')
  return name
}

const promptText = (page: import('@playwright/test').Page) => page.getByTestId('prompt-content')

test('a deep link with ?token= goes through /tokenLogin and ends on the same route without the token', async ({
  page,
  shell,
}) => {
  const token = await loginToken(shell, 'staff', 'Staff@12345')
  const seen: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname)
  })
  await page.goto(`${shell}/portal/ums/users?token=${token}&tab=2`)
  await expect(page).toHaveURL(`${shell}/portal/ums/users?tab=2`)
  expect(seen).toContain('/tokenLogin')
  expect(await page.evaluate(() => localStorage.getItem('t'))).toBe(token)
  await expect(page.frameLocator('iframe[name="system"]').getByRole('heading', { name: '人员列表' })).toBeVisible()
})

test('a bad token on a deep link ends on /tokenLogin with a way to sign in', async ({ page, shell }) => {
  await page.goto(`${shell}/portal/ums/users?token=not-a-real-token-at-all-0000`)
  await expect(page.getByRole('alert')).toContainText('令牌无效或已过期')
  expect(await page.evaluate(() => localStorage.getItem('t'))).toBeNull()
})

test('after a password change elsewhere, 20 failing calls show exactly one login-failure prompt', async ({
  browser,
  ownShell: shell,
}) => {
  const first = await browser.newContext()
  const second = await browser.newContext()
  const [a, b] = [await first.newPage(), await second.newPage()]
  await signIn(a, shell, 'admin')
  await signIn(b, shell, 'admin')
  await b.goto(`${shell}/portal/probe-1/page-a`)
  const probe = b.frameLocator('iframe[name="probe-1"]')
  await expect(probe.getByTestId('probe-path')).toHaveText('/page-a')

  const tokenA = await a.evaluate(() => localStorage.getItem('t'))
  const changed = await gateway(
    shell,
    '/uac/account/updatePassword',
    { oldPassword: ACCOUNTS.admin.password, newPassword: 'Changed@123456' },
    tokenA!,
  )
  expect(changed.code).toBe(0)
  try {
    const failed = await frameOf(b, 'probe-1').evaluate(() => (window as any).probe.fire(20))
    expect(failed).toBe(20)
    await expect(b.getByRole('alertdialog')).toHaveCount(1)
    await expect(b.getByRole('alertdialog')).toContainText('登录失效提示')
    await expect(promptText(b)).toHaveText('登录信息失效，请重新登录')
    await expect(b.getByRole('alertdialog').getByRole('button')).toHaveCount(1)
    await b.keyboard.press('Escape')
    await expect(b.getByRole('alertdialog')).toBeVisible()
    await b.getByTestId('confirm-ok').click()
    await expect(b).toHaveURL(`${shell}/login`)
    const stored = await b.evaluate(() =>
      ['t', 'userinfo', 'permission', 'renterId', 'allPermissionStatus'].map((k) => localStorage.getItem(k)),
    )
    expect(stored).toEqual([null, null, null, null, null])
    await expect(b.getByRole('alertdialog')).toHaveCount(0)
  } finally {
    await first.close()
    await second.close()
  }
})

test('removing a menu functionId from the staff role prompts staff on the next navigation and hides the item', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'staff')
  await openOrganisation(page)
  const nav = page.getByRole('navigation', { name: '主菜单' })
  await expect(nav.getByRole('link', { name: '人员列表' })).toBeVisible()
  // The sub-app has finished its own calls: the next call made is the navigation's mark check.
  await expect(page.frameLocator('iframe[name="system"]').getByTestId('user-table').locator('tbody tr')).toHaveCount(10)

  const adminToken = await loginToken(shell, 'admin', ACCOUNTS.admin.password)
  const roles = await gateway<any[]>(shell, '/joyhr/web/authRole/list', {}, adminToken)
  const role = (roles.result as any[]).find((r) => r.nameEn === 'Staff')
  const original: string[] = role.functionIds
  try {
    const saved = await gateway(
      shell,
      '/joyhr/web/authRole/save',
      { roleId: role.id, functionIds: original.filter((id) => id !== '1002' && id !== '100201') },
      adminToken,
    )
    expect(saved.code).toBe(0)
    await nav.getByRole('link', { name: '人员列表' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('权限变更提示')
    await expect(promptText(page)).toHaveText('权限已变更，请刷新重新获取')
    await page.getByTestId('confirm-ok').click()
    await expect(nav.getByRole('link', { name: '组织架构' })).toBeVisible()
    await expect(nav.getByRole('link', { name: '人员列表' })).toHaveCount(0)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
  } finally {
    await gateway(shell, '/joyhr/web/authRole/save', { roleId: role.id, functionIds: original }, adminToken)
  }
})

test('changing t from a second tab shows the page-update prompt 2 s later in the first', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  await expect(page).toHaveURL(/\/portal\/dashboard$/)
  // The other tab signs in again (a new, valid token), as a person would.
  const fresh = await loginToken(shell, 'staff', 'Staff@12345')
  const other = await page.context().newPage()
  await other.goto(`${shell}/404`)
  const changedAt = Date.now()
  await other.evaluate((token) => localStorage.setItem('t', token), fresh)
  await expect(page.getByRole('alertdialog')).toContainText('页面更新提示', { timeout: 5000 })
  expect(Date.now() - changedAt).toBeGreaterThanOrEqual(1900)
  await expect(promptText(page)).toHaveText('页面刚刚已更新，请刷新页面')
})

test("a sub-app's own failing call (401001) shows the same single prompt in the top document", async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'staff')
  await openOrganisation(page)
  const frame = page.frameLocator('iframe[name="system"]')
  await expect(frame.getByTestId('user-table').locator('tbody tr')).toHaveCount(10)
  const token = await page.evaluate(() => localStorage.getItem('t'))
  expect((await gateway(shell, '/loginOut', {}, token!)).code).toBe(0)
  // The sub-app's next page fails with 401001. The shell's own background posts (audit, tracking) may find the ended
  // session first and show the prompt, whose backdrop then covers the frame: the click is dispatched, not aimed.
  const failed = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/ums/web/entryUser/getUserPage') &&
      (await response.json().catch(() => null))?.code === 401001,
  )
  await frame.getByRole('button', { name: '下一页' }).dispatchEvent('click')
  await failed
  await expect(page.getByRole('alertdialog')).toContainText('登录失效提示')
  await expect(page.getByRole('alertdialog')).toHaveCount(1)
  await page.getByTestId('confirm-ok').click()
  await expect(page).toHaveURL(`${shell}/login`)
})

test('no prompt is shown on the login page', async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  await page.evaluate(() => localStorage.setItem('t', 'stale'))
  await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: 't', storageArea: localStorage })))
  await page.waitForTimeout(2500)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

test('filling in the sign-in card fetches the portal page ahead, once, and sends nothing to the gateway before the click', async ({
  page,
  shell,
}) => {
  const chunk = `/assets/${portalChunk()}`
  const seen: string[] = []
  page.on('request', (r) => seen.push(new URL(r.url()).pathname))
  await page.goto(`${shell}/login`, { waitUntil: 'networkidle' })
  expect(seen).not.toContain(chunk)
  const before = seen.length
  await page.getByLabel('账号').fill('staff')
  await expect.poll(() => seen).toContain(chunk)
  await page.getByLabel('登录密码').fill('Staff@12345')
  await page.waitForLoadState('networkidle')
  expect(seen.slice(before).filter((path) => path.startsWith('/gateway/'))).toEqual([])
  await page.getByRole('button', { name: '登录' }).click()
  await page.waitForURL(/\/portal\//)
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible()
  expect(seen.filter((path) => path === chunk)).toHaveLength(1)
})

test('a stale script chunk that fails to load reloads the current route', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  // The portal page's own chunk, as a newer deployment would have removed it.
  const chunk = portalChunk()
  // Gone until the page is reloaded (the reload fetches the new index.html; here the same chunk comes back).
  const loads: string[] = []
  let failed = 0
  await page.route(`**/assets/${chunk}`, async (route) => {
    if (loads.length < 2) {
      failed += 1
      return route.fulfill({ status: 404, body: 'gone' })
    }
    return route.continue()
  })
  await page.evaluate(() => location.replace('/404'))
  await expect(page).toHaveURL(`${shell}/404`)
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.push(new URL(r.url()).pathname)
  })
  await page.goto(`${shell}/portal/ums/users`)
  await expect(page.frameLocator('iframe[name="system"]').getByRole('heading', { name: '人员列表' })).toBeVisible()
  expect(failed).toBeGreaterThan(0)
  // The page was loaded, then reloaded on the same route after the chunk failed.
  expect(loads).toEqual(['/portal/ums/users', '/portal/ums/users'])
})

test('map keys are read once after sign-in, whatever the navigation', async ({ page, shell }) => {
  const keys: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/queryCondition/itemByKey')) keys.push(r.postData() ?? '')
  })
  await signIn(page, shell, 'staff')
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '人员列表' }).click()
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '组织架构' }).click()
  await expect.poll(() => keys.length).toBe(3)
  expect(keys.join()).toContain('bizTypeId=66')
  await page.waitForTimeout(500)
  expect(keys.length).toBe(3)
  await expect(page.getByTestId('message')).toHaveCount(0)
})

test('an explicit to-login request from a sub-app shows the prompt, then signs out and goes to /login', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin')
  await page.goto(`${shell}/portal/probe-2/page-a`)
  await expect(page.frameLocator('iframe[name="probe-2"]').getByTestId('probe-path')).toHaveText('/page-a')
  const token = await page.evaluate(() => localStorage.getItem('t'))
  await frameOf(page, 'probe-2').evaluate(() => (window as any).probe.connection.call('session.toLogin', []))
  await expect(page.getByRole('alertdialog')).toContainText('权限变更提示')
  await expect(promptText(page)).toHaveText('登录权限已变更，请重新登录')
  await page.getByTestId('confirm-ok').click()
  await expect(page).toHaveURL(`${shell}/login`)
  expect((await gateway(shell, '/uac/web/permission/hasPermissionMark', { appMark: 'portal' }, token!)).code).toBe(
    401001,
  )
})

test('a missing map key shows the map-load-failed message', async ({ page, shell }) => {
  await page.route('**/queryCondition/itemByKey', (route) =>
    route.fulfill({ json: { code: 400601, msg: 'Query condition item not found: gaodeMapKey' } }),
  )
  await signIn(page, shell, 'staff')
  await expect(page.getByTestId('message')).toHaveText('地图加载失败')
})

test('a failing menu call shows the system-problem message and ends on the login page', async ({ page, shell }) => {
  await page.route('**/elesMenu/menuTreeForPc', (route) =>
    route.fulfill({ status: 500, json: { code: 500000, msg: 'system error' } }),
  )
  await page.goto(`${shell}/login`)
  await page.getByLabel('账号').fill('staff')
  await page.getByLabel('登录密码').fill('Staff@12345')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByTestId('message')).toHaveText('系统出了点小问题，请稍后再试')
  await expect(page).toHaveURL(`${shell}/login`)
  expect(await page.evaluate(() => localStorage.getItem('t'))).toBeNull()
})

test('the login page shows the demo accounts when the product runs with demo data', async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  await expect(page.getByText('演示账号：admin / Admin@12345，staff / Staff@12345')).toBeVisible()
})
