import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'
import { attempt, openProbe } from '../support/probe'
import { loginToken } from '../support/api'

// A sub-app, or a link, must never swap the signed-in user's session through the URL.

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('t'))

test.beforeEach(async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
})

test("a sub-app's nav.changed or tabs.open carrying another user's token leaves the user signed in as before", async ({
  page,
  shell,
  vendorProbe: _,
}) => {
  const admin = await storedToken(page)
  const hr = await loginToken(shell, 'hr', 'Hr@123456789')
  for (const app of ['probe-1', 'probe-vendor']) {
    const probe = await openProbe(page, shell, app)
    expect(await attempt(probe, 'nav.changed', [`/list?token=${hr}&page=2`, { replace: false }])).toMatchObject({
      ok: true,
    })
    await expect(page).toHaveURL(`${shell}/portal/${app}/list?page=2`)
    expect(await attempt(probe, 'tabs.open', [`/users?token=${hr}`])).toMatchObject({ ok: true })
    await expect(page).toHaveURL(`${shell}/portal/${app}/users`)
    expect(await storedToken(page)).toBe(admin)
  }
  await expect(page.getByTestId('user-menu')).toBeVisible()
  expect(await storedToken(page)).toBe(admin)
})

test('a path that climbs out of the app is refused, also when encoded', async ({ page, shell }) => {
  const admin = await storedToken(page)
  const hr = await loginToken(shell, 'hr', 'Hr@123456789')
  const probe = await openProbe(page, shell, 'probe-1')
  for (const path of [`/../../tokenLogin?token=${hr}`, '/%2e%2e/%2e%2e/login', '/a%2F..%2F..%2Fb']) {
    expect(await attempt(probe, 'tabs.open', [path]), path).toMatchObject({ ok: false, code: 'invalid_arguments' })
    expect(await attempt(probe, 'nav.changed', [path, { replace: true }]), path).toMatchObject({
      ok: false,
      code: 'invalid_arguments',
    })
  }
  await expect(page).toHaveURL(`${shell}/portal/probe-1/page-a`)
  expect(await storedToken(page)).toBe(admin)
})

test("a link with another user's token asks before switching; staying keeps the user, switching signs in as the other", async ({
  page,
  shell,
}) => {
  const admin = await storedToken(page)
  const hr = await loginToken(shell, 'hr', 'Hr@123456789')
  await page.goto(`${shell}/portal/ums/structure?token=${hr}`)
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('切换账号？')
  await expect(dialog).toContainText('您当前以 系统管理员 的身份登录')
  await dialog.getByRole('button', { name: '保持当前登录' }).click()
  await expect(page).toHaveURL(`${shell}/portal/ums/structure`)
  expect(await storedToken(page)).toBe(admin)

  await page.goto(`${shell}/portal/ums/structure?token=${admin}`)
  await expect(page).toHaveURL(`${shell}/portal/ums/structure`)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  await page.goto(`${shell}/portal/ums/structure?token=${hr}`)
  await expect(page).toHaveURL(/\/tokenLogin\?token=/)
  await expect(page.getByRole('alertdialog')).toContainText('您当前以 系统管理员 的身份登录')
  await page.getByRole('alertdialog').getByRole('button', { name: '切换账号' }).click()
  await expect(page).toHaveURL(`${shell}/portal/ums/structure`)
  await expect.poll(() => storedToken(page)).toBe(hr)
})

test('every dialog a sub-app asks for names the app, so it cannot pass for a shell prompt', async ({ page, shell }) => {
  const probe = await openProbe(page, shell, 'probe-5')
  const answer = probe.evaluate(() =>
    (window as any).probe.shell.ui.confirm({ title: '登录失效提示', content: '登录信息失效，请重新登录' }),
  )
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByTestId('confirm-asker')).toHaveText(/探针 probe-5 请求确认/)
  await dialog.getByTestId('confirm-ok').click()
  expect(await answer).toBe(true)
  // In English too (the language is chosen in the user menu, which the modal covers while it shows).
  await chooseLanguage(page, 'en')
  const again = probe.evaluate(() =>
    (window as any).probe.shell.ui.confirm({ title: 'Session expired', content: 'Please sign in again' }),
  )
  await expect(dialog.getByTestId('confirm-asker')).toHaveText(/Probe probe-5 asks/)
  await dialog.getByTestId('confirm-ok').click()
  expect(await again).toBe(true)
})

test('a burst of 500 history pushes from a sub-app adds one entry, so back leaves the app page at once', async ({
  page,
  shell,
}) => {
  await page.goto(`${shell}/portal/ums/structure`)
  await expect(page.frameLocator('iframe[name="system"]').getByRole('heading').first()).toBeVisible()
  const probe = await openProbe(page, shell, 'probe-2')
  const before = await page.evaluate(() => history.length)
  await probe.evaluate(async () => {
    const { shell } = (window as any).probe
    await Promise.all(
      Array.from({ length: 500 }, (_, i) => shell.nav.changed(`/flood-${i}`, { replace: false }).catch(() => {})),
    )
  })
  await expect(page).toHaveURL(/\/portal\/probe-2\/flood-\d+$/)
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(before + 1)
  await page.goBack()
  await expect(page).toHaveURL(`${shell}/portal/probe-2/page-a`)
})
