import type { Page } from '@playwright/test'
import { readPicture, sliderAnswer } from './product-database'

/** How often a person tries a new puzzle after the gateway refused a drag (on a loaded machine its pace can look odd). */
const SLIDER_TRIES = 3

/**
 * Solves the slider puzzle dialog on the page as a person would: the gap's place is read from the product's
 * database (the picture cannot tell a script), then the handle is dragged with the mouse, speeding up and
 * slowing down, with a little wobble. A refused drag (the dialog says why and shows a new puzzle) is tried again on
 * the new puzzle, as a person would.
 */
export async function solveSlider(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /安全验证|Security check/ })
  for (let tries = 1; ; tries++) {
    await dialog.waitFor()
    const piece = dialog.getByTestId('captcha-piece')
    await piece.waitFor()
    const shown = await piece.getAttribute('src')
    await dragOnce(page)
    const refused = dialog.getByRole('alert').filter({ hasText: /\S/ })
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'detached' }).then(() => 'closed' as const),
      dialog
        .getByTestId('captcha-second')
        .waitFor()
        .then(() => 'second' as const)
        .catch(() => 'closed' as const),
      // The losers keep waiting until the page goes: they must not fail the test then.
      refused
        .waitFor()
        .then(() => 'refused' as const)
        .catch(() => 'closed' as const),
    ])
    if (outcome !== 'refused' || tries === SLIDER_TRIES) break
    // The next puzzle: its piece replaces the refused one's.
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="captcha-piece"]')?.getAttribute('src') !== before,
      shown,
    )
  }
  await passSecondStep(page)
}

/** Drags the slider's handle to the gap of the puzzle shown. */
async function dragOnce(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /安全验证|Security check/ })
  const gap = sliderAnswer(page.url())
  const handle = dialog.getByRole('slider')
  const box = (await handle.boundingBox())!
  const startX = box.x + box.width / 2
  const startY = box.y + box.height / 2
  await page.mouse.move(startX, startY)
  await page.mouse.down()
  const steps = 16
  for (let i = 1; i <= steps; i++) {
    const t = i / steps
    await page.mouse.move(startX + gap * t * t * (3 - 2 * t), startY + Math.round(Math.sin(i * 1.7) * 2))
    await page.waitForTimeout(35 + ((i * 13) % 25))
  }
  await page.mouse.move(startX + gap, startY)
  await page.mouse.up()
}

/**
 * Waits for the slider dialog to close, first typing the characters of the picture captcha the gateway asks for as a
 * second challenge when it deems the asker risky (the text set in the product's database, as a person reads it).
 */
export async function passSecondStep(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /安全验证|Security check/ })
  const second = dialog.getByTestId('captcha-second')
  await Promise.race([dialog.waitFor({ state: 'detached' }), second.waitFor()])
  if (!(await second.isVisible().catch(() => false))) return
  const image = dialog.getByRole('img', { name: /需输入的字符|Characters to type/ })
  await image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0
      ? undefined
      : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
  )
  const id = new URL((await image.getAttribute('src'))!, page.url()).searchParams.get('id')!
  await dialog.getByRole('textbox').fill(readPicture(page.url(), id))
  await dialog.getByRole('button', { name: /^(验证|Verify)$/ }).click()
  await dialog.waitFor({ state: 'detached' })
}

/**
 * Solves the slider puzzle dialog with the keyboard, as a person who does not use a mouse: Shift+arrow steps
 * of 10 px at an uneven pace, then single steps, then Enter.
 */
export async function solveSliderWithKeys(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /安全验证|Security check/ })
  await dialog.getByTestId('captcha-piece').waitFor()
  const gap = sliderAnswer(page.url())
  await dialog.getByRole('slider').focus()
  let at = 0
  for (let i = 0; at + 10 <= gap; i++, at += 10) {
    await page.keyboard.press('Shift+ArrowRight')
    await page.waitForTimeout(60 + ((i * 37) % 80))
  }
  for (; at < gap; at++) {
    await page.keyboard.press('ArrowRight')
    await page.waitForTimeout(90)
  }
  await page.keyboard.press('Enter')
  await passSecondStep(page)
}

/** After a sign-in click: solves the slider if the gateway asked for it (after a failed password). */
export async function solveSliderIfAsked(page: Page, done: RegExp | (() => Promise<unknown>)): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /安全验证|Security check/ })
  const settled = typeof done === 'function' ? done() : page.waitForURL(done)
  await Promise.race([settled, dialog.waitFor()])
  if (await dialog.isVisible()) await solveSlider(page)
}
