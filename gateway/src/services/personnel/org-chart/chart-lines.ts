/** A reporting line: a person and their line manager (null: none). */
export interface Line {
  id: number
  managerId: number | null
}

/**
 * The managers of the chart: a manager who is not among the people (outside the data range, left, another tenant's)
 * is dropped, so that person becomes a root; a loop of managers (A → B → A) is cut at its lowest id, which becomes a
 * root, so every person is reached from exactly one root.
 */
export function chartManagers(lines: readonly Line[]): Map<number, number | null> {
  const managers = new Map<number, number | null>(lines.map((line) => [line.id, line.managerId]))
  for (const [id, managerId] of managers) {
    if (managerId !== null && (managerId === id || !managers.has(managerId))) managers.set(id, null)
  }
  // 0 unseen, 1 on the path being walked, 2 reaches a root.
  const state = new Map<number, number>()
  for (const start of managers.keys()) {
    const path: number[] = []
    let at: number | null = start
    while (at !== null && !state.has(at)) {
      state.set(at, 1)
      path.push(at)
      at = managers.get(at) ?? null
    }
    if (at !== null && state.get(at) === 1) {
      const loop = path.slice(path.indexOf(at))
      managers.set(Math.min(...loop), null)
    }
    for (const id of path) state.set(id, 2)
  }
  return managers
}
