import { randomInt } from 'node:crypto'
import { Jimp } from 'jimp'
import { SHAPES, maskOf, onOutline, type Shape } from './shapes'

export const SLIDER_WIDTH = 320
export const SLIDER_HEIGHT = 160
/** The piece's square box varies per puzzle between these sizes (px). */
export const PIECE_MIN = 44
export const PIECE_MAX = 58

type Rgb = [number, number, number]
type Picture = InstanceType<typeof Jimp>
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb
const randomRgb = (): Rgb => [randomInt(30, 230), randomInt(30, 230), randomInt(30, 230)]
const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)))

/** A random landscape of a gradient and soft shapes, so that the cut-outs stand out to the eye. */
function landscape(): Picture {
  const image = new Jimp({ width: SLIDER_WIDTH, height: SLIDER_HEIGHT, color: 0xffffffff })
  const data = image.bitmap.data
  const [top, bottom] = [randomRgb(), randomRgb()]
  const blobs = Array.from({ length: 9 }, () => ({
    x: randomInt(SLIDER_WIDTH),
    y: randomInt(SLIDER_HEIGHT),
    r: randomInt(14, 48),
    color: randomRgb(),
    square: randomInt(2) === 0,
  }))
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      let rgb = mix(top, bottom, (y + x / 4) / (SLIDER_HEIGHT + SLIDER_WIDTH / 4))
      for (const b of blobs) {
        const d = b.square ? Math.max(Math.abs(x - b.x), Math.abs(y - b.y)) : Math.hypot(x - b.x, y - b.y)
        if (d < b.r) rgb = mix(rgb, b.color, 0.75)
      }
      const stripe = (x * 7 + y * 3) % 23 < 2 ? 0.12 : 0
      rgb = mix(rgb, [255, 255, 255], stripe)
      data.set([...rgb, 255], (y * SLIDER_WIDTH + x) * 4)
    }
  }
  return image
}

interface Hole {
  shape: Shape
  size: number
  x: number
  y: number
}

const overlaps = (a: Hole, b: Hole, margin: number) =>
  a.x < b.x + b.size + margin &&
  b.x < a.x + a.size + margin &&
  a.y < b.y + b.size + margin &&
  b.y < a.y + a.size + margin

/**
 * Up to two decoy gaps of other outlines than the piece's, at about the piece's height (so the row the piece
 * moves along holds them all) and clear of the gap, of each other and of the piece's starting place.
 */
function decoys(gap: Hole, wanted: number): Hole[] {
  const others = SHAPES.filter((s) => s.family !== gap.shape.family)
  const placed: Hole[] = []
  for (let tries = 0; tries < 60 && placed.length < wanted; tries++) {
    const shape = others[randomInt(others.length)]
    if (placed.some((d) => d.shape.family === shape.family)) continue
    const size = Math.max(PIECE_MIN - 4, Math.min(PIECE_MAX + 4, gap.size + randomInt(-6, 7)))
    const y = Math.max(4, Math.min(SLIDER_HEIGHT - size - 4, gap.y + randomInt(-14, 15)))
    const x = randomInt(gap.size + 8, SLIDER_WIDTH - size - 3)
    const hole = { shape, size, x, y }
    if (overlaps(hole, gap, 6) || placed.some((d) => overlaps(hole, d, 6))) continue
    placed.push(hole)
  }
  return placed
}

/** Darkens a hole's shape in the picture and lightens its outline; each hole by its own amount. */
function cut(image: Picture, hole: Hole): void {
  const data = image.bitmap.data
  const mask = maskOf(hole.shape, hole.size)
  const dark = 0.36 + randomInt(15) / 100
  for (let py = 0; py < hole.size; py++) {
    for (let px = 0; px < hole.size; px++) {
      if (!mask[py * hole.size + px]) continue
      const at = ((hole.y + py) * SLIDER_WIDTH + hole.x + px) * 4
      const edge = onOutline(mask, hole.size, px, py)
      for (let c = 0; c < 3; c++)
        data[at + c] = edge ? clampByte(data[at + c] * 0.35 + 255 * 0.65) : clampByte(data[at + c] * dark)
    }
  }
}

/**
 * The piece: the gap's outline filled with another part of the picture, mirrored and paled, with a white
 * rim. Its pixels are not the gap's, so looking for a darkened copy of them finds nothing.
 */
