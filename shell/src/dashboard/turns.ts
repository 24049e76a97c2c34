/** A scheduler of the next turn: a new task by default. */
type Later = (next: () => void) => void
const nextTask: Later = (next) => void setTimeout(next, 0)

/**
 * Starts given together, run one per task: the first at once, each next in a task of its own after the one before.
 * `later` schedules the next turn; `afterFirst` schedules the turn after the first of a batch (the first start given
 * while none was waiting), so the first may be given a head start.
 */
export function createTurns(later: Later = nextTask, afterFirst: Later = later) {
  const waiting: Array<() => void> = []
  let taking = false
  const next = () => {
    const turn = waiting.shift()
    if (!turn) {
      taking = false
      return
    }
    turn()
    later(next)
  }
  return function inTurn(start: () => void) {
    waiting.push(start)
    if (taking) return
    taking = true
    waiting.shift()!()
    afterFirst(next)
  }
}

/**
 * A head start: `hold` keeps the next turn until `release` (in a task of its own) or until `waitMs` have passed,
 * whichever comes first.
 */
export function createHeadStart(waitMs: number) {
  let held: (() => void) | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const release = () => {
    clearTimeout(timer)
    const run = held
    held = null
    if (run) setTimeout(run, 0)
  }
  const hold: Later = (next) => {
    held = next
    timer = setTimeout(release, waitMs)
  }
  return { hold, release }
}

/**
 * How long the first widget frame of a dashboard has the apps' process to itself: the first-party apps share one
 * origin, so their widget pages compile and run on one thread, and the first content shows sooner alone.
 */
export const HEAD_START_MS = 300

const headStart = createHeadStart(HEAD_START_MS)

/**
 * Widget frames granted together start one per task: each frame's creation (the browser's work for a new frame, the
 * bridge's connection) is a task of its own, so the shell answers the first frame's page while it makes the others.
 * The first of them starts alone until it has drawn or failed (`endHeadStart`), at most `HEAD_START_MS`.
 */
export const inTurn = createTurns(nextTask, headStart.hold)

/** A widget drew or failed: the widgets waiting for the first one's head start go on. */
export const endHeadStart = headStart.release
