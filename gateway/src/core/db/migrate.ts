import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './types'

/**
 * Brings the schema to the latest version with the given migrations (core's and every service's,
 * by name; Kysely runs them in name order); throws with the failing migration as cause.
 * Migrations are imported, not read from disk, so the bundled gateway carries them.
 */
export async function migrateToLatest(db: Db, migrations: Record<string, Migration>): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations }
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(`Database migration ${failed} failed`, { cause: error })
  }
}
