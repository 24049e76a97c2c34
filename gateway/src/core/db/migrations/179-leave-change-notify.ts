import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect'

// PostgreSQL only: leave types (with their policies) and the locked attendance months join the shared cache's tables
// (core/cache/shared-cache.ts CACHED_TABLES); a committed change to either is named on the bus, as 051-change-notify
// does for the others.

/** The tables this migration adds to the shared cache's (a test checks 051's, 058's, 120's, 177's and these agree with CACHED_TABLES). */
export const CACHED_TABLES = ['leave_type', 'attendance_lock'] as const

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return
  for (const table of CACHED_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function hr_portal_table_changed()`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return
  for (const table of CACHED_TABLES)
    await sql`drop trigger if exists ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db)
}
