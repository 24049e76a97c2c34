import { Jimp } from 'jimp'

// Scripts that try to solve a slider from its pixels, for the tests that show they no longer can.

type Bitmap = { width: number; height: number; data: Buffer | Uint8Array }
const decode = async (dataUrl: string): Promise<Bitmap> =>
  (await Jimp.read(Buffer.from(dataUrl.replace(/^data:image\/\w+;base64,/, ''), 'base64'))).bitmap

/** The piece's opaque pixels (not its white rim): [px, py, r + g + b], every `step`th. */
function opaque(piece: Bitmap, step: number): Array<[number, number, number]> {
  const points: Array<[number, number, number]> = []
  for (let py = 0; py < piece.height; py += step) {
    for (let px = 0; px < piece.width; px += step) {
      const at = (py * piece.width + px) * 4
      const p = piece.data
      if (p[at + 3] === 255 && !(p[at] === 255 && p[at + 1] === 255 && p[at + 2] === 255))
        points.push([px, py, p[at] + p[at + 1] + p[at + 2]])
    }
  }
  return points
}

/**
 * The old harness's solver: for each x, the background under the piece against the piece darkened as the
 * gap was (45 %), answering the x that matches best.
 */
export async function darkenedCopySolver(background: string, piece: string, y: number): Promise<number> {
  const [bg, pc] = await Promise.all([decode(background), decode(piece)])
  const points = opaque(pc, 2)
  let [best, bestScore] = [0, Infinity]
  for (let x = 0; x <= bg.width - pc.width; x++) {
    let score = 0
    for (const [px, py, sum] of points) {
      const at = ((y + py) * bg.width + x + px) * 4
      score += Math.abs(bg.data[at] + bg.data[at + 1] + bg.data[at + 2] - sum * 0.45)
    }
    if (score < bestScore) [best, bestScore] = [x, score]
  }
  return best
}

/**
 * A stronger one: the normalised correlation of the piece's pixels with the background's at each x (blind to
 * any darkening or paling), answering the best.
 */
export async function correlationSolver(background: string, piece: string, y: number): Promise<number> {
  const [bg, pc] = await Promise.all([decode(background), decode(piece)])
  const points = opaque(pc, 1)
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
  const own = points.map(([, , sum]) => sum)
  const ownMean = mean(own)
  let [best, bestScore] = [0, -Infinity]
  for (let x = 0; x <= bg.width - pc.width; x++) {
    const under = points.map(([px, py]) => {
      const at = ((y + py) * bg.width + x + px) * 4
      return bg.data[at] + bg.data[at + 1] + bg.data[at + 2]
    })
    const underMean = mean(under)
    let [cross, a, b] = [0, 0, 0]
    for (let i = 0; i < own.length; i++) {
      const [d1, d2] = [own[i] - ownMean, under[i] - underMean]
      cross += d1 * d2
      a += d1 * d1
      b += d2 * d2
    }
    const score = cross / Math.sqrt(a * b || 1)
    if (score > bestScore) [best, bestScore] = [x, score]
  }
  return best
}

/**
 * The review's solver: the piece's outline (its opaque pixels with a transparent neighbour) laid over the background
 * at each x, scored by how much brighter the background is on that outline (the gap's lightened rim) than just inside
 * it (the gap's darkened inside), answering the best. Decoys of other outlines and shadows without a rim score lower.
 */
export async function outlineSolver(background: string, piece: string, y: number): Promise<number> {
  const [bg, pc] = await Promise.all([decode(background), decode(piece)])
  const solid = (px: number, py: number) =>
    px >= 0 && py >= 0 && px < pc.width && py < pc.height && pc.data[(py * pc.width + px) * 4 + 3] > 128
  const rim: Array<[number, number]> = []
  const inner: Array<[number, number]> = []
  for (let py = 0; py < pc.height; py++) {
    for (let px = 0; px < pc.width; px++) {
      if (!solid(px, py)) continue
      const edge = !solid(px - 1, py) || !solid(px + 1, py) || !solid(px, py - 1) || !solid(px, py + 1)
      const nearEdge = [
        [-3, 0],
        [3, 0],
        [0, -3],
        [0, 3],
      ].some(([dx, dy]) => !solid(px + dx, py + dy))
      if (edge) rim.push([px, py])
      else if (nearEdge) inner.push([px, py])
    }
  }
  const light = (x: number, [px, py]: [number, number]) => {
    const at = ((y + py) * bg.width + x + px) * 4
    return bg.data[at] + bg.data[at + 1] + bg.data[at + 2]
  }
  let [best, bestScore] = [0, -Infinity]
  for (let x = 0; x <= bg.width - pc.width; x++) {
    let [onRim, inside] = [0, 0]
    for (const point of rim) onRim += light(x, point)
    for (const point of inner) inside += light(x, point)
    const score = onRim / rim.length - inside / inner.length
    if (score > bestScore) [best, bestScore] = [x, score]
  }
  return best
}
