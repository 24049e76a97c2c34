import { Jimp } from 'jimp'

// Scripts that try to solve a slider from its pixels, for the tests that show they no longer can.

type Bitmap = { width: number; height: number; data: Buffer | Uint8Array }
const decode = async (dataUrl: string): Promise<Bitmap> => (await Jimp.read(Buffer.from(dataUrl.replace(/^data:image\/\w+;base64,/, ''), 'base64'))).bitmap

/** The piece's opaque pixels (not its white rim): [px, py, r + g + b], every `step`th. */
function opaque(piece: Bitmap, step: number): Array<[number, number, number]> {
  const points: Array<[number, number, number]> = []
  for (let py = 0; py < piece.height; py += step) {
    for (let px = 0; px < piece.width; px += step) {
      const at = (py * piece.width + px) * 4
      const p = piece.data
      if (p[at + 3] === 255 && !(p[at] === 255 && p[at + 1] === 255 && p[at + 2] === 255)) points.push([px, py, p[at] + p[at + 1] + p[at + 2]])
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
