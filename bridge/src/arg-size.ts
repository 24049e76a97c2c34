/** Nodes (values) looked at before a structure counts as too large, whatever its bytes. */
const MAX_NODES = 10_000

/**
 * A cheap upper estimate of the JSON size of `value`, stopping as soon as it passes `limit`:
 * strings count by length (×3 for UTF-8 at most) without being copied, so a 10 MB argument is
 * refused in microseconds instead of being serialized. Cycles and huge structures answer Infinity.
 */
export function estimateBytes(value: unknown, limit: number): number {
  let total = 0
  let nodes = 0
  const seen = new Set<object>()
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const item = stack.pop()
    if (++nodes > MAX_NODES) return Number.POSITIVE_INFINITY
    if (typeof item === 'string') total += item.length * 3 + 2
    else if (item === null || typeof item !== 'object') total += 24
    else {
      if (seen.has(item)) return Number.POSITIVE_INFINITY
      seen.add(item)
      const entries = Array.isArray(item)
        ? item
        : Object.keys(item).flatMap((key) => [key, (item as Record<string, unknown>)[key]])
      total += 2
      for (const entry of entries) stack.push(entry)
    }
    if (total > limit) return total
  }
  return total
}
