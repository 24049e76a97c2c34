import { randomInt } from 'node:crypto'
import { Jimp } from 'jimp'

export const SLIDER_WIDTH = 320
export const SLIDER_HEIGHT = 160
/** The piece's box: a 42 px square with round knobs on its top and right edges. */
export const PIECE_SIZE = 50
const SQUARE = 42
const KNOB = 8

/** Whether (px, py) of the piece's box belongs to the piece. */
function inPiece(px: number, py: number): boolean {
  if (px >= 0 && px < SQUARE && py >= KNOB && py < KNOB + SQUARE) return true
  const knob = (cx: number, cy: number) => (px - cx) ** 2 + (py - cy) ** 2 <= KNOB ** 2
  return knob(SQUARE, KNOB + SQUARE / 2) || knob(SQUARE / 2, KNOB)
}
const onEdge = (px: number, py: number) =>
  inPiece(px, py) && (!inPiece(px - 1, py) || !inPiece(px + 1, py) || !inPiece(px, py - 1) || !inPiece(px, py + 1))

type Rgb = [number, number, number]
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb
const randomRgb = (): Rgb => [randomInt(30, 230), randomInt(30, 230), randomInt(30, 230)]

/** A random landscape of a gradient and soft shapes, so that the cut-out stands out to the eye. */
function background(): InstanceType<typeof Jimp> {
  const image = new Jimp({ width: SLIDER_WIDTH, height: SLIDER_HEIGHT, color: 0xffffffff })
  const data = image.bitmap.data
  const [top, bottom] = [randomRgb(), randomRgb()]
  const blobs = Array.from({ length: 9 }, () => ({
    x: randomInt(SLIDER_WIDTH), y: randomInt(SLIDER_HEIGHT), r: randomInt(14, 48), color: randomRgb(), square: randomInt(2) === 0,
  }))
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      let rgb = mix(top, bottom, (y + x / 4) / (SLIDER_HEIGHT + SLIDER_WIDTH / 4))
      for (const b of blobs) {
        const d = b.square ? Math.max(Math.abs(x - b.x), Math.abs(y - b.y)) : Math.hypot(x - b.x, y - b.y)
        if (d < b.r) rgb = mix(rgb, b.color, 0.75)
      }
      const stripe = ((x * 7 + y * 3) % 23) < 2 ? 0.12 : 0
      rgb = mix(rgb, [255, 255, 255], stripe)
      data.set([...rgb, 255], (y * SLIDER_WIDTH + x) * 4)
    }
  }
  return image
}

/**
 * A slider puzzle: the background with the piece's shape cut out (darkened, outlined) at a random
 * x, the piece itself (transparent around its shape) and the y both are drawn at.
 */
export async function drawSlider(): Promise<{ background: Buffer; piece: Buffer; x: number; y: number }> {
  const image = background()
  const x = randomInt(PIECE_SIZE + 20, SLIDER_WIDTH - PIECE_SIZE - 6)
  const y = randomInt(6, SLIDER_HEIGHT - PIECE_SIZE - 6)
  const piece = new Jimp({ width: PIECE_SIZE, height: PIECE_SIZE, color: 0x00000000 })
  const from = image.bitmap.data
  const to = piece.bitmap.data
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      if (!inPiece(px, py)) continue
      const at = ((y + py) * SLIDER_WIDTH + x + px) * 4
      const own = (py * PIECE_SIZE + px) * 4
      const edge = onEdge(px, py)
      for (let c = 0; c < 3; c++) {
        to[own + c] = edge ? 255 : from[at + c]
        from[at + c] = edge ? Math.round(from[at + c] * 0.3 + 255 * 0.7) : Math.round(from[at + c] * 0.45)
      }
      to[own + 3] = 255
    }
  }
  return { background: await image.getBuffer('image/png'), piece: await piece.getBuffer('image/png'), x, y }
}
