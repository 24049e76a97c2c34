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

/**
 * The live probe frame named `app`. Looked up by name, never through an element handle: a handle
 * keeps its node (and the removed iframe's frame) alive in the page, which would show as a leak.
 */
export async function probeFrame(page, app, timeout = 20_000) {
  const deadline = Date.now() + timeout
  for (;;) {
    const frame = page.frames().find((f) => f.name() === app && !f.isDetached())
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

/** How many iframes the page holds right now. */
export const iframeCount = (page) => page.evaluate(() => document.querySelectorAll('iframe').length)
