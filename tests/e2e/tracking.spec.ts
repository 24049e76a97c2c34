import type { FrameLocator, Page } from '@playwright/test'
import { expect, signIn, test } from '../support/fixtures'
import { chooseLanguage, closeUserMenu, userMenuItem } from '../support/user-menu'

// Behaviour tracking: the shell posts signed page views and menu clicks in
// batches of 5, sub-apps add events over the bridge, 'Do not track me' stops all of it, and an
// administrator reads the result on the BI app's Page views page.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })
const biFrame = (page: Page) => page.frameLocator('iframe[name="bi-report"]')
const BATCH = '/gateway/report/web/track/batch'

/** Re-reads the report (period 30 then 7 days) until `check` holds: events arrive in batches, a few seconds apart. */
async function untilReport(frame: FrameLocator, check: () => Promise<void>) {
  await expect(async () => {
    await frame.getByTestId('views-days').selectOption('30')
    await frame.getByTestId('views-days').selectOption('7')
    await expect(frame.getByTestId('views-results')).toHaveAttribute('aria-busy', 'false')
    await check()
  }).toPass({ timeout: 20_000, intervals: [1000, 2000] })
}

/** Signed batches of at most 5 events the page posted, read off the wire. */
function batchesOf(page: Page) {
  const batches: Array<{ keyId: number; events: Array<Record<string, unknown>> }> = []
  page.on('request', (request) => {
    if (request.url().endsWith(BATCH)) batches.push(request.postDataJSON())
  })
  return batches
}

// On a product of its own: a user's events are capped per minute (300), and other spec files sign in as admin on the
// shared product at the same time, so their page views would count against this test's.
test('page views, menu clicks and an app event reach the page-views report an administrator reads', async ({
  page,
  ownShell: shell,
}) => {
  const batches = batchesOf(page)
  const answers: number[] = []
  page.on('response', async (response) => {
    if (response.url().endsWith(BATCH)) answers.push(Number((await response.json().catch(() => ({}))).code))
  })
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '人员列表' }).click()
  await expect(page).toHaveURL(`${shell}/portal/ums/users`)
  // A sub-app event over the bridge (track.event): the system app's staff export.
  const system = page.frameLocator('iframe[name="system"]')
  const download = page.waitForEvent('download')
  await system.getByTestId('export-staff').click()
  await download
  await mainMenu(page).getByRole('link', { name: '人数与流动' }).click()
  await expect(page).toHaveURL(`${shell}/portal/bi/headcount`)
  await mainMenu(page).getByRole('link', { name: '页面访问' }).click()
  await expect(page).toHaveURL(`${shell}/portal/bi/pageViews`)

  const frame = biFrame(page)
  await expect(frame.getByRole('heading', { name: '页面访问', level: 1 })).toBeVisible()
  await untilReport(frame, async () => {
    await expect(frame.getByTestId('views-pages').getByRole('row', { name: /^\/portal\/bi\/headcount / })).toBeVisible()
    await expect(frame.getByTestId('views-pages').getByRole('row', { name: /^\/portal\/ums\/users / })).toBeVisible()
    await expect(frame.getByTestId('views-menus').getByRole('row', { name: /人数与流动/ })).toBeVisible()
    await expect(frame.getByTestId('views-menus').getByRole('row', { name: /人员列表/ })).toBeVisible()
    await expect(frame.getByTestId('views-events').getByRole('row', { name: /staff\.export.*system/ })).toBeVisible()
  })
  await expect(frame.getByRole('img', { name: /每日页面访问量柱状图/ }).locator('canvas')).toBeVisible()
  await expect(frame.getByTestId('views-total')).toHaveText(/最近 7 天共 \d+ 次页面访问/)

  // On the wire: at most 5 events a batch, each with version 5.10.0 and a 64-hex signature, each batch stored.
  expect(batches.length).toBeGreaterThan(0)
  expect(answers.filter((code) => code !== 0)).toEqual([])
  for (const batch of batches) {
    expect(batch.events.length).toBeGreaterThan(0)
    expect(batch.events.length).toBeLessThanOrEqual(5)
    for (const event of batch.events)
      expect(event).toMatchObject({ version: '5.10.0', hash: expect.stringMatching(/^[0-9a-f]{64}$/) })
  }
  expect(batches.flatMap((b) => b.events).find((e) => e.name === 'staff.export')).toMatchObject({
    appCode: 'APP13',
    type: 'custom',
    app: 'system',
  })
  await page.screenshot({ path: test.info().outputPath('page-views-zh.png'), fullPage: true })
})

// On a product of its own: the report must hold no view of the Roles page, which earlier spec files open.
test('with "Do not track me" checked nothing is sent or stored, and the choice stays after a reload (English)', async ({
  page,
  browser,
  ownShell: shell,
}) => {
  const batches = batchesOf(page)
  await signIn(page, shell, 'hr')
  await chooseLanguage(page, 'en')
  await userMenuItem(page, 'do-not-track')
  const box = page.getByRole('menuitemcheckbox', { name: 'Do not track me' })
  await expect(box).not.toBeChecked()
  await box.click()
  await expect(box).toBeChecked()
  await expect(box).not.toHaveAttribute('aria-disabled', 'true')
  await closeUserMenu(page)
  const sentBefore = batches.length
  await mainMenu(page).getByRole('link', { name: 'Roles' }).click()
  await expect(page).toHaveURL(`${shell}/portal/ums/roles`)
  await mainMenu(page).getByRole('link', { name: 'Staff list' }).click()
  await page.waitForTimeout(4500) // longer than the partial-batch delay
  expect(batches.length).toBe(sentBefore)
  await page.reload()
  await userMenuItem(page, 'do-not-track')
  await expect(page.getByRole('menuitemcheckbox', { name: 'Do not track me' })).toBeChecked()
  await page.screenshot({ path: test.info().outputPath('do-not-track-en.png') })

  // The administrator's report has no view of the Roles page (only hr opened it).
  const admin = await browser.newPage()
  await signIn(admin, shell, 'admin')
  await chooseLanguage(admin, 'en')
  await expect(admin.locator('html')).toHaveAttribute('lang', 'en')
  await admin.goto(`${shell}/portal/bi/pageViews`)
  const frame = biFrame(admin)
  await expect(frame.getByRole('heading', { name: 'Page views', level: 1 })).toBeVisible()
  await untilReport(frame, async () => {
    await expect(frame.getByTestId('views-pages').getByRole('columnheader', { name: 'Users' })).toBeVisible()
  })
  await expect(frame.getByTestId('views-pages').getByRole('row', { name: /\/portal\/ums\/roles/ })).toHaveCount(0)
  await admin.close()

  // Clean up: hr is tracked again for later tests of this file.
  await page.bringToFront()
  await userMenuItem(page, 'do-not-track')
  await page.getByRole('menuitemcheckbox', { name: 'Do not track me' }).click()
  await expect(page.getByRole('menuitemcheckbox', { name: 'Do not track me' })).not.toBeChecked()
})
