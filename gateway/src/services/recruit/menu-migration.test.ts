import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

describe('migration 082-recruit-menus', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('adds the recruitment app to a database seeded before it, once, and leaves a fresh one to the seed', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      const migration = allMigrations()['082-recruit-menus']
      await migration.up(db)
      expect(await db.selectFrom('menu').select('id').execute()).toEqual([])
      await seedIfEmpty(db)
      expect(await db.selectFrom('menu').select('id').where('code', '=', 'recruit').execute()).toEqual([{ id: 800 }])
      await migration.down!(db)
      expect(await db.selectFrom('menu').select('id').where('code', 'in', ['recruit', '8401']).execute()).toEqual([])
      await migration.up(db)
      await migration.up(db)
      const [app] = await db.selectFrom('menu').select(['id', 'app_code', 'type']).where('code', '=', 'recruit').where('parent_id', 'is', null).execute()
      expect(app).toMatchObject({ app_code: 'recruit', type: 1 })
      const items = await db.selectFrom('menu').select(['code', 'auth_flag', 'link_url']).where('parent_id', '=', app.id).orderBy('sort').execute()
      expect(items.map((i) => [i.code, i.link_url, i.auth_flag])).toEqual([
        ['8401', '/jobs', 1], ['8402', '/candidates', 1], ['8403', '/settings', 1], ['8404', '/interviews', 0], ['8409', '/approvals', 0],
      ])
      const buttons = await db.selectFrom('menu_button').select('function_id').where('function_id', 'like', '840%').orderBy('function_id').execute()
      expect(buttons.map((b) => b.function_id)).toEqual(['840101', '840201', '840202', '840203', '840204', '840301'])
      const ids = (await db.selectFrom('menu').select('id').execute()).map((row) => row.id)
      expect(new Set(ids).size).toBe(ids.length)
    } finally {
      await db.destroy()
    }
  })
})
