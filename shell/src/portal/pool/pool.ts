// The pool of live sub-app iframes (§2: at most 5 stay mounted; the oldest goes beyond that).

export const MAX_ALIVE = 5

/**
 * Marks `code` as most recently used; answers the new order (oldest first) and who is evicted:
 * the least recently used apps that `keep` does not hold on to (unsaved changes), else, when every
 * other app is kept, the least recently used ones all the same (`forced`: the user must agree).
 */
export function touch(
  alive: readonly string[],
  code: string,
  max = MAX_ALIVE,
  keep: (code: string) => boolean = () => false,
): { alive: string[]; evicted: string[]; forced: boolean } {
  const next = [...alive.filter((c) => c !== code), code]
  const over = next.length - max
  if (over <= 0) return { alive: next, evicted: [], forced: false }
  const candidates = next.slice(0, -1)
  const clean = candidates.filter((c) => !keep(c)).slice(0, over)
  const evicted =
    clean.length === over ? clean : [...clean, ...candidates.filter((c) => keep(c)).slice(0, over - clean.length)]
  return { alive: next.filter((c) => !evicted.includes(c)), evicted, forced: clean.length < over }
}

/** Adds `code` as the least recently used app, only while the pool has room (prewarming never evicts). */
export function warm(alive: readonly string[], code: string, max = MAX_ALIVE): string[] {
  return alive.includes(code) || alive.length >= max ? [...alive] : [code, ...alive]
}

/** Removes `code` from the pool (its tab closed, or it stopped answering and the user closed it). */
export function drop(alive: readonly string[], code: string): string[] {
  return alive.filter((c) => c !== code)
}
