import type { Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { test, expect, signIn } from '../support/fixtures'
import { frameOf } from '../support/probe'

/** The longest deferred work waits for the first page (shell/src/lib/page-ready.ts). */
const PAGE_WAIT_MS = 4000

// A switch shows the frame first and a sign-in shows the first app first: what the shell does besides
// (lifecycle messages, focus, tabs, tracking, the permission check, messages, must-read, tour) waits until
// then. These tests check that it still happens, and in that order.

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' })
const probe = (page: Page, app: string) => page.frameLocator(`iframe[name="${app}"]`)

async function openProbe(page: Page, app: string) {
  await menu(page)
    .getByRole('link', { name: `探针 ${app}` })
    .click()
  await expect(probe(page, app).getByTestId('probe-path')).toHaveText('/page-a')
  await expect(page.locator(`.app-frame[data-app="${app}"][data-state="ready"]`)).toHaveCount(1)
}

/** In a probe frame: records (epoch ms) each show and hide the app hears. */
const hearLifecycle = (page: Page, app: string) =>
  frameOf(page, app).evaluate(() => {
    const heard: Array<[string, number]> = ((window as any).__lifecycle = [])
    const at = () => performance.timeOrigin + performance.now()
    const { lifecycle } = (window as any).probe.app
    lifecycle.onShow(() => {
      heard.push(['show', at()])
    })
    lifecycle.onHide(() => {
      heard.push(['hide', at()])
    })
  })
const heard = (page: Page, app: string) =>
  frameOf(page, app).evaluate(() => (window as any).__lifecycle as Array<[string, number]>)

test('after a switch the hidden app hears hide and the shown one show, once the frame is on screen; focus follows a tab', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin')
  await openProbe(page, 'probe-1')
  await openProbe(page, 'probe-2')
  await hearLifecycle(page, 'probe-1')
  await hearLifecycle(page, 'probe-2')

  // The click on probe-1's tab, and when its frame became visible in the shell (epoch ms).
  const shownAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const frame = document.querySelector('.app-frame[data-app="probe-1"]')!
        new MutationObserver((_, observer) => {
          if ((frame as HTMLElement).style.visibility === 'hidden') return
          observer.disconnect()
          resolve(performance.timeOrigin + performance.now())
        }).observe(frame, { attributes: true, attributeFilter: ['style'] })
        const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((el) =>
          el.textContent?.includes('探针 probe-1'),
        )!
        tab.focus()
        tab.click()
      }),
  )
  await expect.poll(() => heard(page, 'probe-1').then((h) => h.map(([kind]) => kind))).toEqual(['show'])
  await expect.poll(() => heard(page, 'probe-2').then((h) => h.map(([kind]) => kind))).toEqual(['hide'])
  // Told after the frame was shown, never before (the two clocks are one machine's, to the millisecond).
  expect((await heard(page, 'probe-1'))[0][1]).toBeGreaterThanOrEqual(shownAt - 1)
  // The tab was activated from the tab bar: the focus moves into the shown frame.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('probe-1')
  // Its tab and the address follow too.
  await expect(page).toHaveURL(/\/portal\/probe-1\//)
  await expect(page.getByRole('tab', { name: /探针 probe-1/ })).toHaveAttribute('aria-selected', 'true')

  // Back and forth within one frame: the apps hear where it ended, in order.
  await page.evaluate(() => {
    const link = (name: string) =>
      [...document.querySelectorAll<HTMLElement>('nav[aria-label="主菜单"] a')].find(
        (el) => el.textContent?.trim() === name,
      )!
    link('探针 probe-2').click()
    link('探针 probe-1').click()
    link('探针 probe-2').click()
  })
  await expect(page).toHaveURL(/\/portal\/probe-2\//)
  await expect.poll(() => heard(page, 'probe-2').then((h) => h.map(([kind]) => kind))).toEqual(['hide', 'show'])
  await expect.poll(() => heard(page, 'probe-1').then((h) => h.map(([kind]) => kind))).toEqual(['show', 'hide'])
})

