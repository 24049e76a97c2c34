import type { Page } from '@playwright/test'
import { test, expect, signInThroughForm as signIn } from '../support/fixtures'
import { signOutFromMenu } from '../support/user-menu'
import { gateway } from '../support/api'
import { attempt, openProbe } from '../support/probe'

// Drafts the shell keeps for sub-apps are HR data left in the browser: they go the moment the
// shell finds its session gone, not only when someone confirms the prompt.

const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('hr-app-storage:')))

test('a session revoked elsewhere: the shell notices and the drafts are gone before the prompt is answered', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin')
  const probe = await openProbe(page, shell, 'probe-1')
  expect(await attempt(probe, 'storage.set', ['contract', { employee: 'Li Lei', salary: 9000 }])).toMatchObject({
    ok: true,
  })
  expect(await drafts(page)).toHaveLength(1)

  // Signed out from elsewhere (another device, an administrator): the gateway ends the session.
  const token = await page.evaluate(() => localStorage.getItem('t'))
  expect((await gateway(shell, '/loginOut', {}, token!)).code).toBe(0)
  // The shell's next call (the permission mark check of a navigation) finds it gone.
  await page.goto(`${shell}/portal/probe-1/page-b`)
  await expect(page.getByRole('alertdialog')).toContainText(/登录失效提示|Login invalid/)
  expect(await drafts(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('session-gone-prompt.png') })
})

test('another tab signs out: an app of this tab can no longer keep a draft', async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
  const probe = await openProbe(page, shell, 'probe-1')
  expect(await attempt(probe, 'storage.set', ['contract', { salary: 9000 }])).toMatchObject({ ok: true })

  const other = await page.context().newPage()
  await other.goto(`${shell}/portal`)
  await signOutFromMenu(other)
  await expect(other).toHaveURL(/\/login$/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('t'))).toBeNull()

  // The app saves again (an evicted frame, a late keystroke): refused, nothing is stored.
  expect(await attempt(probe, 'storage.set', ['contract', { salary: 9000 }])).toMatchObject({
    ok: false,
    code: 'handler_failed',
  })
  expect(await drafts(page)).toEqual([])
  await other.close()
})

test('a session that ended while no page was open: the next load, the sign-in page too, clears the drafts', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin')
  const probe = await openProbe(page, shell, 'probe-1')
  expect(await attempt(probe, 'storage.set', ['contract', { salary: 9000 }])).toMatchObject({ ok: true })
  const token = await page.evaluate(() => localStorage.getItem('t'))
  // The page is left (a tab closed); then the session ends elsewhere (another device, an administrator, its time).
  await page.goto('about:blank')
  expect((await gateway(shell, '/loginOut', {}, token!)).code).toBe(0)
  // The next load is the sign-in page, which loads no session: the drafts go all the same.
  await page.goto(`${shell}/login`)
  await expect.poll(() => drafts(page)).toEqual([])
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})
