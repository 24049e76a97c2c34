import { test, expect, signIn } from '../support/fixtures'
import { chooseTenant, expectTenant, signOutFromMenu } from '../support/user-menu'
import { attempt, frameOf } from '../support/probe'
import { open, probe } from '../support/probe-apps'

// Bridge 2 across frames: app dialogs, the unsaved-changes guard, lifecycle and drafts, storage, events between apps,
// intents and tabs. Probes are the test sub-app (tests/fixtures).

test.beforeEach(async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
})

test('an app opens its own edit page in the shell dialog; the saved result reaches the opener, a cancel answers null', async ({
  page,
}) => {
  const frame = await open(page, 'probe-1')
  await frame.evaluate(() => {
    const w = window as any
    w.result = w.probe.shell.ui.dialog.open({
      path: '/dialog-edit',
      title: '编辑记录',
      buttons: [{ event: 'save', text: '保存', type: 'primary' }],
    })
  })
  const dialog = page.getByRole('dialog', { name: '编辑记录' })
  await expect(dialog).toBeVisible()
  // The dialog names the app that asked for it.
  await expect(dialog).toHaveAccessibleName('探针 probe-1 · 编辑记录')
  expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBe(896)
  const inside = page.frameLocator('iframe[name="probe-1-dialog"]')
  await expect(inside.getByTestId('probe-path')).toHaveText('/dialog-edit')
  // A dialog page cannot open another dialog (one level deep).
  const nested = await attempt(frameOf(page, 'probe-1-dialog'), 'ui.dialog.open', [{ path: '/x', title: 'again' }])
  expect(nested).toMatchObject({ ok: false, code: 'dialog_busy' })
  await inside.getByTestId('probe-input').fill('approved by HR')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await frame.evaluate(() => (window as any).result)).toEqual({ note: 'approved by HR', via: 'button' })

  await frame.evaluate(() => {
    ;(window as any).result = (window as any).probe.shell.ui.drawer.open({ path: '/dialog-edit', title: '侧栏' })
  })
  await expect(page.getByRole('dialog', { name: '侧栏' })).toBeVisible()
  await page.getByRole('dialog', { name: '侧栏' }).getByRole('button', { name: '取消' }).click()
  expect(await frame.evaluate(() => (window as any).result)).toBeNull()
})

test('a dirty app asks before its tab closes and before sign-out', async ({ page, shell }) => {
  await open(page, 'probe-1')
  await probe(page, 'probe-1').getByTestId('probe-edit').fill('half a leave request')
  const tab = page.getByRole('tab', { name: /探针 probe-1/ })
  await tab.focus()
  await tab.press('Delete')
  await expect(page.getByTestId('unsaved-question')).toContainText('探针 probe-1')
  await page.getByRole('alertdialog').getByRole('button', { name: '留下' }).click()
  await expect(tab).toBeVisible()
  await signOutFromMenu(page)
  await expect(page.getByTestId('unsaved-question')).toBeVisible()
  await page.getByRole('alertdialog').getByRole('button', { name: '留下' }).click()
  await expect(page).toHaveURL(/\/portal\/probe-1/)
  await signOutFromMenu(page)
  await page.getByRole('alertdialog').getByRole('button', { name: '离开' }).click()
  await expect(page).toHaveURL(`${shell}/login`)
})

test('eviction skips a dirty app; an evicted app saves its draft in shell storage and gets it back when reopened', async ({
  page,
}) => {
  await open(page, 'probe-1')
  await probe(page, 'probe-1').getByTestId('probe-edit').fill('unsaved')
  await open(page, 'probe-2')
  await probe(page, 'probe-2').getByTestId('probe-draft').fill('draft of a contract')
  for (const app of ['probe-3', 'probe-4', 'probe-5', 'probe-6']) await open(page, app)
  await expect(page.locator('iframe[name="probe-2"]')).toHaveCount(0)
  await expect(page.locator('iframe[name="probe-1"]')).toHaveCount(1)
  await expect(page.locator('.app-frame iframe')).toHaveCount(5)
  await open(page, 'probe-2')
  await expect(probe(page, 'probe-2').getByTestId('probe-draft')).toHaveValue('draft of a contract')
  // probe-1 is dirty and still alive with what was typed.
  await page.getByRole('tab', { name: /探针 probe-1/ }).click()
  await expect(probe(page, 'probe-1').getByTestId('probe-edit')).toHaveValue('unsaved')
})

test("one app's storage is invisible to another app and to another tenant", async ({ page }) => {
  const one = await open(page, 'probe-1')
  expect(await attempt(one, 'storage.set', ['secret', { salary: 9000 }])).toMatchObject({ ok: true })
  expect(await attempt(one, 'storage.get', ['secret'])).toMatchObject({ ok: true, value: { salary: 9000 } })
  const two = await open(page, 'probe-2')
  expect(await attempt(two, 'storage.get', ['secret'])).toMatchObject({ ok: true, value: null })
  expect(await attempt(two, 'storage.keys')).toMatchObject({ ok: true, value: [] })
  const seven = await open(page, 'probe-7')
  expect(await attempt(seven, 'storage.get', ['secret'])).toMatchObject({ ok: false, code: 'capability_denied' })

  // Another tenant of the same user sees nothing of it either; back in the first tenant it is there.
  await chooseTenant(page, '2')
  await expectTenant(page, '2')
  const inTwo = await open(page, 'probe-1')
  expect(await attempt(inTwo, 'storage.get', ['secret'])).toMatchObject({ ok: true, value: null })
  await chooseTenant(page, '1')
  await expectTenant(page, '1')
  const back = await open(page, 'probe-1')
  expect(await attempt(back, 'storage.get', ['secret'])).toMatchObject({ ok: true, value: { salary: 9000 } })
})

