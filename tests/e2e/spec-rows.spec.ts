import type { Page, Route } from '@playwright/test'
import { test, expect, openOrganisation, signIn, ACCOUNTS } from '../support/fixtures'
import { gateway, loginToken } from '../support/api'
import { signOutFromMenu } from '../support/user-menu'

const nav = (page: Page) => page.getByRole('navigation', { name: '主菜单' })

/** Holds every permission-mark check until the test answers it. */
async function holdMarkChecks(page: Page) {
  const held: Route[] = []
  await page.route('**/uac/web/permission/hasPermissionMark', (route) => {
    held.push(route)
  })
  return {
    held,
    answer: async (changed: boolean) => {
      for (const route of held.splice(0)) await route.fulfill({ json: { code: 0, msg: '', result: changed } })
    },
  }
}

/**
 * Signs staff in on the organisation page without the notice stream: every navigation then asks the gateway for
 * the permission mark (with the stream open the mark comes with it; its own test is below).
 */
async function signInOnStructure(page: Page, shell: string) {
  await page.route('**/message/web/notice/stream**', (route) => route.abort())
  await signIn(page, shell, 'staff')
  await openOrganisation(page)
  await expect(page.frameLocator('iframe[name="system"]').getByTestId('user-table').locator('tbody tr')).toHaveCount(10)
}

test.describe('the permission mark before a navigation (§4)', () => {
  test('a menu page of the same app stays hidden until the mark is checked, and never shows when it changed', async ({
    page,
    shell,
  }) => {
    await signInOnStructure(page, shell)
    const frame = page.locator('.app-frame[data-app="system"]')
    await expect(frame).toHaveAttribute('data-active', 'true')
    const marks = await holdMarkChecks(page)
    await nav(page).getByRole('link', { name: '人员列表' }).click()
    await expect(page).toHaveURL(/\/portal\/ums\/users$/)
    await expect.poll(() => marks.held.length).toBeGreaterThan(0)
    await expect(frame).toHaveAttribute('data-active', 'false')
    await marks.answer(true)
    await expect(page.getByRole('alertdialog')).toContainText('权限变更提示')
    await expect(page.getByTestId('prompt-content')).toHaveText('权限已变更，请刷新重新获取')
    await expect(frame).toHaveAttribute('data-active', 'false')
  })

  test('a menu page shows once the check answers that nothing changed', async ({ page, shell }) => {
    await signInOnStructure(page, shell)
    const frame = page.locator('.app-frame[data-app="system"]')
    const marks = await holdMarkChecks(page)
    await nav(page).getByRole('link', { name: '人员列表' }).click()
    await expect.poll(() => marks.held.length).toBeGreaterThan(0)
    await expect(frame).toHaveAttribute('data-active', 'false')
    await marks.answer(false)
    await expect(frame).toHaveAttribute('data-active', 'true')
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
  })

  test("another app's frame is not shown while the check is out, nor after a changed mark", async ({ page, shell }) => {
    await signInOnStructure(page, shell)
    const marks = await holdMarkChecks(page)
    // The app may be started in the background (prewarmed, hidden) as the pointer rests on its link; it is never shown.
    const shown = page.locator('.app-frame[data-app="approval"][data-active="true"]')
    await nav(page).getByRole('link', { name: '审批中心' }).first().click()
    await expect(page).toHaveURL(/\/portal\/approval\//)
    await expect.poll(() => marks.held.length).toBeGreaterThan(0)
    await expect(shown).toHaveCount(0)
    await expect(page.locator('.app-frame[data-app="system"]')).toHaveAttribute('data-active', 'false')
    await marks.answer(true)
    await expect(page.getByRole('alertdialog')).toContainText('权限变更提示')
    await expect(shown).toHaveCount(0)
  })
})

test('with the notice stream open the mark comes with it: after a role change the next menu page never shows, and nothing waits for a check', async ({
  page,
  shell,
}) => {
  const marks: boolean[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.eventSourceMessageReceived', (event) => {
    if (event.eventName === 'mark') marks.push(JSON.parse(event.data).changed)
  })
  await signIn(page, shell, 'staff')
  await openOrganisation(page)
  await expect(page.frameLocator('iframe[name="system"]').getByTestId('user-table').locator('tbody tr')).toHaveCount(10)
  await expect.poll(() => marks).toEqual([false])
  // Unchanged: another app's menu page shows while every check with the gateway is held (nothing waits for one).
  const marksHeld = await holdMarkChecks(page)
  await nav(page).getByRole('link', { name: '审批中心' }).first().click()
  await expect(page.locator('.app-frame[data-app="approval"]')).toHaveAttribute('data-active', 'true')
  await marksHeld.answer(false)
  const structure = nav(page).getByRole('link', { name: '组织架构' })

  const admin = await loginToken(shell, 'admin', ACCOUNTS.admin.password)
  const role = (
    (await gateway<any[]>(shell, '/joyhr/web/authRole/list', {}, admin)).result as Array<{
      id: number
      nameEn: string
      functionIds: string[]
    }>
  ).find((r) => r.nameEn === 'Staff')!
  try {
    expect(
      (
        await gateway(
          shell,
          '/joyhr/web/authRole/save',
          { roleId: role.id, functionIds: role.functionIds.filter((id) => id !== '1002') },
          admin,
        )
      ).code,
    ).toBe(0)
    await expect.poll(() => marks).toEqual([false, true])
    // Changed: the prompt comes with no answer from the gateway (every check is still held), and the page never shows.
    await structure.click()
    await expect(page.getByRole('alertdialog')).toContainText('权限变更提示')
    await expect(page.locator('.app-frame[data-app="system"]')).toHaveAttribute('data-active', 'false')
    await marksHeld.answer(true)
  } finally {
    await gateway(shell, '/joyhr/web/authRole/save', { roleId: role.id, functionIds: role.functionIds }, admin)
  }
})

