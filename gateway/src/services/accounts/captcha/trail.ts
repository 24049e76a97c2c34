/**
 * A drag's trail as the client recorded it: [ms since the drag began, piece x in image pixels] at each move
 * (pointer moves, or key presses for people who move the piece with the keyboard).
 */
export type Trail = Array<[number, number]>

export const TRAIL_MIN_POINTS = 10
export const TRAIL_MAX_POINTS = 400
/** A drag quicker than this is not a person's. */
export const MIN_DRAG_MS = 300
/** How far from a straight, even line (share of the distance moved) a person's drag strays at least. */
const MIN_STRAY = 0.04
/**
 * How unevenly a person's piece moves at least (unevenness below): a hand speeds up and slows down, trembles, and its
 * pointer events come at uneven times; a script's curve sampled at even times is smooth (a 16-point ease-in-out drag:
 * 0.03; the harness's drags with the mouse or the keyboard: 0.14 to 0.4; a 60 Hz pointer with a pixel of tremor: 0.2+).
 */
export const MIN_UNEVENNESS = 0.1
/** Clock slack allowed between the client's timing of its drag and the server's of the whole attempt. */
const CLOCK_SLACK_MS = 250

/**
 * Whether a trail looks like a person's drag ending at `x`, given the time the server measured between
 * issuing the puzzle and receiving the answer: enough points, in time order, starting where the piece
 * starts and ending where it was dropped, lasting at least MIN_DRAG_MS yet no longer than the server saw,
 * not a constant-speed line (a person speeds up and slows down, or presses keys unevenly), and not a smooth curve at
 * an even pace either (MIN_UNEVENNESS).
 */
export function plausibleTrail(trail: Trail | undefined, x: number, elapsedMs: number): boolean {
  if (!trail || trail.length < TRAIL_MIN_POINTS || trail.length > TRAIL_MAX_POINTS) return false
  for (let i = 1; i < trail.length; i++) if (trail[i][0] < trail[i - 1][0]) return false
  const [t0, x0] = trail[0]
  const [t1, x1] = trail[trail.length - 1]
  const duration = t1 - t0
  if (t0 < 0 || duration < MIN_DRAG_MS || duration > elapsedMs + CLOCK_SLACK_MS || elapsedMs < MIN_DRAG_MS) return false
  if (Math.abs(x0) > 3 || Math.abs(x1 - x) > 2) return false
  const distance = Math.abs(x1 - x0)
  let stray = 0
  for (const [t, at] of trail) stray = Math.max(stray, Math.abs(at - (x0 + ((x1 - x0) * (t - t0)) / duration)))
  return distance > 0 && stray >= Math.max(2, distance * MIN_STRAY) && unevenness(trail) >= MIN_UNEVENNESS
}

/**
 * How unevenly the piece moved: the mean, over the drag's steps, of how far a step's speed strays from the mean of
 * its neighbours' speeds, as a share of the drag's mean speed (0 for any curve that bends smoothly and is sampled
 * finely at an even pace). Steps of no time (two moves in one millisecond) are left out.
 */
export function unevenness(trail: Trail): number {
  const speeds: number[] = []
  for (let i = 1; i < trail.length; i++) {
    const dt = trail[i][0] - trail[i - 1][0]
    if (dt > 0) speeds.push(Math.abs(trail[i][1] - trail[i - 1][1]) / dt)
  }
  const [t0, x0] = trail[0]
  const [t1, x1] = trail[trail.length - 1]
  const mean = Math.abs(x1 - x0) / (t1 - t0)
  if (speeds.length < 3 || !(mean > 0)) return 0
  let sum = 0
  for (let i = 1; i < speeds.length - 1; i++) sum += Math.abs(speeds[i] - (speeds[i - 1] + speeds[i + 1]) / 2)
  return sum / (speeds.length - 2) / mean
}
