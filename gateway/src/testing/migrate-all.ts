import { migrateToLatest } from '../core/db/migrate'
import type { Db } from '../core/db/types'
import { wireGateway } from '../service-list'
import { allMigrations } from '../services/migrations'

/** Migrates a test database with every migration of the gateway (core's baseline and all services') and wires it to the listed services. */
export function migrateAll(db: Db): Promise<void> {
  wireGateway(db)
  return migrateToLatest(db, allMigrations())
}
