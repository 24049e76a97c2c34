import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import { migrateToLatest } from '../core/db/migrate'
import { seedIfEmpty } from '../seed/seed'
import { tempDir } from '../testing/temp-dir'
import { allMigrations } from './migrations'

describe('migration 044-developer-mode-menu', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it("adds the Developer mode page to a database seeded before it, once, after the system app's last item", async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      // A database seeded before the page existed (a data migration: today's schema serves).
      // Seeded before the Directory sync page (1009, added after it) too.
      await db.deleteFrom('menu_button').where('function_id', '=', '100901').execute()
      await db.deleteFrom('menu').where('code', 'in', ['1008', '1009']).execute()
      const migration = allMigrations()['044-developer-mode-menu']
      await migration.up(db)
      await migration.up(db)
      const system = await db.selectFrom('menu').select(['id', 'code', 'sort', 'parent_id']).where('app_code', '=', 'ums').where('type', '=', 2).orderBy('sort').execute()
      expect(system.at(-1)).toMatchObject({ code: '1008', sort: system.length })
      expect(await db.selectFrom('menu').select('link_url').where('code', '=', '1008').execute()).toEqual([{ link_url: '/developer-mode' }])
    } finally {
      await db.destroy()
    }
  })

  it('leaves a fresh database to the seed', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: `${dir.path}/fresh` })
    try {
      await migrateToLatest(db, allMigrations())
      expect(await db.selectFrom('menu').selectAll().execute()).toEqual([])
      await seedIfEmpty(db)
      expect(await db.selectFrom('menu').select('id').where('code', '=', '1008').execute()).toEqual([{ id: 420 }])
    } finally {
      await db.destroy()
    }
  })
})
