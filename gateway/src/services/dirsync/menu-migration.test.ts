import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { migrations } from './index'
import { allMigrations } from '../migrations'

describe('migration 073-directory-sync-menu', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it("adds the Directory sync page and its button to a database seeded before it, once, after the system app's last item", async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const seeded = await db.selectFrom('menu').select('id').where('code', '=', '1009').executeTakeFirstOrThrow()
      await db.deleteFrom('menu_button').where('menu_id', '=', seeded.id).execute()
      await db.deleteFrom('menu').where('code', '=', '1009').execute()
      await migrations['073-directory-sync-menu'].up(db)
      await migrations['073-directory-sync-menu'].up(db)
      const system = await db.selectFrom('menu').select(['id', 'code', 'sort']).where('app_code', '=', 'ums').where('type', '=', 2).orderBy('sort').execute()
      expect(system.at(-1)).toMatchObject({ code: '1009', sort: system.length })
      const item = await db.selectFrom('menu').select(['id', 'link_url']).where('code', '=', '1009').execute()
      expect(item).toEqual([{ id: expect.any(Number), link_url: '/directory-sync' }])
      expect(await db.selectFrom('menu_button').select('function_id').where('menu_id', '=', item[0].id).execute()).toEqual([{ function_id: '100901' }])
    } finally {
      await db.destroy()
    }
  })

  it('leaves a fresh database to the seed (item 430, button 431)', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: `${dir.path}/fresh` })
    try {
      await migrateToLatest(db, allMigrations())
      expect(await db.selectFrom('menu').selectAll().execute()).toEqual([])
      await seedIfEmpty(db)
      expect(await db.selectFrom('menu').select('id').where('code', '=', '1009').execute()).toEqual([{ id: 430 }])
      expect(await db.selectFrom('menu_button').select('id').where('function_id', '=', '100901').execute()).toEqual([{ id: 431 }])
    } finally {
      await db.destroy()
    }
  })
})
