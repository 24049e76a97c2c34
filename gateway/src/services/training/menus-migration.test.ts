import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

describe('migration 083-training-menus', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('adds the training app to a database seeded before it, once; a fresh database gets it from the seed', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const seeded = await db.selectFrom('menu').select(['code', 'auth_flag', 'link_url']).where('app_code', '=', 'training').orderBy('id').execute()
      const migration = allMigrations()['083-training-menus']
      await migration.down!(db)
      expect(await db.selectFrom('menu').select('id').where('app_code', '=', 'training').execute()).toEqual([])
      await migration.up(db)
      await migration.up(db)
      const added = await db.selectFrom('menu').select(['code', 'auth_flag', 'link_url']).where('app_code', '=', 'training').orderBy('id').execute()
      expect(added).toEqual(seeded)
      expect(added.map((item) => item.code)).toEqual(['training', '8501', '8502', '8503', '8504', '8505', '8506', '8507', '8508'])
      expect(added.filter((item) => item.auth_flag === 0).map((item) => item.code)).toEqual(['8507', '8508'])
      const buttons = await db.selectFrom('menu_button').innerJoin('menu', 'menu.id', 'menu_button.menu_id').select('menu_button.function_id')
        .where('menu.app_code', '=', 'training').orderBy('menu_button.function_id').execute()
      expect(buttons.map((b) => b.function_id)).toEqual(['850101', '850102', '850201', '850301', '850401', '850501', '850601'])
      const buttonIds = (await db.selectFrom('menu_button').select('id').execute()).map((row) => row.id)
      expect(new Set(buttonIds).size).toBe(buttonIds.length)
    } finally {
      await db.destroy()
    }
  })
})
