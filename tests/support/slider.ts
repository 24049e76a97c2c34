import { Jimp } from 'jimp'
import type { Page } from '@playwright/test'

const decode = (dataUrl: string) => Jimp.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'))

/**
 * Where the gap is, found the way a person's eye does: the background darkened in the piece's
 * exact shape. For each x, compares the background under the piece's opaque pixels with the piece
 * darkened alike and answers the x that matches best.
 */
export async function findGap(backgroundUrl: string, pieceUrl: string, y: number): Promise<number> {
  const [bg, piece] = await Promise.all([decode(backgroundUrl), decode(pieceUrl)])
  const { width } = bg.bitmap
  const pw = piece.bitmap.width
  const ph = piece.bitmap.height
  const points: Array<[number, number, number]> = []
  for (let py = 0; py < ph; py += 2) {
    for (let px = 0; px < pw; px += 2) {
      const at = (py * pw + px) * 4
      const p = piece.bitmap.data
      if (p[at + 3] === 255 && !(p[at] === 255 && p[at + 1] === 255 && p[at + 2] === 255)) points.push([px, py, (p[at] + p[at + 1] + p[at + 2]) * 0.45])
    }
  }
  let best = 0
  let bestScore = Infinity
  for (let x = 0; x <= width - pw; x++) {
    let score = 0
    for (const [px, py, expected] of points) {
      const at = ((y + py) * width + x + px) * 4
      score += Math.abs(bg.bitmap.data[at] + bg.bitmap.data[at + 1] + bg.bitmap.data[at + 2] - expected)
    }
    if (score < bestScore) { bestScore = score; best = x }
  }
  return best
}

/** Solves the slider puzzle dialog on the page by dragging the handle with the mouse, as a person would. */
export async function solveSlider(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /安全验证|Security check/ })
  await dialog.waitFor()
  const piece = dialog.getByTestId('captcha-piece')
  await piece.waitFor()
  const background = await dialog.getByRole('img', { name: /带缺口的拼图|Puzzle picture with a gap/ }).getAttribute('src')
  const pieceSrc = await piece.getAttribute('src')
  const top = await piece.evaluate((el) => parseFloat((el as HTMLElement).style.top))
  const gap = await findGap(background!, pieceSrc!, top)
  const handle = dialog.getByRole('slider')
  const box = (await handle.boundingBox())!
  const startX = box.x + box.width / 2
  const startY = box.y + box.height / 2
  await page.mouse.move(startX, startY)
  await page.mouse.down()
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(startX + (gap * i) / 12, startY + (i % 3) - 1)
    await page.waitForTimeout(40)
  }
  await page.mouse.up()
  await dialog.waitFor({ state: 'detached' })
}

/** After a sign-in click: solves the slider if the gateway asked for it (after a failed password). */
export async function solveSliderIfAsked(page: Page, done: RegExp | (() => Promise<unknown>)): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /安全验证|Security check/ })
  const settled = typeof done === 'function' ? done() : page.waitForURL(done)
  await Promise.race([settled, dialog.waitFor()])
  if (await dialog.isVisible()) await solveSlider(page)
}
