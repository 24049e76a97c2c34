/**
 * Starts given together, run one per task: the first at once, each next in a task of its own after the one before.
 * `later` schedules the next turn (a new task by default).
 */
export function createTurns(later: (next: () => void) => void = (next) => void setTimeout(next, 0)) {
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
    next()
  }
}

/**
 * Widget frames granted together start one per task: each frame's creation (the browser's work for a new frame, the
 * bridge's connection) is a task of its own, so the shell answers the first frame's page while it makes the others.
 */
export const inTurn = createTurns()
