import { vi } from 'vitest'
import type { Db } from '../core/db/types'

/** The queries run on `db` that read or write any of `tables`, from now until `stop` (background workers' other tables aside). */
export function spyQueries(
  db: Db,
  tables: readonly string[],
): { readonly count: number; readonly tables: string[]; stop(): void } {
  const executor = db.getExecutor()
  const spy = vi.spyOn(executor, 'executeQuery')
  const touched = (call: unknown[]) => {
    const text = JSON.stringify((call[0] as { query: unknown }).query)
    return tables.filter((table) => text.includes(`"kind":"IdentifierNode","name":"${table}"`))
  }
  return {
    get count() {
      return spy.mock.calls.filter((call) => touched(call).length > 0).length
    },
    get tables() {
      return spy.mock.calls.flatMap(touched)
    },
    stop: () => spy.mockRestore(),
  }
}
