// Driving the portal the way a person does, with clicks dispatched inside the page.

/** Clicks the side-menu link of `app` inside the page; answers the click time (epoch ms). */
export function clickMenu(page, app) {
  return page.evaluate((app) => {
    const nav = document.querySelector('nav[aria-label="主菜单"]')
    const link = [...(nav?.querySelectorAll('a') ?? [])].find((a) => a.textContent.trim() === `探针 ${app}`)
    if (!link) throw new Error(`no menu link for ${app}`)
    const at = performance.timeOrigin + performance.now()
    link.click()
    return at
  }, app)
}

/** The spare frame's name (shell pool/spare-frame.ts): a frame that became an app's page is still known to the driver by it. */
const SPARE_NAME = 'hr-spare'

/** The live frame of app `app`: by its name, or a spare frame showing the app's page. */
export const liveFrame = (page, app) =>
  page
    .frames()
    .find(
      (f) =>
        !f.isDetached() &&
        (f.name() === app || (f.name() === SPARE_NAME && new URL(f.url()).pathname.split('/')[1] === app)),
    )

/**
 * The live probe frame named `app`. Looked up by name, never through an element handle: a handle
 * keeps its node (and the removed iframe's frame) alive in the page, which would show as a leak.
 */
export async function probeFrame(page, app, timeout = 20_000) {
  const deadline = Date.now() + timeout
  for (;;) {
    const frame = liveFrame(page, app)
    if (frame) return frame
    if (Date.now() > deadline) throw new Error(`no live frame named ${app}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * Waits until `app` is shown and ready: the shell marks its frame ready and visible, and the
 * probe recorded its own ready time (answered, epoch ms in the frame's clock).
 */
export async function waitAppReady(page, app, timeout = 20_000) {
  await page.locator(`.app-frame[data-app="${app}"][data-state="ready"][data-active="true"]`).waitFor({ timeout })
  const deadline = Date.now() + timeout
  for (;;) {
    try {
      const frame = await probeFrame(page, app, timeout)
      const at = await frame.evaluate(() => window.__benchReadyAt ?? null)
      if (at) return at
    } catch (error) {
      if (Date.now() > deadline) throw error
    }
    if (Date.now() > deadline) throw new Error(`${app} never reported ready`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** How many app frames the page holds right now. */
export const iframeCount = (page) => page.evaluate(() => document.querySelectorAll('.app-frame iframe').length)

/**
 * In the page: click the element of `selector` naming `app` (its tab, its menu link), answer the
 * phases in ms from the click: frame visible, next animation frame run, postMessage echo answered.
 */
export function showApp({ app, selector = '[role="tab"]', timeout }) {
  const tab = [...document.querySelectorAll(selector)].find((el) => el.textContent.includes(`探针 ${app}`))
  const iframe = document.querySelector(`iframe[name="${app}"]`)
  if (!tab || !iframe) throw new Error(`no ${selector} or iframe for ${app}`)
  const visible = () => getComputedStyle(iframe).visibility !== 'hidden'
  if (visible()) throw new Error(`${app} is already visible`)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${app} not shown within ${timeout} ms`)), timeout)
    const phases = {}
    const done = () => {
      if (phases.frame === undefined || phases.echo === undefined) return
      clearTimeout(timer)
      resolve({ ...phases, total: Math.max(phases.frame, phases.echo) })
    }
    const shown = () => {
      phases.visible = performance.now() - start
      requestAnimationFrame(() => {
        phases.frame = performance.now() - start
        done()
      })
      const id = Math.random()
      const onMessage = (event) => {
        if (event.source !== iframe.contentWindow || event.data?.benchPong !== id) return
        window.removeEventListener('message', onMessage)
        phases.echo = performance.now() - start
        done()
      }
      window.addEventListener('message', onMessage)
      iframe.contentWindow.postMessage({ benchPing: id }, '*')
    }
    const observer = new MutationObserver(() => {
      if (visible()) {
        observer.disconnect()
        shown()
      }
    })
    observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['style', 'hidden', 'class'] })
    const start = performance.now()
    tab.click()
    if (visible()) {
      observer.disconnect()
      shown()
    }
  })
}
