/**
 * The outlines a slider piece (and its decoy gaps) can take, in unit coordinates: `inside(u, v)` for u, v in
 * [0, 1) of the piece's square box. Shapes of one `family` look alike to the eye, so a decoy is always of
 * another family than the piece: a person tells the gap by its outline at a glance.
 */
export interface Shape {
  name: string
  family: string
  inside(u: number, v: number): boolean
}

const KNOB = 0.16
const SIDE = 1 - KNOB
const round = (u: number, v: number, cx: number, cy: number, r: number) => (u - cx) ** 2 + (v - cy) ** 2 <= r * r

/** A point's side of the edge from (ax, ay) to (bx, by): positive on its left. */
const side = (u: number, v: number, ax: number, ay: number, bx: number, by: number) =>
  (bx - ax) * (v - ay) - (by - ay) * (u - ax)

const STAR = Array.from({ length: 10 }, (_, i) => {
  const angle = -Math.PI / 2 + (i * Math.PI) / 5
  const r = i % 2 === 0 ? 0.5 : 0.22
  return [0.5 + r * Math.cos(angle), 0.53 + r * Math.sin(angle)] as const
})

/** Even-odd test of a point against a closed polygon. */
function inPolygon(u: number, v: number, points: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]
    const [xj, yj] = points[j]
    if (yi > v !== yj > v && u < ((xj - xi) * (v - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

export const SHAPES: readonly Shape[] = [
  {
    name: 'jigsaw-top-right',
    family: 'jigsaw',
    inside: (u, v) =>
      (u < SIDE && v >= KNOB) || round(u, v, SIDE, KNOB + SIDE / 2, KNOB) || round(u, v, SIDE / 2, KNOB, KNOB),
  },
  {
    name: 'jigsaw-left-bottom',
    family: 'jigsaw',
    inside: (u, v) =>
      (u >= KNOB && v < SIDE) || round(u, v, KNOB, SIDE / 2, KNOB) || round(u, v, KNOB + SIDE / 2, SIDE, KNOB),
  },
  { name: 'circle', family: 'round', inside: (u, v) => round(u, v, 0.5, 0.5, 0.46) },
  {
    name: 'triangle',
    family: 'triangle',
    inside: (u, v) =>
      side(u, v, 0.5, 0.04, 0.04, 0.94) <= 0 &&
      side(u, v, 0.04, 0.94, 0.96, 0.94) <= 0 &&
      side(u, v, 0.96, 0.94, 0.5, 0.04) <= 0,
  },
  { name: 'star', family: 'star', inside: (u, v) => inPolygon(u, v, STAR) },
  {
    name: 'cross',
    family: 'cross',
    inside: (u, v) =>
      (Math.abs(u - 0.5) < 0.17 && v > 0.04 && v < 0.96) || (Math.abs(v - 0.5) < 0.17 && u > 0.04 && u < 0.96),
  },
]

/** A mask of `shape` drawn in a `size` px square box: 1 inside, 0 outside. */
export function maskOf(shape: Shape, size: number): Uint8Array {
  const mask = new Uint8Array(size * size)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) mask[py * size + px] = shape.inside((px + 0.5) / size, (py + 0.5) / size) ? 1 : 0
  }
  return mask
}

/** Whether pixel (px, py) of a mask lies on its outline (inside, with a 4-neighbour outside). */
export function onOutline(mask: Uint8Array, size: number, px: number, py: number): boolean {
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && mask[y * size + x] === 1
  return at(px, py) && (!at(px - 1, py) || !at(px + 1, py) || !at(px, py - 1) || !at(px, py + 1))
}
