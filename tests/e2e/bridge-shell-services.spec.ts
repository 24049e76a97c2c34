import { test, expect, openOrganisation, signIn } from '../support/fixtures'
import { chooseTenant, chooseTheme, expectTenant } from '../support/user-menu'
import { attempt } from '../support/probe'
import { menu, open, probe } from '../support/probe-apps'

// Bridge 2 across frames, what the shell gives apps: toasts, theme values and capabilities, focus and shortcuts, the
// tenant switch and web vitals. Probes are the test sub-app (tests/fixtures).

test.beforeEach(async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
})

test('a toast resolves when its action is clicked; the app gets the theme values and its capabilities', async ({
  page,
}) => {
  const one = await open(page, 'probe-1')
  await one.evaluate(() => {
    ;(window as any).toast = (window as any).probe.shell.ui.toast({ text: '已删除 1 条记录', action: '撤销' })
  })
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('探针 probe-1')
  await toast.getByRole('button', { name: '撤销' }).click()
  expect(await one.evaluate(() => (window as any).toast)).toBe(true)

  const env = await one.evaluate(() => (window as any).probe.shell.env.get())
  expect(env.themeVars['--hr-primary']).toBe('#1f6feb')
  await chooseTheme(page, 'orange')
  await expect
    .poll(() => one.evaluate(() => document.documentElement.style.getPropertyValue('--hr-primary')))
    .toBe('#c2410c')
  const seven = await open(page, 'probe-7')
  expect(await attempt(seven, 'caps.list')).toMatchObject({
    ok: true,
    value: {
      version: 2,
      capabilities: ['session.token', 'session.user', 'session.report', 'perm', 'tabs', 'ui', 'env'],
    },
  })
  expect(await attempt(seven, 'ui.dialog.open', [{ path: '/x', title: 'x' }])).toMatchObject({
    ok: false,
    code: 'capability_denied',
  })
})

test('focus moves into the frame when its tab is activated and back to the tab bar with Alt+T; shortcuts reach the app', async ({
  page,
}) => {
  const one = await open(page, 'probe-1')
  await open(page, 'probe-2')
  await one.evaluate(() => (window as any).probe.shortcut('Ctrl+K', 'find-staff'))
  const tabOne = page.getByRole('tab', { name: /探针 probe-1/ })
  const tabTwo = page.getByRole('tab', { name: /探针 probe-2/ })
  await tabTwo.focus()
  await tabTwo.press('ArrowLeft')
  await expect(tabOne).toBeFocused()
  await tabOne.press('Enter')
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('probe-1')
  await page.keyboard.press('Tab')
  await expect.poll(() => one.evaluate(() => document.activeElement?.tagName)).toMatch(/^(INPUT|A|BUTTON)$/)
  await page.keyboard.press('Alt+T')
  await expect(tabOne).toBeFocused()
  await page.keyboard.press('Control+K')
  await expect(probe(page, 'probe-1').getByTestId('probe-shortcut')).toHaveText('find-staff')
  // Alt+N (next tab) works from inside a frame too.
  await probe(page, 'probe-1').getByTestId('probe-input').focus()
  await page.keyboard.press('Alt+N')
  await expect(page).toHaveURL(/probe-2/)
  // The now hidden frame cannot forward a shortcut: refused, and the shown tab stays open.
  expect(await attempt(one, 'keys.forward', ['Alt+W'])).toMatchObject({ ok: false, code: 'not_active' })
  await expect(page).toHaveURL(/probe-2/)
  await expect(page.getByRole('tab', { name: /探针 probe-2/ })).toBeVisible()
})

test("intent.open('staff.view') from the BI app opens the staff record in the system app", async ({ page, shell }) => {
  await menu(page).getByRole('link', { name: '人数与流动' }).click()
  const hires = page.frameLocator('iframe[name="bi-report"]').getByTestId('recent-hires')
  const first = hires.locator('tbody tr').first()
  const name = (await first.locator('th').innerText()).trim()
  await first.getByRole('button', { name: '查看' }).click()
  await expect(page).toHaveURL(new RegExp(`${shell}/portal/ums/users/\\d+$`))
  const record = page.frameLocator('iframe[name="system"]').getByTestId('staff-record')
  await expect(record).toContainText(name)
  await expect(record).toContainText('入职日期')
})

test('a dirty app asks before the tenant switch; the switch moves every app to the other tenant', async ({
  page,
  shell,
}) => {
  await open(page, 'probe-1')
  await probe(page, 'probe-1').getByTestId('probe-edit').fill('not saved yet')
  await expectTenant(page, '1')
  await chooseTenant(page, '2')
  await expect(page.getByTestId('unsaved-question')).toContainText('探针 probe-1')
  await page.getByRole('alertdialog').getByRole('button', { name: '留下' }).click()
  await expectTenant(page, '1')
  await expect(probe(page, 'probe-1').getByTestId('probe-edit')).toHaveValue('not saved yet')

  await chooseTenant(page, '2')
  await page.getByRole('alertdialog').getByRole('button', { name: '离开' }).click()
  await expect(page).toHaveURL(`${shell}/portal/dashboard`)
  await expectTenant(page, '2')
  await openOrganisation(page)
  await expect(page.frameLocator('iframe[name="system"]').getByRole('navigation', { name: '分页' })).toContainText(
    '共 37 条',
  )
  await expect(page.locator('iframe[name="probe-1"]')).toHaveCount(0)
  expect(
    await page.evaluate(() => [
      localStorage.getItem('renterId'),
      JSON.parse(localStorage.getItem('renterList') ?? '[]').length,
    ]),
  ).toEqual(['2', 2])
})

test("an app's web vitals reach the gateway through the shell and show per app to administrators in the BI app", async ({
  page,
  shell,
}) => {
  // The organisation page is the system app, which holds `perf`: its load figures go out about a second after load,
  // and the shell sends them on in batches within five seconds.
  await openOrganisation(page)
  await expect(page.frameLocator('iframe[name="system"]').getByTestId('user-table').locator('tbody tr')).toHaveCount(10)
  await menu(page).getByRole('link', { name: '应用性能' }).click()
  await expect(page).toHaveURL(`${shell}/portal/bi/performance`)
  const bi = page.frameLocator('iframe[name="bi-report"]')
  await expect(async () => {
    await bi.getByTestId('perf-days').selectOption('30')
    await bi.getByTestId('perf-days').selectOption('7')
    await expect(
      bi.getByTestId('perf-table').getByRole('row').filter({ hasText: 'system' }).filter({ hasText: '加载时间' }),
    ).toHaveCount(1, { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
})
