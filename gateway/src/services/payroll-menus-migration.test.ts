import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import { migrateToLatest } from '../core/db/migrate'
import { seedIfEmpty } from '../seed/seed'
import { tempDir } from '../testing/temp-dir'
import { allMigrations } from './migrations'

describe('migration 068-payroll-menus', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('adds the payroll and income tax apps to a database seeded before them, once', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const migration = allMigrations()['068-payroll-menus']
      // A database seeded before the apps existed.
      await migration.down!(db)
      expect(await db.selectFrom('menu').select('id').where('code', 'in', ['salary', 'etax', '8201', '8301']).execute()).toEqual([])

      await migration.up(db)
      await migration.up(db)
      const entry = async (code: string) => db.selectFrom('menu').select(['id', 'app_code', 'type']).where('code', '=', code).where('parent_id', 'is', null).execute()
      const items = (parent: number) => db.selectFrom('menu').select(['code', 'auth_flag', 'link_url', 'item_attr']).where('parent_id', '=', parent).orderBy('sort').execute()
      const [salary] = await entry('salary')
      expect(await entry('salary')).toMatchObject([{ app_code: 'salary', type: 1 }])
      const payroll = await items(salary.id)
      expect(payroll.map((item) => item.code)).toEqual(['8201', '8202', '8203', '8204', '820409', '8211', '8212', '8221', '8222'])
      expect(payroll.filter((item) => item.auth_flag === 0).map((item) => item.code)).toEqual(['820409', '8221'])
      expect(payroll.filter((item) => JSON.parse(item.item_attr).muShow === 0).map((item) => item.code)).toEqual(['820409'])
      const [tax] = await entry('etax')
      expect((await items(tax.id)).map((item) => [item.code, item.link_url, item.auth_flag])).toEqual([
        ['8301', '/monthly', 1], ['8302', '/annual', 1], ['8303', '/my-deductions', 0],
      ])
      const buttons = await db.selectFrom('menu_button').innerJoin('menu', 'menu.id', 'menu_button.menu_id')
        .select(['menu.code', 'menu_button.function_id']).where('menu.code', 'in', ['8204', '8222', '8301']).orderBy('menu_button.function_id').execute()
      expect(buttons).toEqual([
        { code: '8204', function_id: '820401' }, { code: '8204', function_id: '820402' }, { code: '8204', function_id: '820403' },
        { code: '8204', function_id: '820404' }, { code: '8222', function_id: '822201' }, { code: '8301', function_id: '830101' },
      ])
      const ids = (await db.selectFrom('menu').select('id').execute()).map((row) => row.id)
      expect(new Set(ids).size).toBe(ids.length)
      const buttonIds = (await db.selectFrom('menu_button').select('id').execute()).map((row) => row.id)
      expect(new Set(buttonIds).size).toBe(buttonIds.length)
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
      expect(await db.selectFrom('menu').select('id').where('code', 'in', ['salary', 'etax']).orderBy('id').execute()).toEqual([{ id: 600 }, { id: 700 }])
    } finally {
      await db.destroy()
    }
  })
})
