import type { Migration } from 'kysely'
import { coreMigrations } from '../core/db/migrations'
import { services } from '../service-list'

/** The migrations of each owner: core's baseline and every listed service's own (by the service's name). */
export const migrationsByOwner: ReadonlyArray<[owner: string, migrations: Record<string, Migration>]> = [
  ['core', coreMigrations],
  ...services.map((service): [string, Record<string, Migration>] => [service.name, service.migrations]),
]

/** Joins the owners' migrations into one set by name; throws when two migrations have the same name. */
export function joinMigrations(
  byOwner: ReadonlyArray<[owner: string, migrations: Record<string, Migration>]>,
): Record<string, Migration> {
  const all: Record<string, Migration> = {}
  const ownerOf = new Map<string, string>()
  for (const [owner, migrations] of byOwner) {
    for (const [name, migration] of Object.entries(migrations)) {
      const other = ownerOf.get(name)
      if (other !== undefined) throw new Error(`Migration ${name} is defined twice: by ${other} and by ${owner}`)
      ownerOf.set(name, owner)
      all[name] = migration
    }
  }
  return all
}

/** Every migration of the gateway (core's and all services'), to pass to migrateToLatest; Kysely runs them by name. */
export function allMigrations(): Record<string, Migration> {
  return joinMigrations(migrationsByOwner)
}
