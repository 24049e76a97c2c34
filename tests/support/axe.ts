import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export interface AxeOptions {
  /** Check only these parts of the page (CSS selectors). */
  include?: string[]
  /** Report only serious and critical findings. */
  seriousOnly?: boolean
  /** Run only these axe rules (e.g. 'color-contrast' where only the colours changed). */
  rules?: string[]
}

/**
 * Waits until the running finite animations (a table's rows fading in, a dialog opening) of the page and its frames
 * end, for at most two seconds: a frame the pool keeps hidden may never play its animations.
 */
async function animationsEnded(page: Page) {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() =>
          Promise.race([
            Promise.all(
              document
                .getAnimations()
                .filter(
                  (animation) =>
                    animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
                )
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
            new Promise((resolve) => setTimeout(resolve, 2000)),
          ]),
        )
        .catch(() => undefined),
    ),
  )
}

const LATER_ROWS = 'tbody > tr:nth-child(n+21)'

/**
 * The WCAG 2.1 A and AA violations axe finds on the page and inside its shown frames, as `rule: targets` lines. Motion
 * is reduced first (the product's CSS then plays no fade-in, also for rows that arrive while axe runs), and running
 * animations are waited for: a row caught half faded in lacks contrast only for that instant.
 */
export async function violations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await animationsEnded(page)
  // Only the violations are gathered and sent back across the frames (the passes are most of the nodes). Set first:
  // `options` replaces what the tags or rules below set.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  builder = options.rules
    ? builder.withRules(options.rules)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of options.include ?? []) builder = builder.include(selector)
  // The pool's inactive frames are hidden from everyone (visibility hidden, inert, aria-hidden): not analysed.
  builder = builder.exclude('.app-frame[data-active="false"]')
  // A long table's rows after the twentieth repeat the markup and colours of those before (a month grid of 200 people
  // is 6,000 cells, 40 s of colour-contrast checks): not analysed, in the shell and in the app frame on show. (A frame
  // named in an exclusion is analysed whether shown or not: only the shown app frame is named.)
  builder = builder.exclude(LATER_ROWS).exclude(['.app-frame[data-active="true"] iframe', LATER_ROWS])
  const results = await builder.analyze()
  return results.violations
    .filter((v) => !options.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}
