import { PostgresAdapter, type Kysely } from 'kysely'

/** True when `db` talks to PostgreSQL (false: SQLite), for the few places that need engine-specific SQL. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