test('an event published by one app reaches a subscriber in another; undeclared topics and apps are refused', async ({
  page,
}) => {
  const two = await open(page, 'probe-2')
  await two.evaluate(() => (window as any).probe.listen('staff.changed'))
  const one = await open(page, 'probe-1')
  expect(await attempt(one, 'events.publish', ['staff.changed', { id: 7, name: '王芳' }])).toMatchObject({ ok: true })
  await expect(probe(page, 'probe-2').getByTestId('probe-heard')).toHaveText('[{"id":7,"name":"王芳"}]')
  expect(await attempt(one, 'events.publish', ['org.selected', { organId: 1, name: 'x' }])).toMatchObject({
    ok: false,
    code: 'capability_denied',
  })
  expect(await attempt(one, 'events.publish', ['salary.leaked', {}])).toMatchObject({ ok: false, code: 'not_found' })
  expect(await attempt(one, 'events.publish', ['staff.changed', { id: 'seven' }])).toMatchObject({
    ok: false,
    code: 'invalid_arguments',
  })
  const seven = await open(page, 'probe-7')
  expect(await attempt(seven, 'events.subscribe', ['staff.changed'])).toMatchObject({
    ok: false,
    code: 'capability_denied',
  })
})

test('an intent opens the app that declared it; other apps and external links are checked', async ({ page, shell }) => {
  const one = await open(page, 'probe-1')
  expect(await attempt(one, 'intent.open', ['probe.item', { item: 'contract 7' }])).toMatchObject({ ok: true })
  await expect(page).toHaveURL(`${shell}/portal/probe-3/page-a/contract%207`)
  await expect(probe(page, 'probe-3').getByTestId('probe-path')).toHaveText('/page-a/contract%207')
  expect(await attempt(one, 'intent.open', ['probe.item', {}])).toMatchObject({ ok: false, code: 'invalid_arguments' })
  expect(await attempt(one, 'intent.open', ['staff.fire', { id: 1 }])).toMatchObject({ ok: false, code: 'not_found' })
  expect(await attempt(one, 'nav.pathExists', ['probe-2', '/page-a'])).toMatchObject({ ok: true, value: true })
  expect(await attempt(one, 'nav.pathExists', ['probe-2', '/admin'])).toMatchObject({ ok: true, value: false })
  expect(await attempt(one, 'nav.open', ['probe-2', '/admin'])).toMatchObject({ ok: false, code: 'capability_denied' })
  expect(await attempt(one, 'nav.shareLink')).toMatchObject({ ok: true, value: `${shell}/portal/probe-1/page-a` })
  expect(await attempt(one, 'nav.openExternal', ['javascript:alert(1)'])).toMatchObject({
    ok: false,
    code: 'invalid_arguments',
  })
  const popup = page.waitForEvent('popup')
  expect(await attempt(one, 'nav.openExternal', [`${shell}/login?from=hr`])).toMatchObject({ ok: true })
  const opened = await popup
  expect(await opened.evaluate(() => window.opener)).toBeNull()
  await opened.close()
  expect(await attempt(one, 'nav.open', ['probe-2', '/page-a/9'])).toMatchObject({ ok: true })
  await expect(page).toHaveURL(`${shell}/portal/probe-2/page-a/9`)
})

test("tabs.open with another app's code opens that app's page in a tab named as asked, only with nav.apps and a permitted page", async ({
  page,
  shell,
}) => {
  const one = await open(page, 'probe-1')
  expect(await attempt(one, 'tabs.open', ['/page-a/5', '第 5 项', 'probe-2'])).toMatchObject({ ok: true })
  await expect(page).toHaveURL(`${shell}/portal/probe-2/page-a/5`)
  await expect(page.getByRole('tab', { name: /第 5 项/ })).toBeVisible()
  await expect(probe(page, 'probe-2').getByTestId('probe-path')).toHaveText('/page-a/5')
  // The app renames its own tab on that sub-path.
  expect(await attempt(frameOf(page, 'probe-2'), 'tabs.setTitle', ['第 5 项（已改名）'])).toMatchObject({ ok: true })
  await expect(page.getByRole('tab', { name: /第 5 项（已改名）/ })).toBeVisible()
  await page.getByRole('tab', { name: /探针 probe-1/ }).click()
  expect(await attempt(one, 'tabs.open', ['/admin', undefined, 'probe-2'])).toMatchObject({
    ok: false,
    code: 'capability_denied',
  })
  expect(await attempt(one, 'tabs.open', ['/../page-a', undefined, 'probe-2'])).toMatchObject({
    ok: false,
    code: 'invalid_arguments',
  })
  const seven = await open(page, 'probe-7')
  expect(await attempt(seven, 'tabs.open', ['/page-a', undefined, 'probe-2'])).toMatchObject({
    ok: false,
    code: 'capability_denied',
  })
  await expect(page).toHaveURL(/\/portal\/probe-7(\/|$)/)
})
