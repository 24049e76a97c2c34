import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

describe('migration 098-dashboard-layouts', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('brings the dashboard menu to a database seeded before it and leads the home entry there; down takes both back', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const menuOf = () => db.selectFrom('menu').select(['code', 'auth_flag', 'link_url']).where('app_code', '=', 'dashboard').orderBy('id').execute()
      const home = () => db.selectFrom('menu').select(['link_url', 'source_app']).where('code', '=', '1000').executeTakeFirstOrThrow()
      const seeded = await menuOf()
      expect(seeded).toEqual([{ code: 'dashboard', auth_flag: 1, link_url: '/dashboard' }, { code: '1011', auth_flag: 0, link_url: '/' }])
      expect(await home()).toEqual({ link_url: '/', source_app: 'dashboard' })

      const migration = allMigrations()['098-dashboard-layouts']
      await migration.down!(db)
      expect(await menuOf()).toEqual([])
      expect(await home()).toEqual({ link_url: '/structure', source_app: 'ums' })
      await migration.up(db)
      expect(await menuOf()).toEqual(seeded)
      expect(await home()).toEqual({ link_url: '/', source_app: 'dashboard' })
      // First among the entries: where people land when no other first menu says otherwise.
      const first = await db.selectFrom('menu').select('code').where('parent_id', 'is', null).orderBy('sort').orderBy('id').executeTakeFirstOrThrow()
      expect(first.code).toBe('dashboard')
      const buttons = await db.selectFrom('menu_button').innerJoin('menu', 'menu.id', 'menu_button.menu_id').select('menu_button.function_id')
        .where('menu.app_code', '=', 'dashboard').execute()
      expect(buttons.map((b) => b.function_id)).toEqual(['101101'])
      expect(await db.selectFrom('dashboard_layout').selectAll().execute()).toEqual([])
    } finally {
      await db.destroy()
    }
  })
})
