import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { withCores } from '../support/cores'
import { attempt, frameOf } from '../support/probe'

// The shell keeps a spare frame of the first-party apps origin per kind of frame the person's apps ask for
// (shell pool/spare-frame.ts); an app opened afresh takes the one of its kind and the spare becomes its page.

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' })
const open = (page: Page, app: string) =>
  menu(page)
    .getByRole('link', { name: `探针 ${app}` })
    .click()
const probe = (page: Page, app: string) => page.frameLocator(`iframe[name="${app}"]`)
/** The ready spare of the probes' kind: a first-party app's sandbox, no further features. */
const plainSpare = (page: Page) =>
  page.locator(
    'iframe.app-spare[data-ready="true"][sandbox="allow-scripts allow-forms allow-same-origin"]:not([allow])',
  )

test.beforeEach(async ({ page, shell }) => {
  await withCores(page)
  await signIn(page, shell, 'admin')
})

test('an app opened afresh takes the waiting spare: its page, address and name, under its CSP, with its bridge; a new spare follows', async ({
  page,
}) => {
  await expect(plainSpare(page)).toHaveCount(1)
  // Out of sight, out of the keyboard's and screen reader's way.
  await expect(plainSpare(page)).toHaveAttribute('aria-hidden', 'true')
  await expect(plainSpare(page)).toHaveAttribute('tabindex', '-1')
  expect(
    await plainSpare(page).evaluate((frame) => (frame as HTMLIFrameElement).inert && !frame.closest('.app-frame')),
  ).toBe(true)
  // The apps this person may open ask for other kinds too (downloads; downloads and location): a spare each.
  await expect(page.locator('iframe.app-spare[data-ready="true"][sandbox~="allow-downloads"]')).not.toHaveCount(0)
  const spare = await plainSpare(page).elementHandle()

  await open(page, 'probe-3')
  await expect(probe(page, 'probe-3').getByTestId('probe-path')).toHaveText('/page-a')
  expect(
    await spare!.evaluate((frame) => ({
      app: frame.closest('.app-frame')?.getAttribute('data-app'),
      name: frame.getAttribute('name'),
      title: frame.getAttribute('title'),
      spare: frame.classList.contains('app-spare'),
      hidden: frame.hasAttribute('aria-hidden') || (frame as HTMLIFrameElement).inert,
    })),
  ).toEqual({ app: 'probe-3', name: 'probe-3', title: '探针 probe-3', spare: false, hidden: false })
  const frame = frameOf(page, 'probe-3')
  expect(
    await frame.evaluate(() => ({
      path: location.pathname,
      name: window.name,
      became: performance.getEntriesByName('hr-spare:become').length,
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name.endsWith('/_spare'),
    })),
  ).toEqual({ path: '/probe-3/page-a', name: 'probe-3', became: 1, loaded: true })
  // The app pages' CSP holds: an inline script does not run.
  expect(
    await frame.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.inlineRan = true'
      document.body.append(script)
      return (window as { inlineRan?: boolean }).inlineRan ?? false
    }),
  ).toBe(false)
  expect(await attempt(frame, 'env.get')).toMatchObject({ ok: true })
  // Its links work as in any frame, and the shell follows.
  await probe(page, 'probe-3').getByTestId('link-b').click()
  await expect(page).toHaveURL(/\/portal\/probe-3\/page-b$/)

  // Once the page is ready, a new spare of that kind waits.
  await expect(plainSpare(page)).toHaveCount(1)
  expect(await plainSpare(page).evaluate((frame, old) => frame !== old, spare)).toBe(true)

  // Refreshing the page loads it anew, as a page of its own, still named after the app.
  await page.getByRole('button', { name: '刷新当前页' }).click()
  await expect
    .poll(() =>
      frameOf(page, 'probe-3')
        .evaluate(() => performance.getEntriesByName('hr-spare:become').length)
        .catch(() => -1),
    )
    .toBe(0)
  await expect(probe(page, 'probe-3').getByTestId('probe-path')).toHaveText('/page-b')
  expect(await frameOf(page, 'probe-3').evaluate(() => window.name)).toBe('probe-3')
  expect(await attempt(frameOf(page, 'probe-3'), 'env.get')).toMatchObject({ ok: true })
})

test('a page that changed since the spare loaded (a release) is loaded anew', async ({ page }) => {
  await expect(plainSpare(page)).toHaveCount(1)
  // From now on the gateway answers probe-4's page as a new release would.
  await page.route(/\/probe-4\/page-a$/, async (route) => {
    const answer = await route.fetch()
    await route.fulfill({
      response: answer,
      body: (await answer.text()).replace('<h1 id="name">', '<h1 id="name" data-release="2">'),
    })
  })
  await open(page, 'probe-4')
  await expect(probe(page, 'probe-4').locator('h1[data-release="2"]')).toBeAttached()
  await expect(probe(page, 'probe-4').getByTestId('probe-path')).toHaveText('/page-a')
  expect(await frameOf(page, 'probe-4').evaluate(() => performance.getEntriesByName('hr-spare:become').length)).toBe(0)
  expect(await attempt(frameOf(page, 'probe-4'), 'env.get')).toMatchObject({ ok: true })
})

test('with no spare ready, an app opens in a new frame of its own, and a spare comes back', async ({ page }) => {
  await expect(plainSpare(page)).toHaveCount(1)
  await page.evaluate(() =>
    document.querySelectorAll('iframe.app-spare').forEach((frame) => {
      frame.remove()
    }),
  )
  // A click with no pointer resting on the link first: resting on it would prewarm the app at its first page.
  await menu(page).getByRole('link', { name: '探针 probe-5' }).dispatchEvent('click')
  await expect(probe(page, 'probe-5').getByTestId('probe-path')).toHaveText('/page-a')
  const frame = frameOf(page, 'probe-5')
  expect(frame.name()).toBe('probe-5')
  expect(
    await frame.evaluate(() => ({
      became: performance.getEntriesByName('hr-spare:become').length,
      page: new URL((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name).pathname,
    })),
  ).toEqual({ became: 0, page: '/probe-5/page-a' })
  expect(await attempt(frame, 'env.get')).toMatchObject({ ok: true })
  await expect(plainSpare(page)).toHaveCount(1)
})
