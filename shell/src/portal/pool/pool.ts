// The pool of live sub-app iframes (§2: at most 5 stay mounted; the oldest goes beyond that).

export const MAX_ALIVE = 5

/** Marks `code` as most recently used; answers the new order (oldest first) and who was evicted. */
export function touch(alive: readonly string[], code: string, max = MAX_ALIVE): { alive: string[]; evicted: string[] } {
  const next = [...alive.filter((c) => c !== code), code]
  const evicted = next.length > max ? next.slice(0, next.length - max) : []
  return { alive: next.slice(evicted.length), evicted }
}

/** Removes `code` from the pool (its tab closed, or it stopped answering and the user closed it). */
export function drop(alive: readonly string[], code: string): string[] {
  return alive.filter((c) => c !== code)
}