test('confirming the permission-change prompt clears the mark and the permission keys, keeps the session and reloads', async ({
  page,
  shell,
}) => {
  await signInOnStructure(page, shell)
  // What the next page load finds stored, read before the shell's own scripts run.
  await page.addInitScript(() => {
    const keys = ['t', 'permission', 'permissionList', 'permissionMap', 'allPermissionStatus']
    ;(window as unknown as { atLoad: unknown }).atLoad = Object.fromEntries(
      keys.map((key) => [key, localStorage.getItem(key)]),
    )
  })
  const marks = await holdMarkChecks(page)
  await nav(page).getByRole('link', { name: '人员列表' }).click()
  await expect.poll(() => marks.held.length).toBeGreaterThan(0)
  await marks.answer(true)
  await page.unroute('**/uac/web/permission/hasPermissionMark')
  const cleared = page.waitForRequest('**/uac/web/permission/clearPermissionMark')
  const reloaded = page.waitForEvent('load')
  await page.getByTestId('confirm-ok').click()
  expect((await cleared).postData()).toBe('appMark=portal')
  await reloaded
  const atLoad = await page.evaluate(() => (window as unknown as { atLoad: Record<string, string | null> }).atLoad)
  expect(atLoad).toMatchObject({
    permission: null,
    permissionList: null,
    permissionMap: null,
    allPermissionStatus: null,
  })
  expect(atLoad.t).toBeTruthy()
  await expect(page.frameLocator('iframe[name="system"]').getByTestId('user-table')).toBeVisible()
})

test.describe('storage keys of §3', () => {
  test('sign-in stores the permission list and the permissions without commonFunctions; a BI report page stores its keys; sign-out clears them', async ({
    page,
    shell,
  }) => {
    const permissionAnswer = page.waitForResponse('**/uac/web/permission/getLoginPermission')
    await signIn(page, shell, 'admin')
    const answered = (await (await permissionAnswer).json()).result.permissionData
    expect(answered).toHaveProperty('commonFunctions')
    const stored = await page.evaluate(() => ({
      permission: JSON.parse(localStorage.getItem('permission') ?? 'null'),
      permissionList: JSON.parse(localStorage.getItem('permissionList') ?? 'null'),
    }))
    expect(Object.keys(stored.permission).sort()).toEqual(['btns', 'isSuper', 'menus'])
    const ids = [...answered.menus, ...answered.btns].map((item: { functionId: string | number }) =>
      String(item.functionId),
    )
    expect(stored.permissionList).toEqual([...new Set(ids)])
    expect(stored.permissionList.length).toBeGreaterThan(0)

    expect(await page.evaluate(() => localStorage.getItem('biReportIframeUrl'))).toBeNull()
    await nav(page).getByRole('link', { name: '人数与流动' }).click()
    await expect(
      page.frameLocator('iframe[name="bi-report"]').getByRole('heading', { name: '人数与流动' }),
    ).toBeVisible()
    // The frame may have started on the app's root (prewarmed) and been told the page since: its address is the page's.
    const appOrigin = new URL((await page.locator('iframe[name="bi-report"]').getAttribute('src'))!).origin
    const bi = await page.evaluate(() => ({
      url: localStorage.getItem('biReportIframeUrl'),
      user: JSON.parse(sessionStorage.getItem('bi-userInfo') ?? 'null'),
      token: sessionStorage.getItem('bi-token'),
      t: localStorage.getItem('t'),
    }))
    expect(bi.url).toBe(`${appOrigin}/bi-report/headcount`)
    expect(bi.user).toMatchObject({ userName: 'admin' })
    expect(Object.keys(bi.user).sort()).toEqual(['headPic', 'headUrl', 'realName', 'userName'])
    expect(bi.token).toBe(bi.t)

    await signOutFromMenu(page)
    await expect(page).toHaveURL(/\/login/)
    const left = await page.evaluate(() => [
      localStorage.getItem('permission'),
      localStorage.getItem('permissionList'),
      localStorage.getItem('biReportIframeUrl'),
      sessionStorage.getItem('bi-userInfo'),
      sessionStorage.getItem('bi-token'),
    ])
    expect(left).toEqual([null, null, null, null, null])
  })
})

