import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

describe('migration 090-dictionary-menus', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('adds the master data app to a database seeded before it, once; a fresh database gets it from the seed', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const seeded = await db.selectFrom('menu').select(['code', 'auth_flag', 'link_url']).where('app_code', '=', 'masterdata').orderBy('id').execute()
      const migration = allMigrations()['090-dictionary-menus']
      await migration.down!(db)
      expect(await db.selectFrom('menu').select('id').where('app_code', '=', 'masterdata').execute()).toEqual([])
      await migration.up(db)
      await migration.up(db)
      const added = await db.selectFrom('menu').select(['code', 'auth_flag', 'link_url']).where('app_code', '=', 'masterdata').orderBy('id').execute()
      expect(added).toEqual(seeded)
      expect(added.map((item) => item.code)).toEqual(['masterdata', '8701'])
      const buttons = await db.selectFrom('menu_button').innerJoin('menu', 'menu.id', 'menu_button.menu_id').select('menu_button.function_id')
        .where('menu.app_code', '=', 'masterdata').execute()
      expect(buttons.map((b) => b.function_id)).toEqual(['870101'])
    } finally {
      await db.destroy()
    }
  })
})
