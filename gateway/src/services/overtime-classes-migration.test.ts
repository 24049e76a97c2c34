import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import { migrateToLatest } from '../core/db/migrate'
import { tempDir } from '../testing/temp-dir'
import { allMigrations } from './migrations'

const overtime = (id: string, day: string, dayKind: string | null, credited: number, status = 'approved') => ({
  tenant_id: 1,
  id,
  user_id: 2,
  day,
  start_time: '09:00',
  end_time: '12:00',
  hours: 3,
  timing: 'after',
  reason: 'x',
  status,
  day_kind: dayKind,
  credited_hours: credited,
  instance_id: null,
  created_at: 0,
})
const item = (id: number, code: string, formula: string) => ({
  tenant_id: 1,
  id,
  code,
  name_zh: code,
  name_en: code,
  kind: 'earning',
  source: 'formula',
  formula,
  taxable: 1,
  annual_bonus: 0,
  on_payslip: 1,
  sort: id,
})

describe('migrations 129 (overtime by the law) on a database with holidays, overtime and salary items', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('classifies holidays, approved overtime and the one-rate overtime item of existing data', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path }) as any
    try {
      const all = allMigrations()
      await migrateToLatest(db, Object.fromEntries(Object.entries(all).filter(([name]) => name < '129')))
      const day = (d: string, kind: string) => ({
        tenant_id: 1,
        calendar_id: 1,
        day: d,
        kind,
        name_zh: '国庆节',
        name_en: 'National Day',
      })
      await db
        .insertInto('calendar_day')
        .values([day('2026-10-01', 'holiday'), day('2026-10-04', 'holiday'), day('2026-10-10', 'workday')])
        .execute()
      await db
        .insertInto('overtime_request')
        .values([
          overtime('statutory', '2026-10-01', 'holiday', 3),
          overtime('bridged', '2026-10-04', 'holiday', 3),
          overtime('weekend', '2026-10-11', 'rest', 0),
          overtime('working', '2026-10-12', 'work', 0),
          overtime('pending', '2026-10-13', null, 0, 'pending'),
        ])
        .execute()
      await db
        .insertInto('salary_item')
        .values([item(4, 'overtimePay', 'base / 21.75 / 8 * overtimeHours * 1.5'), item(9, 'bonus', '')])
        .execute()
      await db.insertInto('salary_group_item').values({ tenant_id: 1, group_id: 3, item_id: 4 }).execute()
      await migrateToLatest(db, all)

      const days = await db.selectFrom('calendar_day').select(['day', 'statutory']).orderBy('day').execute()
      expect(days.map((d: { day: string; statutory: number }) => [d.day, Number(d.statutory)])).toEqual([
        ['2026-10-01', 1],
        ['2026-10-04', 0],
        ['2026-10-10', 0],
      ])
      const rows = await db
        .selectFrom('overtime_request')
        .select(['id', 'pay_class', 'compensation'])
        .orderBy('id')
        .execute()
      expect(rows).toEqual([
        { id: 'bridged', pay_class: 'restDay', compensation: 'timeOff' },
        { id: 'pending', pay_class: null, compensation: null },
        { id: 'statutory', pay_class: 'statutory', compensation: 'pay' },
        { id: 'weekend', pay_class: 'restDay', compensation: 'pay' },
        { id: 'working', pay_class: 'workday', compensation: 'pay' },
      ])
      const policy = await db.selectFrom('leave_setting').selectAll().execute()
      expect(policy).toEqual([])
      const items = await db.selectFrom('salary_item').select(['id', 'code', 'formula']).orderBy('id').execute()
      expect(items).toEqual([
        { id: 4, code: 'overtimePay', formula: 'hourlyWage * overtimeWorkdayHours * overtimeWorkdayRate' },
        { id: 9, code: 'bonus', formula: '' },
        { id: 10, code: 'overtimeRestDay', formula: 'hourlyWage * overtimeRestDayHours * overtimeRestDayRate' },
        { id: 11, code: 'overtimeHoliday', formula: 'hourlyWage * overtimeHolidayHours * overtimeHolidayRate' },
      ])
      const grouped = await db
        .selectFrom('salary_group_item')
        .select(['group_id', 'item_id'])
        .orderBy('item_id')
        .execute()
      expect(grouped).toEqual([
        { group_id: 3, item_id: 4 },
        { group_id: 3, item_id: 10 },
        { group_id: 3, item_id: 11 },
      ])
    } finally {
      await db.destroy()
    }
  })
})
