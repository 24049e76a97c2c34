import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

describe('migration 074-notify-menus', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it("adds the Notification deliveries page to a database seeded before it, once, after the system app's last item", async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      expect(await db.selectFrom('menu').select(['id', 'link_url']).where('code', '=', '101001').execute()).toEqual([{ id: 440, link_url: '/notification-deliveries' }])
      await db.deleteFrom('menu').where('code', '=', '101001').execute()
      const migration = allMigrations()['074-notify-menus']
      await migration.up(db)
      await migration.up(db)
      const system = await db.selectFrom('menu').select(['code', 'sort', 'app_code']).where('app_code', '=', 'ums').where('type', '=', 2).orderBy('sort').execute()
      expect(system.filter((item) => item.code === '101001')).toHaveLength(1)
      expect(system.at(-1)).toMatchObject({ code: '101001' })
    } finally {
      await db.destroy()
    }
  })
})