function pieceOf(source: Picture, gap: Hole): Picture {
  const { size } = gap
  let sx = randomInt(0, SLIDER_WIDTH - size)
  for (let tries = 0; tries < 20 && Math.abs(sx - gap.x) < size; tries++) sx = randomInt(0, SLIDER_WIDTH - size)
  const sy = randomInt(0, SLIDER_HEIGHT - size)
  const pale = 0.25 + randomInt(15) / 100
  const piece = new Jimp({ width: size, height: size, color: 0x00000000 })
  const from = source.bitmap.data
  const to = piece.bitmap.data
  const mask = maskOf(gap.shape, size)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      if (!mask[py * size + px]) continue
      const own = (py * size + px) * 4
      const at = ((sy + py) * SLIDER_WIDTH + sx + size - 1 - px) * 4
      const edge = onOutline(mask, size, px, py)
      for (let c = 0; c < 3; c++)
        to[own + c] = edge ? 255 : clampByte(from[at + c] + (255 - from[at + c]) * pale + randomInt(-12, 13))
      to[own + 3] = 255
    }
  }
  return piece
}

/**
 * Two or three soft shadows about the gap's height, darkened as much as the holes are: larger than a piece and
 * without a rim, so the eye passes over them, while a script that looks for "dark where the piece would sit"
 * finds them as good as the gap.
 */
function shade(image: Picture, gap: Hole): void {
  const data = image.bitmap.data
  for (let n = randomInt(2, 4); n > 0; n--) {
    const [cx, cy] = [randomInt(SLIDER_WIDTH), gap.y + gap.size / 2 + randomInt(-12, 13)]
    const [rx, ry] = [randomInt(gap.size, gap.size * 2), randomInt(Math.round(gap.size * 0.8), gap.size + 12)]
    const dark = 0.36 + randomInt(15) / 100
    for (let y = Math.max(0, Math.floor(cy - ry)); y < Math.min(SLIDER_HEIGHT, cy + ry); y++) {
      for (let x = Math.max(0, cx - rx); x < Math.min(SLIDER_WIDTH, cx + rx); x++) {
        const d = Math.hypot((x - cx) / rx, (y - cy) / ry)
        if (d >= 1) continue
        // Full shadow inside, fading out over the outer third.
        const f = d < 0.66 ? dark : dark + (1 - dark) * ((d - 0.66) / 0.34)
        const at = (y * SLIDER_WIDTH + x) * 4
        for (let c = 0; c < 3; c++) data[at + c] = clampByte(data[at + c] * f)
      }
    }
  }
}

/** Grain over the whole picture, so that no two pixels are copies of where they came from. */
function grain(image: Picture): void {
  const data = image.bitmap.data
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) data[i + c] = clampByte(data[i + c] + randomInt(-9, 10))
  }
}

export interface SliderPicture {
  /** JPEG */
  background: Buffer
  /** PNG */
  piece: Buffer
  /** Where the gap is: its left edge (the answer) and top, in image pixels. */
  x: number
  y: number
  /** The piece's square box (px). */
  size: number
}

/**
 * A slider puzzle: a picture with the gap (the piece's outline, darkened) and one or two decoy gaps of
 * other outlines at about its height, and the piece (transparent around its outline). Shape, size, height
 * and place change with every puzzle.
 */
export async function drawSlider(): Promise<SliderPicture> {
  const image = landscape()
  const size = randomInt(PIECE_MIN, PIECE_MAX + 1)
  const shape = SHAPES[randomInt(SHAPES.length)]
  const gap: Hole = {
    shape,
    size,
    x: randomInt(size + 16, SLIDER_WIDTH - size - 4),
    y: randomInt(6, SLIDER_HEIGHT - size - 6),
  }
  const piece = pieceOf(image, gap)
  shade(image, gap)
  for (const hole of [gap, ...decoys(gap, randomInt(1, 3))]) cut(image, hole)
  grain(image)
  // The picture as a JPEG (an eighth of the grainy PNG's size); the piece needs a PNG's transparency.
  return {
    background: await image.getBuffer('image/jpeg', { quality: 85 }),
    piece: await piece.getBuffer('image/png'),
    x: gap.x,
    y: gap.y,
    size,
  }
}
