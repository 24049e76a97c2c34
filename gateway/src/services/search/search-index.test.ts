import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateAll } from '../../testing/migrate-all'
import type { Db } from '../../core/db/types'
import { createTestDatabase, testServerUrl } from '../../testing/pg-database'
import { tempDir } from '../../testing/temp-dir'
import { indexDoc, indexDocs, removeDoc } from './search-index'
import { matchDocs } from './search-engine'

describe('search index', () => {
  const dir = tempDir()
  const server = testServerUrl()
  let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | null = null
  let db: Db

  beforeAll(async () => {
    pgDatabase = server ? await createTestDatabase(server) : null
    db = openDatabase({ databaseUrl: pgDatabase?.url ?? null, dataDir: dir.path })
    await migrateAll(db)
  })
  afterAll(async () => {
    await db?.destroy()
    await pgDatabase?.drop()
    dir.remove()
  })

  it('adds, replaces and removes a document with its readers', async () => {
    const doc = {
      tenantId: 7,
      kind: 'notice' as const,
      refId: 'n1',
      title: 'Holiday plan',
      body: 'Spring',
      appCode: '',
      path: '/portal/messages/n1',
      readers: [3, 4, 4],
    }
    await indexDoc(db, doc)
    await indexDoc(db, { ...doc, title: 'Holiday plan 2027', readers: [5] })
    const rows = await db.selectFrom('search_doc').selectAll().where('tenant_id', '=', 7).execute()
    expect(rows.map((r) => [r.title, r.restricted, r.search_text])).toEqual([
      ['Holiday plan 2027', 1, 'holiday plan 2027 spring'],
    ])
    const readers = await db.selectFrom('search_reader').select('user_id').where('tenant_id', '=', 7).execute()
    expect(readers.map((r) => r.user_id)).toEqual([5])
    await removeDoc(db, 7, 'notice', 'n1')
    expect(await db.selectFrom('search_doc').selectAll().where('tenant_id', '=', 7).execute()).toEqual([])
    expect(await db.selectFrom('search_reader').selectAll().where('tenant_id', '=', 7).execute()).toEqual([])
  })

  it("keeps the engine's full-text index in step (substring of a Chinese name)", async () => {
    await indexDoc(db, {
      tenantId: 8,
      kind: 'staff',
      refId: '1',
      title: '欧阳明月',
      body: 'E100234',
      appCode: 'system',
      path: '/x',
      readers: null,
    })
    await indexDoc(db, {
      tenantId: 8,
      kind: 'staff',
      refId: '1',
      title: '欧阳晓风',
      body: 'E100234',
      appCode: 'system',
      path: '/x',
      readers: null,
    })
    const query = server
      ? sql<{ ref_id: string }>`select ref_id from search_doc where tenant_id = 8 and search_text like ${'%阳晓风%'}`
      : sql<{
          ref_id: string
        }>`select d.ref_id from search_fts f join search_doc d on d.rowid = f.rowid where search_fts match ${'"阳晓风"'} and d.tenant_id = 8`
    expect((await query.execute(db)).rows.map((r) => r.ref_id)).toEqual(['1'])
    const old = server
      ? sql<{ ref_id: string }>`select ref_id from search_doc where search_text like ${'%阳明月%'}`
      : sql<{ ref_id: string }>`select rowid as ref_id from search_fts where search_fts match ${'"阳明月"'}`
    expect((await old.execute(db)).rows).toEqual([])
  })

  it('keeps the short-word index in step and within one tenant and kind', async () => {
    const doc = {
      tenantId: 9,
      kind: 'notice' as const,
      refId: 'n9',
      title: '五一放假安排',
      body: '年假可与调休连用',
      appCode: '',
      path: '/portal/messages/n9',
      readers: null,
    }
    const find = (text: string, tenantId = 9, kind: 'notice' | 'file' = 'notice') =>
      matchDocs(db, { tenantId, userId: 1, kind, text, limit: 10 }).then((rows) => rows.map((row) => row.ref_id))
    await indexDoc(db, doc)
    await indexDoc(db, { ...doc, tenantId: 10 })
    await indexDoc(db, { ...doc, kind: 'file', refId: 'f9', title: '年假表.xlsx', body: 'xlsx' })
    expect(await find('年假')).toEqual(['n9'])
    expect(await find('假')).toEqual(['n9'])
    expect(await find('年假', 9, 'file')).toEqual(['f9'])
    expect(await find('年假', 10)).toEqual(['n9'])
    expect(await find('年假', 11)).toEqual([])
    // Replaced: the old words are gone, the new ones found.
    await indexDoc(db, { ...doc, body: '病假须附证明' })
    expect(await find('年假')).toEqual([])
    expect(await find('病假')).toEqual(['n9'])
    await removeDoc(db, 9, 'notice', 'n9')
    expect(await find('病假')).toEqual([])
    expect(await find('病假', 10)).toEqual([])
    expect(await find('年假', 10)).toEqual(['n9'])
  })

  it('shows a restricted document found by a short word to its readers only', async () => {
    await indexDoc(db, {
      tenantId: 12,
      kind: 'notice',
      refId: 'r1',
      title: '考勤调整',
      body: '',
      appCode: '',
      path: '/portal/messages/r1',
      readers: [5, 6],
    })
    const find = (userId: number) =>
      matchDocs(db, { tenantId: 12, userId, kind: 'notice', text: '勤', limit: 10 }).then((rows) =>
        rows.map((row) => row.ref_id),
      )
    expect(await find(5)).toEqual(['r1'])
    expect(await find(7)).toEqual([])
  })

  it('writes a thousand documents at once, settles the indexes, and finds them by short and long words', async () => {
    const docs = Array.from({ length: 1000 }, (_, i) => ({
      tenantId: 13,
      kind: 'staff' as const,
      refId: String(i),
      title: i === 700 ? '龙飞' : `员工${i}`,
      body: `E${String(i).padStart(6, '0')} · 研发部`,
      appCode: 'ums',
      path: `/users/${i}`,
    }))
    await indexDocs(db, docs)
    const find = (text: string) =>
      matchDocs(db, { tenantId: 13, userId: 1, kind: 'staff', text, limit: 5 }).then((rows) =>
        rows.map((row) => row.ref_id),
      )
    expect(await find('龙')).toEqual(['700'])
    expect(await find('飞')).toEqual(['700'])
    expect(await find('e000700')).toEqual(['700'])
    expect(await find('研发')).toHaveLength(5)
  })
})
