import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

describe('migration 117-leave-types-menu', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it("adds the Leave types page to a database seeded before it, once, for HR's roles; a fresh database gets it from the seed", async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const item = () => db.selectFrom('menu').innerJoin('menu as app', 'app.id', 'menu.parent_id')
        .select(['menu.id', 'app.code as app', 'menu.app_code', 'menu.link_url', 'menu.auth_flag', 'menu.name_zh', 'menu.name_en']).where('menu.code', '=', '8011').execute()
      // The roles granted the page: HR Manager (role 1) holds it.
      const holders = async () => (await db.selectFrom('role_function').select('role_id').where('function_id', '=', '8011').orderBy('role_id').execute())
        .map((row) => row.role_id)
      const hrVersion = async () => (await db.selectFrom('app_user').select('perm_version').where('user_name', '=', 'hr').executeTakeFirstOrThrow()).perm_version
      const seeded = await item()
      expect(seeded).toEqual([{ id: 391, app: 'kaoqin', app_code: 'kaoqin', link_url: '/leave-types', auth_flag: 1, name_zh: '假期类型', name_en: 'Leave types' }])
      expect(await holders()).toEqual([1])

      // A database seeded before the page: no item, no grant.
      const migration = allMigrations()['117-leave-types-menu']
      await migration.down!(db)
      expect(await item()).toEqual([])
      expect(await holders()).toEqual([])
      const before = await hrVersion()
      await migration.up(db)
      await migration.up(db)
      expect(await item()).toEqual(seeded)
      // The roles that set how long time off in lieu lasts are HR's; their users load the new menu.
      expect(await holders()).toEqual([1])
      expect(await hrVersion()).toBe(before + 1)
    } finally {
      await db.destroy()
    }
  })
})
