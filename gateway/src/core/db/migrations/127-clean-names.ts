// Core baseline: cleans the names already stored by the rule every text now meets where it comes in.
import type { Kysely } from 'kysely'
import { cleanLine } from '../../text/clean-text'

/**
 * The people's and units' names of core's tables (table, key, column). A name saved before the rule (a form, an import,
 * a directory sync) may hold a line break, a NUL or a bidirectional override: it would reach an .ics invitation, a PDF
 * or a CSV cell as it is. Each is cleaned as a line (core/text/clean-text.ts); the characters taken out are not kept.
 */
const NAMES = [
  ['employee', 'id', 'name'],
  ['app_user', 'id', 'real_name'],
  ['organ', 'id', 'name'],
] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, key, column] of NAMES) {
    const rows = await db.selectFrom(table).select([key, column]).execute()
    for (const row of rows) {
      const name = row[column] as string | null
      if (name === null) continue
      const clean = cleanLine(name)
      if (clean !== name)
        await db
          .updateTable(table)
          .set({ [column]: clean })
          .where(key, '=', row[key])
          .execute()
    }
  }
}

export async function down(): Promise<void> {
  // Nothing to undo: the characters taken out were not kept.
}
