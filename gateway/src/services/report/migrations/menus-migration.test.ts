import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../core/db/database'
import { migrateToLatest } from '../../../core/db/migrate'
import { seedIfEmpty } from '../../../seed/seed'
import { tempDir } from '../../../testing/temp-dir'
import { allMigrations } from '../../migrations'

describe('migration 099-report-subscriptions', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('adds the report centre and my subscriptions, open to everyone, to a database seeded before it', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      // A database seeded before the migration: seeded today, then the migration taken back (its tables and menus).
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const migration = allMigrations()['099-report-subscriptions']
      await migration.down!(db)
      expect(await db.selectFrom('menu').select('code').where('app_code', '=', 'report').execute()).toEqual([])
      await migration.up(db)
      const entries = await db.selectFrom('menu').select(['code', 'link_url', 'auth_flag', 'parent_id']).where('app_code', '=', 'report').orderBy('id').execute()
      expect(entries).toMatchObject([
        { code: 'report', link_url: '/report', parent_id: null },
        { code: '4010', link_url: '/centre', auth_flag: 0 },
        { code: '4011', link_url: '/subscriptions', auth_flag: 0 },
      ])
      expect(await db.selectFrom('report_subscription').select('id').execute()).toEqual([])
    } finally {
      await db.destroy()
    }
  })
})
