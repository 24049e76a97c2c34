import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

describe('migration 097-contract-menu', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('adds the Contracts page and its button to a database seeded before it, once; a fresh database gets them from the seed', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const item = () => db.selectFrom('menu').select(['id', 'parent_id', 'app_code', 'link_url', 'auth_flag']).where('code', '=', '1104').execute()
      const button = () => db.selectFrom('menu_button').innerJoin('menu', 'menu.id', 'menu_button.menu_id').select(['menu_button.id', 'menu.code'])
        .where('menu_button.function_id', '=', '110401').execute()
      const seeded = await item()
      expect(seeded).toMatchObject([{ id: 334, app_code: 'personnel', link_url: '/contracts', auth_flag: 1 }])
      expect(await button()).toEqual([{ id: 333, code: '1104' }])
      const migration = allMigrations()['097-contract-menu']
      await migration.down!(db)
      expect(await item()).toEqual([])
      expect(await button()).toEqual([])
      await migration.up(db)
      await migration.up(db)
      expect(await item()).toEqual(seeded)
      expect(await button()).toEqual([{ id: 333, code: '1104' }])
    } finally {
      await db.destroy()
    }
  })
})