test.describe('menu answers of §8', () => {
  test("an empty menu tree says 'No menu permissions'", async ({ page, shell }) => {
    await page.route('**/elesMenu/menuTreeForPc', (route) => route.fulfill({ json: { code: 0, msg: '', data: [] } }))
    await signIn(page, shell, 'staff')
    await expect(page.getByTestId('message')).toHaveText('暂无菜单权限')
  })

  test('a menu tree without any sub-app import says that no sub-application can be created', async ({
    page,
    shell,
  }) => {
    const entry = {
      code: 'ums',
      linkUrl: '/ums',
      name: '系统管理',
      microApp: null,
      children: [{ code: '1001', linkUrl: '/structure', name: '组织架构' }],
    }
    await page.route('**/elesMenu/menuTreeForPc', (route) =>
      route.fulfill({ json: { code: 0, msg: '', data: [entry] } }),
    )
    await signIn(page, shell, 'staff')
    await expect(page.getByTestId('message')).toHaveText('接口没有菜单导入，无法创建子应用')
  })

  test("a non-zero code of the menu call shows the server's message", async ({ page, shell }) => {
    await page.route('**/elesMenu/menuTreeForPc', (route) =>
      route.fulfill({ json: { code: 400777, msg: '菜单服务维护中' } }),
    )
    await page.goto(`${shell}/login`)
    await page.getByLabel('账号').fill('staff')
    await page.getByLabel('登录密码').fill('Staff@12345')
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByTestId('message')).toHaveText('菜单服务维护中')
    await expect(page).toHaveURL(`${shell}/login`)
  })
})

test.describe('constants of §9', () => {
  test('the generic confirm dialog is 504px wide', async ({ page, shell }) => {
    await signInOnStructure(page, shell)
    const marks = await holdMarkChecks(page)
    await nav(page).getByRole('link', { name: '人员列表' }).click()
    await expect.poll(() => marks.held.length).toBeGreaterThan(0)
    await marks.answer(true)
    const box = await page.getByTestId('confirm-dialog').boundingBox()
    expect(box?.width).toBe(504)
  })

  test("the loading text is 'loading' in the chosen language", async ({ page, shell }) => {
    await signInOnStructure(page, shell)
    for (const [language, text] of [
      ['zh-CN', '加载中'],
      ['en', 'loading'],
    ]) {
      await page.evaluate((value) => localStorage.setItem('language', value), language)
      const held: Route[] = []
      await page.route('**/ums/web/user/getLoginUserInfo', (route) => {
        held.push(route)
      })
      await page.reload()
      await expect(page.locator('.app-loading')).toHaveText(text)
      await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible()
      await page.unroute('**/ums/web/user/getLoginUserInfo')
      for (const route of held) await route.continue()
      await expect(page.locator('.app-loading')).toHaveCount(0)
    }
  })
})

test.describe('calls of §7', () => {
  test('tracking asks once for the monitoring key of the portal (APP12) in a session', async ({ page, shell }) => {
    const asked: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/report/web/track/monitorKey')) asked.push(request.postDataJSON())
    })
    const answered = page.waitForResponse('**/report/web/track/monitorKey')
    await signInOnStructure(page, shell)
    expect(await (await answered).json()).toMatchObject({ code: 0, result: { appCode: 'APP12' } })
    await nav(page).getByRole('link', { name: '人员列表' }).click()
    await expect(page.frameLocator('iframe[name="system"]').getByRole('heading').first()).toBeVisible()
    // The next page view is tracked with the same session: no second ask.
    await page.waitForTimeout(1500)
    expect(asked).toEqual([{ appCode: 'APP12' }])
  })
})
