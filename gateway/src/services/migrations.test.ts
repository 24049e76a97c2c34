import { sql, type Migration } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import { migrateToLatest } from '../core/db/migrate'
import { tempDir } from '../testing/temp-dir'
import { FORMER_MIGRATION_NAMES as NAMES } from './former-migration-names'
import { FORMER_TABLES as TABLES } from './former-tables'
import { allMigrations, joinMigrations, migrationsByOwner } from './migrations'

describe('gateway migrations', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('are the former migrations by name, each defined by one owner', () => {
    expect(Object.keys(allMigrations()).sort()).toEqual(NAMES)
    const perOwner = migrationsByOwner.flatMap(([, migrations]) => Object.keys(migrations))
    expect(perOwner.sort()).toEqual(NAMES)
  })

  it('refuses two migrations with the same name', () => {
    const migration: Migration = { up: async () => {} }
    expect(() =>
      joinMigrations([
        ['core', { '001-directory': migration }],
        ['ums', { '001-directory': migration }],
      ]),
    ).toThrow('Migration 001-directory is defined twice: by core and by ums')
  })

  it('migrate a fresh SQLite database to the same tables as before, in name order', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      const tables = await sql<{
        name: string
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      expect(tables.rows.map((t) => t.name)).toEqual(TABLES)
      const ran = await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(db)
      expect(ran.rows.map((r) => r.name)).toEqual(NAMES)
    } finally {
      await db.destroy()
    }
  })
})
