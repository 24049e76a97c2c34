import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './types'

/**
 * Brings the schema to the latest version with the given migrations (core's and every service's,
 * by name; Kysely runs them in name order); throws with the failing migration as cause.
 * Migrations are imported, not read from disk, so the bundled gateway carries them.
 */
export async function migrateToLatest(db: Db, migrations: Record<string, Migration>): Promise<void> {
  if (await allApplied(db, Object.keys(migrations))) return
  const provider: MigrationProvider = { getMigrations: async () => migrations }
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(`Database migration ${failed} failed`, { cause: error })
  }
}

/**
 * Whether the database has run exactly these migrations (the usual start): the migrator would then do nothing, after
 * reading the metadata of every table to find its own. Anything else (a first start, a migration to run, one the
 * database ran that is no longer listed) is left to the migrator.
 */
async function allApplied(db: Db, names: string[]): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
    const applied = new Set(rows.map((row) => row.name))
    return applied.size === names.length && names.every((name) => applied.has(name))
  } catch {
    return false
  }
}
