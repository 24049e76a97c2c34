import { migrateToLatest } from '../core/db/migrate'
import type { Db } from '../core/db/types'
import { allMigrations } from '../services/migrations'

/** Migrates a test database with every migration of the gateway (core's baseline and all services'). */
export function migrateAll(db: Db): Promise<void> {
  return migrateToLatest(db, allMigrations())
}
