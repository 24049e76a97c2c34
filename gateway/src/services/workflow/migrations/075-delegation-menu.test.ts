import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../core/db/database'
import { migrateToLatest } from '../../../core/db/migrate'
import { seedIfEmpty } from '../../../seed/seed'
import { tempDir } from '../../../testing/temp-dir'
import { allMigrations } from '../../migrations'

describe('migration 075-delegation-menu', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('adds the Delegation page, open to everyone, to a database seeded before it, once', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const item = () => db.selectFrom('menu').select(['id', 'parent_id', 'app_code', 'link_url', 'auth_flag']).where('code', '=', '7003').execute()
      const seeded = await item()
      expect(seeded).toMatchObject([{ id: 223, app_code: 'approval', link_url: '/delegation', auth_flag: 0 }])
      const migration = allMigrations()['075-delegation-menu']
      await migration.down!(db)
      expect(await item()).toEqual([])
      await migration.up(db)
      await migration.up(db)
      expect(await item()).toEqual(seeded)
    } finally {
      await db.destroy()
    }
  })
})
