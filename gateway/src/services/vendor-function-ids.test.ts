import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import { migrateToLatest } from '../core/db/migrate'
import { seedIfEmpty } from '../seed/seed'
import { tempDir } from '../testing/temp-dir'
import { allMigrations } from './migrations'
import { wireGateway } from '../service-list'

const moved = [
  ['5001', 'supplier:list'],
  ['6001', 'tour-shop:products'],
]

describe('migration 040-vendor-function-ids', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it("moves the seeded vendor items and the roles holding them into the apps' namespaces, leaving other ids", async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    wireGateway(db)
    try {
      // Data migrations: today's schema and seed serve, with the rows of that time put back.
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      // The supplier and the tour shop are no longer seeded (they are installed per tenant now); a database of that
      // time had their menus, and HR Manager held their pages.
      await db
        .insertInto('menu')
        .values([
          {
            id: 20,
            parent_id: null,
            app_code: 'supplier',
            code: 'supplier',
            name_zh: '供应商管理',
            name_en: 'Suppliers',
            link_url: '/supplier',
            item_attr: '{}',
            open_type: 1,
            auth_flag: 1,
            biz_type_id: null,
            sort: 20,
            source_app: null,
            logo_url: '',
            type: 1,
          },
          {
            id: 21,
            parent_id: 20,
            app_code: 'supplier',
            code: 'supplier:list',
            name_zh: '供应商列表',
            name_en: 'Supplier list',
            link_url: '/list',
            item_attr: '{}',
            open_type: 1,
            auth_flag: 1,
            biz_type_id: null,
            sort: 1,
            source_app: null,
            logo_url: '',
            type: 2,
          },
          {
            id: 30,
            parent_id: null,
            app_code: 'tour-shop',
            code: 'tour-shop',
            name_zh: '旅游商城',
            name_en: 'Tour shop',
            link_url: '/tour-shop',
            item_attr: '{}',
            open_type: 1,
            auth_flag: 1,
            biz_type_id: null,
            sort: 30,
            source_app: null,
            logo_url: '',
            type: 1,
          },
          {
            id: 31,
            parent_id: 30,
            app_code: 'tour-shop',
            code: 'tour-shop:products',
            name_zh: '旅游产品',
            name_en: 'Tours',
            link_url: '/products',
            item_attr: '{}',
            open_type: 1,
            auth_flag: 1,
            biz_type_id: null,
            sort: 1,
            source_app: null,
            logo_url: '',
            type: 2,
          },
        ])
        .execute()
      await db
        .insertInto('role_function')
        .values([
          { role_id: 1, function_id: 'supplier:list' },
          { role_id: 1, function_id: 'tour-shop:products' },
        ])
        .execute()
      // A database seeded before the namespace: the vendor items had plain numbers.
      for (const [old, now] of moved) {
        await db.updateTable('menu').set({ code: old }).where('code', '=', now).execute()
        await db.updateTable('role_function').set({ function_id: old }).where('function_id', '=', now).execute()
      }
      const others = await db
        .selectFrom('role_function')
        .selectAll()
        .where('function_id', 'not in', ['5001', '6001'])
        .orderBy(['role_id', 'function_id'])
        .execute()
      await allMigrations()['040-vendor-function-ids'].up(db)
      const items = await db
        .selectFrom('menu')
        .select(['app_code', 'code'])
        .where('app_code', 'in', ['supplier', 'tour-shop'])
        .where('type', '=', 2)
        .orderBy('id')
        .execute()
      expect(items).toEqual([
        { app_code: 'supplier', code: 'supplier:list' },
        { app_code: 'tour-shop', code: 'tour-shop:products' },
      ])
      const grants = await db
        .selectFrom('role_function')
        .select('function_id')
        .where('function_id', 'in', ['5001', '6001', 'supplier:list', 'tour-shop:products'])
        .execute()
      expect(grants.map((g) => g.function_id).sort()).toEqual(['supplier:list', 'tour-shop:products'])
      expect(
        await db
          .selectFrom('role_function')
          .selectAll()
          .where('function_id', 'not in', ['supplier:list', 'tour-shop:products'])
          .orderBy(['role_id', 'function_id'])
          .execute(),
      ).toEqual(others)

      // 045-vendor-menus-out: the apps are installed per tenant now; their global entries and grants go, the rest stays.
      const menusOut = allMigrations()['045-vendor-menus-out']
      await menusOut.down!(db)
      await menusOut.up(db)
      expect(
        await db.selectFrom('menu').select('code').where('app_code', 'in', ['supplier', 'tour-shop']).execute(),
      ).toEqual([])
      expect(
        await db
          .selectFrom('role_function')
          .select('function_id')
          .where('function_id', 'in', ['supplier:list', 'tour-shop:products'])
          .execute(),
      ).toEqual([])
      expect(
        await db
          .selectFrom('role_function')
          .selectAll()
          .where('function_id', 'not in', ['supplier:list', 'tour-shop:products'])
          .orderBy(['role_id', 'function_id'])
          .execute(),
      ).toEqual(others)
    } finally {
      await db.destroy()
    }
  })
})
