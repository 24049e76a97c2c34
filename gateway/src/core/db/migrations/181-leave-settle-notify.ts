import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect'

// PostgreSQL only: a committed change to the leave ledger, to leave requests or to staff profiles is named on the bus
// (topic `changed`, `<table>:*`), whichever process made it, as 051-change-notify does for the shared cache's tables:
// each gateway process then forgets which accounts' entitlements it knows settled (services/leave/entitlement/
// settled.ts), as it does on a change of employee, app_user or leave_type, which are named already.

/** The tables this migration names on the bus (a test checks services/leave's SETTLE_TABLES hold them). */
export const NOTIFIED_TABLES = ['leave_ledger', 'leave_request', 'employee_profile'] as const

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return
  for (const table of NOTIFIED_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function hr_portal_table_changed()`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return
  for (const table of NOTIFIED_TABLES)
    await sql`drop trigger if exists ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db)
}
