import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import { migrateToLatest } from '../core/db/migrate'
import { seedIfEmpty } from '../seed/seed'
import { tempDir } from '../testing/temp-dir'
import { allMigrations } from './migrations'
import { startInstance } from './workflow'
import { wireGateway } from '../service-list'

describe('migration 046-app-request', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('gives the approvals apps started before it their business record id, leaving what it did not keep empty', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    wireGateway(db)
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      // The table as it was before the migration (today's seed needs today's schema).
      const migration = allMigrations()['046-app-request']
      await migration.down!(db)
      const instance = await startInstance(
        { db, now: () => 1000 },
        {
          tenantId: 1,
          bizType: 'appRequest',
          bizId: 'b0f5a3e2-0000-4000-8000-000000000001',
          applicantId: 2,
          title: 'App / App · Taxi',
          summary: '',
        },
      )
      await db
        .insertInto('vendor_api_approval')
        .values({
          tenant_id: 1,
          app_code: 'expenses',
          reference: 'exp-1',
          approval_id: instance.id,
          user_id: 2,
          created_at: 1000,
        })
        .execute()
      await migration.up(db)
      expect(
        await db
          .selectFrom('vendor_api_approval')
          .select(['biz_id', 'title', 'amount', 'app_title_zh', 'app_title_en'])
          .execute(),
      ).toEqual([
        {
          biz_id: 'b0f5a3e2-0000-4000-8000-000000000001',
          title: null,
          amount: null,
          app_title_zh: null,
          app_title_en: null,
        },
      ])
    } finally {
      await db.destroy()
    }
  })
})
