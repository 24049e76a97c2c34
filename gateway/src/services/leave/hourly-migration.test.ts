import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import { migrateToLatest } from '../../core/db/migrate'
import { tempDir } from '../../testing/temp-dir'
import { allMigrations } from '../migrations'

describe('migration 056 (hourly leave) on a database that has leave types', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('counts the existing types in days and gives each tenant with leave types the type of time off in lieu', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      const all = allMigrations()
      await migrateToLatest(db, Object.fromEntries(Object.entries(all).filter(([name]) => name < '056')))
      await (db as any)
        .insertInto('leave_type')
        .values([
          { tenant_id: 1, code: 'annual', name_zh: '年假', name_en: 'Annual leave', tracked: 1, paid: 1, sort: 0 },
          { tenant_id: 1, code: 'sick', name_zh: '病假', name_en: 'Sick leave', tracked: 1, paid: 1, sort: 1 },
          { tenant_id: 2, code: 'annual', name_zh: '年假', name_en: 'Annual leave', tracked: 1, paid: 1, sort: 0 },
        ])
        .execute()
      await migrateToLatest(db, all)
      const rows = await db
        .selectFrom('leave_type')
        .select(['tenant_id', 'code', 'unit', 'sort'])
        .orderBy('tenant_id')
        .orderBy('sort')
        .execute()
      expect(rows).toEqual([
        { tenant_id: 1, code: 'annual', unit: 'day', sort: 0 },
        { tenant_id: 1, code: 'sick', unit: 'day', sort: 1 },
        { tenant_id: 1, code: 'toil', unit: 'hour', sort: 2 },
        { tenant_id: 2, code: 'annual', unit: 'day', sort: 0 },
        { tenant_id: 2, code: 'toil', unit: 'hour', sort: 1 },
      ])
    } finally {
      await db.destroy()
    }
  })
})
