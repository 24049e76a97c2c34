import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

describe('migrations 090-dictionary-menus and 116-quick-query-menu', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('add the master data app and its pages to a database seeded before them, once; a fresh database gets them from the seed', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const seeded = await db.selectFrom('menu').select(['code', 'auth_flag', 'link_url']).where('app_code', '=', 'masterdata').orderBy('id').execute()
      const dictionaries = allMigrations()['090-dictionary-menus']
      const quickQuery = allMigrations()['116-quick-query-menu']
      await quickQuery.down!(db)
      await dictionaries.down!(db)
      expect(await db.selectFrom('menu').select('id').where('app_code', '=', 'masterdata').execute()).toEqual([])
      for (const migration of [dictionaries, dictionaries, quickQuery, quickQuery]) await migration.up(db)
      const added = await db.selectFrom('menu').select(['code', 'auth_flag', 'link_url']).where('app_code', '=', 'masterdata').orderBy('id').execute()
      expect(added).toEqual(seeded)
      expect(added.map((item) => item.code)).toEqual(['masterdata', '8701', '8702'])
      const buttons = await db.selectFrom('menu_button').innerJoin('menu', 'menu.id', 'menu_button.menu_id').select('menu_button.function_id')
        .where('menu.app_code', '=', 'masterdata').orderBy('menu_button.function_id').execute()
      expect(buttons.map((b) => b.function_id)).toEqual(['870101', '870201'])
    } finally {
      await db.destroy()
    }
  })

  it('gives the Quick query page to the roles that edit dictionaries, and their users a new permission version', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: `${dir.path}/older` })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const quickQuery = allMigrations()['116-quick-query-menu']
      await quickQuery.down!(db)
      expect(await db.selectFrom('role_function').select('role_id').where('function_id', 'in', ['8702', '870201']).execute()).toEqual([])
      const editors = (await db.selectFrom('role_function').select('role_id').where('function_id', '=', '870101').execute()).map((r) => r.role_id)
      expect(editors.length).toBeGreaterThan(0)
      const holders = (await db.selectFrom('user_role').select('user_id').where('role_id', 'in', editors).execute()).map((r) => r.user_id)
      const versions = async () => (await db.selectFrom('app_user').select(['id', 'perm_version']).where('id', 'in', holders).orderBy('id').execute()).map((u) => Number(u.perm_version))
      const before = await versions()
      await quickQuery.up(db)
      await quickQuery.up(db)
      const granted = await db.selectFrom('role_function').select(['role_id', 'function_id']).where('function_id', 'in', ['8702', '870201']).orderBy('role_id').orderBy('function_id').execute()
      expect(granted).toEqual(editors.sort((a, b) => a - b).flatMap((role_id) => [{ role_id, function_id: '8702' }, { role_id, function_id: '870201' }]))
      expect(await versions()).toEqual(before.map((v) => v + 1))
      const ids = (await db.selectFrom('menu').select('id').execute()).map((row) => row.id)
      expect(new Set(ids).size).toBe(ids.length)
    } finally {
      await db.destroy()
    }
  })
})
