import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

const NAME = '085-recruit-channel-names'

describe('migration 085-recruit-channel-names', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('splits names written as "Chinese / English" into the two languages, keeps other names as both, and joins them back on down', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      const before = Object.fromEntries(Object.entries(allMigrations()).filter(([name]) => name < NAME))
      await migrateToLatest(db, before)
      const old = db as unknown as import('kysely').Kysely<any>
      const rows = [
        ['内部推荐 / Referral', 1],
        ['BOSS直聘', 2],
        ['招聘官网 / Careers page', 3],
      ] as const
      await old
        .insertInto('recruit_channel')
        .values(rows.map(([name, id]) => ({ tenant_id: 1, id, kind: 'site', name, enabled: 1, created_at: 0 })))
        .execute()
      await allMigrations()[NAME].up(db)
      expect(
        await db.selectFrom('recruit_channel').select(['id', 'name_zh', 'name_en']).orderBy('id').execute(),
      ).toEqual([
        { id: 1, name_zh: '内部推荐', name_en: 'Referral' },
        { id: 2, name_zh: 'BOSS直聘', name_en: 'BOSS直聘' },
        { id: 3, name_zh: '招聘官网', name_en: 'Careers page' },
      ])
      await allMigrations()[NAME].down!(db)
      expect(await old.selectFrom('recruit_channel').select(['id', 'name']).orderBy('id').execute()).toEqual([
        { id: 1, name: '内部推荐 / Referral' },
        { id: 2, name: 'BOSS直聘' },
        { id: 3, name: '招聘官网 / Careers page' },
      ])
    } finally {
      await db.destroy()
    }
  })
})
