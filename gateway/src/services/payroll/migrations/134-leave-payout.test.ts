import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../core/db/database'
import { migrateToLatest } from '../../../core/db/migrate'
import { tempDir } from '../../../testing/temp-dir'
import { allMigrations } from '../../migrations'

// Migration 134 gives every tenant with payroll set up the item paying untaken annual leave, in each group paying base.

describe('migration 134: untaken annual leave pay', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it("adds the item to a tenant paying base, in base's groups, and gives every tenant the 200 % rate", async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    try {
      const all = allMigrations()
      const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < '134'))
      await migrateToLatest(db, before)
      const item = {
        kind: 'earning' as const,
        source: 'fixed' as const,
        formula: '',
        taxable: 1,
        annual_bonus: 0,
        on_payslip: 1,
      }
      await db
        .insertInto('salary_item')
        .values([
          { ...item, tenant_id: 7, id: 1, code: 'base', name_zh: '基本工资', name_en: 'Base pay', sort: 1 },
          { ...item, tenant_id: 7, id: 4, code: 'meal', name_zh: '餐补', name_en: 'Meal', sort: 3 },
          { ...item, tenant_id: 8, id: 1, code: 'meal', name_zh: '餐补', name_en: 'Meal', sort: 1 },
        ])
        .execute()
      await db
        .insertInto('salary_group_item')
        .values([
          { tenant_id: 7, group_id: 2, item_id: 1 },
          { tenant_id: 7, group_id: 3, item_id: 4 },
        ])
        .execute()
      await db
        .insertInto('salary_overtime_rate')
        .values({ tenant_id: 7, workday_pct: 150, rest_day_pct: 200, statutory_pct: 300, updated_by: 1, updated_at: 0 })
        .execute()
      await migrateToLatest(db, all)
      const added = await db.selectFrom('salary_item').selectAll().where('code', '=', 'leavePayout').execute()
      expect(added).toEqual([
        expect.objectContaining({
          tenant_id: 7,
          id: 5,
          sort: 4,
          name_zh: '未休年假工资',
          name_en: 'Untaken annual leave pay',
          kind: 'earning',
          source: 'formula',
          formula: 'dailyWage * leavePayoutDays * leavePayoutRate',
        }),
      ])
      const groups = await db.selectFrom('salary_group_item').selectAll().where('item_id', '=', 5).execute()
      expect(groups).toEqual([{ tenant_id: 7, group_id: 2, item_id: 5 }])
      const rate = await db.selectFrom('salary_overtime_rate').selectAll().executeTakeFirstOrThrow()
      expect(Number(rate.leave_payout_pct)).toBe(200)
    } finally {
      await db.destroy()
    }
  })
})
