import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import { migrateToLatest } from '../core/db/migrate'
import { seedIfEmpty } from '../seed/seed'
import { tempDir } from '../testing/temp-dir'
import { allMigrations } from './migrations'

describe('migration 059-attendance-menus', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('adds the attendance pages and the scheduling app to a database seeded before them, once, moving the shift table', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const migration = allMigrations()['059-attendance-menus']
      // A database seeded before the pages existed: the shift table under the attendance app, no scheduling app.
      await migration.down!(db)
      const attendance = await db.selectFrom('menu').select('id').where('code', '=', 'kaoqin').executeTakeFirstOrThrow()
      expect(await db.selectFrom('menu').select('parent_id').where('code', '=', '8002').executeTakeFirstOrThrow()).toEqual({ parent_id: attendance.id })
      expect(await db.selectFrom('menu').select('id').where('code', 'in', ['paiban', '8004', '8101']).execute()).toEqual([])

      await migration.up(db)
      await migration.up(db)
      const items = (parent: number) => db.selectFrom('menu').select(['code', 'auth_flag', 'link_url']).where('parent_id', '=', parent).orderBy('sort').execute()
      // The seed's Leave types page (8011, migration 117) was not taken back: the pages added again come after it.
      expect((await items(attendance.id)).map((item) => item.code)).toEqual(['8001', '8003', '8011', '8004', '8005', '8006', '8007', '8008', '8009', '8010'])
      expect((await items(attendance.id)).filter((item) => item.auth_flag === 0).map((item) => item.code)).toEqual(['8004', '8005', '8010'])
      const scheduling = await db.selectFrom('menu').select(['id', 'app_code', 'type']).where('code', '=', 'paiban').execute()
      expect(scheduling).toMatchObject([{ app_code: 'paiban', type: 1 }])
      expect((await items(scheduling[0].id)).map((item) => [item.code, item.link_url])).toEqual([
        ['8101', '/calendars'], ['8102', '/shift-types'], ['8103', '/groups'], ['8002', '/shifts'], ['8104', '/swaps'],
      ])
      const buttons = await db.selectFrom('menu_button').innerJoin('menu', 'menu.id', 'menu_button.menu_id')
        .select(['menu.code', 'menu_button.function_id']).where('menu_button.function_id', 'in', ['800801', '800802', '801001', '810101', '810201', '810301', '800102']).orderBy('menu_button.function_id').execute()
      expect(buttons).toEqual([
        { code: '8002', function_id: '800102' }, { code: '8008', function_id: '800801' }, { code: '8008', function_id: '800802' },
        { code: '8010', function_id: '801001' }, { code: '8101', function_id: '810101' }, { code: '8102', function_id: '810201' }, { code: '8103', function_id: '810301' },
      ])
      const ids = (await db.selectFrom('menu').select('id').execute()).map((row) => row.id)
      expect(new Set(ids).size).toBe(ids.length)
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
      expect(await db.selectFrom('menu').select('id').where('code', 'in', ['8004', 'paiban']).orderBy('id').execute()).toEqual([{ id: 380 }, { id: 500 }])
    } finally {
      await db.destroy()
    }
  })
})
