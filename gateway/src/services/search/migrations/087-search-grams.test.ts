import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../core/db/database'
import type { Db } from '../../../core/db/types'
import { seedIfEmpty } from '../../../seed/seed'
import { migrateAll } from '../../../testing/migrate-all'
import { createTestDatabase, testServerUrl } from '../../../testing/pg-database'
import { tempDir } from '../../../testing/temp-dir'
import { allMigrations } from '../../migrations'
import { matchDocs } from '../search-engine'
import { indexDoc } from '../search-index'

describe('migration 087-search-grams', () => {
  const dir = tempDir()
  const server = testServerUrl()
  let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | null = null
  let db: Db

  beforeAll(async () => {
    pgDatabase = server ? await createTestDatabase(server) : null
    db = openDatabase({ databaseUrl: pgDatabase?.url ?? null, dataDir: dir.path })
    await migrateAll(db)
    await seedIfEmpty(db)
  })
  afterAll(async () => {
    await db?.destroy()
    await pgDatabase?.drop()
    dir.remove()
  })

  it('gives the documents of a database indexed before it their short words, and announcements their publisher as reader', async () => {
    // An announcement to one user, indexed as before: its publisher (user 1) is not among its readers.
    await db
      .insertInto('notice')
      .values({
        tenant_id: 1,
        id: 'n-087',
        channel: 'announcement',
        title: '考勤制度调整',
        body: '<p>年假与调休</p>',
        must_read: 0,
        countdown_seconds: 0,
        publisher_id: 1,
        publisher_name: 'admin',
        audience_type: 'users',
        audience_ids: '[2]',
        source_app: '',
        created_at: 1,
      })
      .execute()
    await indexDoc(db, {
      tenantId: 1,
      kind: 'notice',
      refId: 'n-087',
      title: '考勤制度调整',
      body: '年假与调休',
      appCode: '',
      path: '/portal/messages/n-087',
      readers: [2],
    })
    const person = await db
      .selectFrom('employee')
      .select(['id', 'name'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .offset(4)
      .limit(1)
      .executeTakeFirstOrThrow()
    const given = [...person.name].slice(-2).join('')
    const find = (kind: 'staff' | 'notice', text: string, userId: number) =>
      matchDocs(db, { tenantId: 1, userId, kind, text, limit: 20 }).then((rows) => rows.map((row) => row.ref_id))

    const migration = allMigrations()['087-search-grams']
    await migration.down!(db)
    await db.deleteFrom('search_reader').where('ref_id', '=', 'n-087').where('user_id', '=', 1).execute()
    await migration.up(db)

    expect(await find('staff', given, 1)).toContain(String(person.id))
    expect(await find('notice', '年假', 2)).toEqual(['n-087'])
    expect(await find('notice', '年假', 1)).toEqual(['n-087'])
    expect(await find('notice', '年假', 3)).toEqual([])
    const readers = await db
      .selectFrom('search_reader')
      .select('user_id')
      .where('tenant_id', '=', 1)
      .where('ref_id', '=', 'n-087')
      .orderBy('user_id')
      .execute()
    expect(readers.map((row) => row.user_id)).toEqual([1, 2])
    // Documents written after it keep their words through the triggers or the index.
    await indexDoc(db, {
      tenantId: 1,
      kind: 'notice',
      refId: 'n-087',
      title: '考勤制度调整',
      body: '病假证明',
      appCode: '',
      path: '/portal/messages/n-087',
      readers: [2, 1],
    })
    expect(await find('notice', '年假', 2)).toEqual([])
    expect(await find('notice', '病假', 2)).toEqual(['n-087'])
  })
})
