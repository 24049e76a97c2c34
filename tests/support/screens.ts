import { expect, type Frame, type Page, type TestInfo } from '@playwright/test'

/** How far the page (or frame) scrolls sideways: 0 when it fits its width. */
export const sidewaysScroll = (target: Page | Frame) =>
  target.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)

/**
 * The controls (fields, buttons, links) of the page or frame that a person cannot reach: shown, but still outside the
 * window sideways after scrolling them into view, or cut off by a box that clips them. Answers one line per control.
 */
export function unreachableControls(target: Page | Frame, scope = 'body'): Promise<string[]> {
  return target.evaluate((scope) => {
    const controls = document.querySelectorAll<HTMLElement>(
      `${scope} :is(input:not([type=hidden]), select, textarea, button, a[href], [role=menuitem], [role=menuitemradio], [role=menuitemcheckbox], [tabindex="0"])`,
    )
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).name || '').trim().slice(0, 40)}"`
    const clipped = (el: HTMLElement, rect: DOMRect) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box)
        if (style.overflowX === 'visible' || style.position === 'fixed') continue
        const outer = box.getBoundingClientRect()
        // A box that scrolls sideways lets a person reach what is inside; one that hides its overflow does not.
        if (style.overflowX === 'hidden' && (rect.right > outer.right + 1 || rect.left < outer.left - 1)) return true
      }
      return false
    }
    const out: string[] = []
    for (const el of controls) {
      if (
        el.getClientRects().length === 0 ||
        getComputedStyle(el).visibility === 'hidden' ||
        el.closest('[inert], [hidden], .hr-sr-only')
      )
        continue
      el.scrollIntoView({ block: 'center', inline: 'nearest' })
      const rect = el.getBoundingClientRect()
      if (rect.width < 2 || rect.height < 2) continue
      if (rect.left < -1 || rect.right > window.innerWidth + 1 || clipped(el, rect))
        out.push(`${name(el)} at ${Math.round(rect.left)}–${Math.round(rect.right)}`)
    }
    window.scrollTo(0, 0)
    return out
  }, scope)
}

/** The page and its shown app frame fit the width, and every control in both can be reached. */
export async function expectFitsAndReachable(page: Page, frame?: Frame | null) {
  expect(await sidewaysScroll(page), 'the page scrolls sideways').toBeLessThanOrEqual(0)
  expect(await unreachableControls(page)).toEqual([])
  if (!frame) return
  // Asked until the frame's page has settled (a scroll bar appearing while it loads may widen it for a moment).
  await expect
    .poll(() => sidewaysScroll(frame), { message: `the frame ${frame.name()} scrolls sideways` })
    .toBeLessThanOrEqual(0)
  expect(await unreachableControls(frame)).toEqual([])
}

/** Takes a screenshot of the page into the test's output folder and attaches it to the test's report. */
export async function attachShot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}
