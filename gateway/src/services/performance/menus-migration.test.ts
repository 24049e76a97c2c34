import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

describe('migration 084-performance-menus', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('adds the performance app to a database seeded before it, once, and leaves a fresh one to the seed', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      expect(await db.selectFrom('menu').selectAll().execute()).toEqual([])
      await seedIfEmpty(db)
      expect(await db.selectFrom('menu').select('id').where('code', '=', 'performance').execute()).toEqual([{ id: 880 }])
      const migration = allMigrations()['084-performance-menus']
      // A database seeded before the app existed.
      await migration.down!(db)
      expect(await db.selectFrom('menu').select('id').where('code', 'in', ['performance', '8601', '8604']).execute()).toEqual([])
      await migration.up(db)
      await migration.up(db)
      const [entry, ...more] = await db.selectFrom('menu').select(['id', 'app_code', 'type']).where('code', '=', 'performance').execute()
      expect(more).toEqual([])
      expect(entry).toMatchObject({ app_code: 'performance', type: 1 })
      const items = await db.selectFrom('menu').select(['code', 'link_url', 'auth_flag']).where('parent_id', '=', entry.id).orderBy('sort').execute()
      expect(items.map((item) => [item.code, item.link_url, item.auth_flag])).toEqual([
        ['8601', '/cycles', 1], ['8602', '/calibration', 1], ['8603', '/team', 0], ['8604', '/mine', 0],
      ])
      const buttons = await db.selectFrom('menu_button').innerJoin('menu', 'menu.id', 'menu_button.menu_id')
        .select(['menu.code', 'menu_button.function_id']).where('menu.code', 'in', ['8601', '8602']).orderBy('menu_button.function_id').execute()
      expect(buttons).toEqual([
        { code: '8601', function_id: '860101' }, { code: '8602', function_id: '860201' }, { code: '8602', function_id: '860202' }, { code: '8602', function_id: '860203' },
      ])
      const buttonIds = (await db.selectFrom('menu_button').select('id').execute()).map((row) => row.id)
      expect(new Set(buttonIds).size).toBe(buttonIds.length)
    } finally {
      await db.destroy()
    }
  })
})