/** Before the portal's scripts: when the portal showed, the first app or widget frame was marked ready and a dialog first showed (epoch ms). */
function markFirstAppAndDialog() {
  if (window !== window.top) return
  const marks: Record<string, number> = ((window as any).__marks = {})
  const now = () => performance.timeOrigin + performance.now()
  new MutationObserver(() => {
    // The first app's content: an app page's frame, or on the home dashboard a widget's frame.
    if (!marks.portal && document.getElementById('portal-main')) marks.portal = now()
    if (
      !marks.ready &&
      document.querySelector('.app-frame[data-active="true"][data-state="ready"], li.widget-card[data-state="ready"]')
    )
      marks.ready = now()
    if (!marks.dialog && document.querySelector('[role="alertdialog"]')) marks.dialog = now()
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state', 'data-active'],
  })
}

/**
 * Deferred work waits for the first app's content, or at most PAGE_WAIT_MS after the portal showed when that is
 * slow to come (a busy machine); 100 ms of slack for the timer starting as the portal renders.
 */
function deferredUntil(marks: { portal?: number; ready?: number }): number {
  expect(marks.portal).toBeDefined()
  const fallback = marks.portal! + PAGE_WAIT_MS - 100
  return marks.ready === undefined ? fallback : Math.min(marks.ready, fallback)
}

test('a must-read announcement waiting at sign-in shows once the first app has shown its content', async ({
  browser,
  ownShell: shell,
}) => {
  const admin = await loginToken(shell, 'admin', 'Admin@12345')
  const published = await gateway(
    shell,
    '/message/web/notice/publish',
    {
      title: '入职须知',
      body: '<p>请阅读<b>员工手册</b>。</p>',
      mustRead: true,
      countdownSeconds: 0,
      audience: { type: 'tenant' },
    },
    admin,
  )
  expect(published.code).toBe(0)

  const context = await browser.newContext()
  await context.addInitScript(markFirstAppAndDialog)
  const page = await context.newPage()
  await signIn(page, shell, 'staff', '/portal')
  const modal = page.getByRole('alertdialog')
  await expect(modal).toContainText('入职须知')
  const marks = await page.evaluate(
    () => (window as any).__marks as { portal?: number; ready?: number; dialog?: number },
  )
  expect(marks.dialog!).toBeGreaterThanOrEqual(deferredUntil(marks))
  // Still the same modal: confirmed, it goes, and the bell counts it read.
  await page.getByTestId('must-read-confirm').click()
  await expect(modal).toBeHidden()
  await expect(page.getByTestId('message-bell')).toHaveAccessibleName(/^(消息|Messages)/)
  await context.close()
})

test('after sign-in the portal still checks the permission mark, tracks the page view, counts messages and lists tenants, after the first app', async ({
  browser,
  shell,
}) => {
  const context = await browser.newContext()
  await context.addInitScript(markFirstAppAndDialog)
  const page = await context.newPage()
  await signIn(page, shell, 'staff', '/portal')
  await expect(page.locator('li.widget-card[data-state="ready"]').first()).toBeVisible()
  const asked = [
    'permission/hasPermissionMark',
    'track/key',
    'notice/findNewNotice',
    'tenant/listAuthTenants',
    'session/keepAlive',
    'tour/status',
    'track/preference',
  ]
  // When each was asked, in the page's clock (epoch ms), once all of them were.
  const startedAt = () =>
    page.evaluate(
      (paths) =>
        paths.map((path) => {
          const entry = performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes(`/gateway/`) && e.name.includes(path))
          return entry ? performance.timeOrigin + entry.startTime : null
        }),
      asked,
    )
  await expect
    .poll(async () => (await startedAt()).filter((at) => at === null).length, { message: 'every request asked' })
    .toBe(0)
  const marks = await page.evaluate(() => (window as any).__marks as { portal?: number; ready?: number })
  expect(marks.ready).toBeDefined()
  for (const [i, at] of (await startedAt()).entries())
    expect(at!, asked[i]).toBeGreaterThanOrEqual(deferredUntil(marks))
  await context.close()
})
