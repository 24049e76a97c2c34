// §9 table defaults and §3 batch keys.
export const MIN_COLUMN_WIDTH = 80
export const TREE_INDENT = 16
export const HEAD_HEIGHT = 44
/** Rows animate in and out only below this many rows. */
export const TRANSITION_ROW_LIMIT = 100
export const DEFAULT_BATCH_KEYS = ['id', 'userName'] as const

export const animatesRows = (count: number) => count < TRANSITION_ROW_LIMIT

/** The batch keys of the selected rows: for each key, the values the selected rows carry. */
export function batchValues<T extends Record<string, unknown>>(
  rows: T[],
  keys: readonly string[] = DEFAULT_BATCH_KEYS,
): Record<string, unknown[]> {
  return Object.fromEntries(keys.map((key) => [key, rows.map((row) => row[key]).filter((v) => v !== undefined)]))
}
