// The user's own sessions in the security settings: two browsers of one person; signing one out from the other
// ends it at once (its live notice stream ends, its next request is refused), and "sign out all other sessions".
import type { Page } from '@playwright/test'
import { expect, signInThroughForm as signIn, test } from '../support/fixtures'
import { openSecuritySettings } from '../support/user-menu'
import { violations } from '../support/axe'

const sessions = (page: Page) =>
  page.getByRole('dialog', { name: /安全设置|Security settings/ }).getByTestId('security-sessions')

async function openSecurity(page: Page) {
  await openSecuritySettings(page)
  await expect(sessions(page)).toBeVisible()
}

/** Resolves when the page's live notice stream ends (the gateway closed it). */
const streamEnds = (page: Page) =>
  page.waitForEvent('requestfinished', {
    predicate: (r) => r.url().includes('/message/web/notice/stream'),
    timeout: 10_000,
  })

test('a person signs out another of their sessions, then all the others; each ends at once', async ({
  page,
  browser,
  ownShell: shell,
}) => {
  test.setTimeout(120_000)
  // A product of its own: other test files of this worker leave sessions of the same account behind.
  const other = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  })
  const there = await other.newPage()
  await signIn(there, shell, 'manager')
  await signIn(page, shell, 'manager')
  await openSecurity(page)
  const table = sessions(page)
  await expect(table.getByRole('row')).toHaveCount(3)
  const mine = table.getByRole('row').filter({ hasText: '本设备' })
  await expect(mine).toContainText('127.0.0.1')
  const firefox = table.getByRole('row').filter({ hasText: 'Linux 版 Firefox 128' })
  await expect(firefox).toContainText('127.0.0.1')
  await page.screenshot({ path: test.info().outputPath('sessions-zh.png') })
  expect(await violations(page, { include: ['.security-dialog'] })).toEqual([])

  const ended = streamEnds(there)
  await firefox.getByRole('button', { name: '退出 Linux 版 Firefox 128（127.0.0.1）上的会话' }).click()
  await expect(
    page
      .getByRole('dialog', { name: '安全设置' })
      .getByRole('status')
      .filter({ hasText: '已退出 Linux 版 Firefox 128 上的会话' }),
  ).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
  // The other browser's live updates stopped as the session ended, and its next request is refused.
  await ended
  await openSecuritySettings(there)
  await expect(there.getByRole('alertdialog', { name: '登录失效提示' })).toBeVisible()

  // Signed in again there, with its notice stream open (the portal opens it once the first app shows); this time
  // "sign out all other sessions".
  const streamOpened = there.waitForRequest((r) => r.url().includes('/message/web/notice/stream'), { timeout: 30_000 })
  await signIn(there, shell, 'manager')
  await streamOpened
  await page.getByRole('dialog', { name: '安全设置' }).getByRole('button', { name: '关闭' }).click()
  await openSecurity(page)
  await expect(table.getByRole('row')).toHaveCount(3)
  const endedAgain = streamEnds(there)
  await page.getByTestId('sessions-sign-out-others').click()
  await expect(
    page.getByRole('dialog', { name: '安全设置' }).getByRole('status').filter({ hasText: '已退出其他 1 个会话' }),
  ).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(page.getByTestId('sessions-sign-out-others')).toBeDisabled()
  await endedAgain
  await there.reload()
  await there.waitForURL(/\/login/)
  await other.close()
})

test('the list of sessions reads in English, on a phone too', async ({ page, shell }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${shell}/login`)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await signIn(page, shell, 'hr')
  await openSecurity(page)
  const table = sessions(page)
  await expect(table.getByRole('row').filter({ hasText: 'This device' })).toBeVisible()
  await expect(
    page.getByRole('dialog', { name: 'Security settings' }).getByRole('heading', { name: 'Where you are signed in' }),
  ).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('sessions-en-phone.png'), fullPage: true })
  expect(await violations(page, { include: ['.security-dialog'] })).toEqual([])
})
