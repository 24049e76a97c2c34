// A sub-app opens an address outside the portal only through the shell (nav.openExternal), which asks first:
// the destination's host and the app asking, "open" or "cancel"; the portal's own addresses open at once. The
// frame itself can open no window (no allow-popups), by script or by link. Driven from the probe app's frame.
import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../support/fixtures'
import { chooseTheme } from '../support/user-menu'
import { attempt, frameOf } from '../support/probe'
import { violations } from '../support/axe'

const menu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })
const question = (page: Page) => page.getByRole('alertdialog', { name: /打开外部链接？|Open an external link\?/ })

async function openProbe(page: Page) {
  await menu(page)
    .getByRole('link', { name: /probe-1/ })
    .click()
  await expect(page.locator('.app-frame[data-app="probe-1"][data-state="ready"][data-active="true"]')).toBeVisible()
  return frameOf(page, 'probe-1')
}

test('an app asks the shell to open an outside address: the user sees its host and the app, and may cancel or open', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin')
  const frame = await openProbe(page)
  const popups: string[] = []
  page.on('popup', (popup) => popups.push(popup.url()))

  // Cancelled: nothing opens, and the app hears false.
  const cancelled = attempt(frame, 'nav.openExternal', ['https://docs.example.com/guide?from=hr#top'])
  await expect(question(page)).toBeVisible()
  await expect(question(page).getByTestId('external-host')).toHaveText('docs.example.com')
  await expect(question(page).getByTestId('external-url')).toHaveText('https://docs.example.com/guide?from=hr#top')
  await expect(question(page).getByTestId('confirm-asker')).toContainText('探针 probe-1 请求确认')
  await page.screenshot({ path: test.info().outputPath('external-link-zh.png') })
  await question(page).getByRole('button', { name: '取消' }).click()
  expect(await cancelled).toEqual({ ok: true, value: false })
  await expect(question(page)).toBeHidden()

  // Opened: a new tab without opener, and the app hears true.
  const opened = attempt(frame, 'nav.openExternal', ['https://docs.example.com/guide'])
  const popup = page.waitForEvent('popup')
  await question(page).getByRole('button', { name: '打开' }).click()
  expect(await opened).toEqual({ ok: true, value: true })
  const tab = await popup
  expect(tab.url()).toMatch(/^(https:\/\/docs\.example\.com\/guide|chrome-error:|about:blank)/)
  expect(await tab.evaluate(() => window.opener).catch(() => null)).toBeNull()
  await tab.close()

  // The portal's own address opens without a question; other schemes never pass the bridge.
  const portalTab = page.waitForEvent('popup')
  expect(await attempt(frame, 'nav.openExternal', [`${shell}/login?from=probe`])).toEqual({ ok: true, value: true })
  await (await portalTab).close()
  await expect(question(page)).toHaveCount(0)
  for (const url of ['mailto:hr@example.com', 'javascript:alert(1)', 'data:text/html,x', '//docs.example.com/a']) {
    // One call a second (the method's rate), refused calls included.
    await page.waitForTimeout(1100)
    expect(await attempt(frame, 'nav.openExternal', [url]), url).toMatchObject({ ok: false, code: 'invalid_arguments' })
  }
  expect(popups).toHaveLength(2)
})

test('a frame cannot open a window itself, by script or by a link to a new tab', async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
  const frame = await openProbe(page)
  expect(await page.locator('iframe[name="probe-1"]').getAttribute('sandbox')).not.toContain('allow-popups')
  const popups: string[] = []
  page.context().on('page', (opened) => popups.push(opened.url()))
  expect(await frame.evaluate(() => window.open('https://docs.example.com/', '_blank') === null)).toBe(true)
  await frame.evaluate(() => {
    const link = Object.assign(document.createElement('a'), {
      href: 'https://docs.example.com/',
      target: '_blank',
      textContent: 'outside',
    })
    link.dataset.testid = 'outside-link'
    document.body.append(link)
  })
  await page.frameLocator('iframe[name="probe-1"]').getByTestId('outside-link').click()
  await page.waitForTimeout(500)
  expect(popups).toEqual([])
})

test('the question reads in English, in the orange theme too', async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  await page.evaluate(() => {
    localStorage.setItem('language', 'en')
  })
  await signIn(page, shell, 'admin')
  await chooseTheme(page, 'orange')
  const frame = await openProbe(page)
  const asked = attempt(frame, 'nav.openExternal', ['https://xn--80ak6aa92e.com/login'])
  await expect(question(page).getByTestId('external-host')).toHaveText('xn--80ak6aa92e.com')
  await expect(question(page)).toContainText('This site is not part of the portal. Open it only if you trust it.')
  await page.screenshot({ path: test.info().outputPath('external-link-en.png') })
  expect(await violations(page, { include: ['[role="alertdialog"]'] })).toEqual([])
  await question(page).getByRole('button', { name: 'Cancel' }).click()
  expect(await asked).toEqual({ ok: true, value: false })
})
