import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect'

// PostgreSQL only: the tables day plans are made from (scheduling's shifts, calendars with their days, attendance
// groups and their members) join the shared cache's tables (core/cache/shared-cache.ts CACHED_TABLES); a committed
// change to any of them is named on the bus, as 051-change-notify does for the others.

/** The tables this migration adds to the shared cache's (a test checks 051's, 058's, 120's and these agree with CACHED_TABLES). */
export const CACHED_TABLES = ['shift', 'work_calendar', 'calendar_day', 'att_group', 'att_group_member'] as const

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
