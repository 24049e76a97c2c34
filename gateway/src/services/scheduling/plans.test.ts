import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import type { Db } from '../../core/db/types'
import { migrateAll } from '../../testing/migrate-all'
import { createTestDatabase, testServerUrl } from '../../testing/pg-database'
import { tempDir } from '../../testing/temp-dir'
import { type dayPlansOf, plansOf, workingDaysOf } from '.'

const T = 7
const shift = (id: number, name: string, start: string, end: string) => ({
  tenant_id: T,
  id,
  name_zh: name,
  name_en: name,
  start_time: start,
  end_time: end,
  sort: id,
  breaks: JSON.stringify([{ start: '12:00', end: '13:00' }]),
  flex_minutes: 30,
  late_grace_minutes: 5,
  early_grace_minutes: 5,
  absent_after_minutes: 240,
  min_hours: 4,
})
const person = (id: number, organ_id: number) => ({
  id,
  tenant_id: T,
  organ_id,
  gangwei_id: 1,
  zhiwei_id: 1,
  name: `P${id}`,
  job_number: `J${id}`,
  phone: '',
  email: '',
  gender: 1,
  entry_date: 0,
  leave_date: null,
  status: 1,
})

/** A tenant of its own: the company (10) with department A (11) and its sub-department (12), and department B (13). */
async function seedTenant(db: Db): Promise<void> {
  await db.insertInto('company').values({ id: T, name: 'Plans Co.' }).execute()
  await db.insertInto('tenant').values({ id: T, company_id: T, name: 'Plans', code: 'plans' }).execute()
  await db
    .insertInto('organ')
    .values([
      { id: 10, tenant_id: T, parent_id: null, name: 'Co', code: 'C', level: 1, sort: 0 },
      { id: 11, tenant_id: T, parent_id: 10, name: 'A', code: 'A', level: 2, sort: 0 },
      { id: 12, tenant_id: T, parent_id: 11, name: 'A1', code: 'A1', level: 3, sort: 0 },
      { id: 13, tenant_id: T, parent_id: 10, name: 'B', code: 'B', level: 2, sort: 1 },
    ])
    .execute()
  await db.insertInto('zhilei').values({ id: 1, tenant_id: T, name: 'Staff' }).execute()
  await db.insertInto('zhiwei').values({ id: 1, tenant_id: T, zhilei_id: 1, name: 'Clerk' }).execute()
  await db.insertInto('gangwei').values({ id: 1, tenant_id: T, organ_id: 10, zhiwei_id: 1, name: 'Clerk' }).execute()
  // 101 in A's sub-department, 102 in A with a row of their own, 103 in B (no group), 104 on the roster.
  await db
    .insertInto('employee')
    .values([person(101, 12), person(102, 11), person(103, 13), person(104, 13)])
    .execute()
  await db
    .insertInto('shift')
    .values([shift(1, 'Day', '09:00', '18:00'), shift(2, 'Night', '22:00', '06:00')])
    .execute()
  await db
    .insertInto('work_calendar')
    .values([
      {
        tenant_id: T,
        id: 1,
        name_zh: '中国大陆',
        name_en: 'Mainland China',
        time_zone: 'Asia/Shanghai',
        is_default: 1,
      },
      { tenant_id: T, id: 2, name_zh: '新加坡', name_en: 'Singapore', time_zone: 'Asia/Singapore', is_default: 0 },
    ])
    .execute()
  await db
    .insertInto('calendar_day')
    .values([
      { tenant_id: T, calendar_id: 1, day: '2026-10-01', kind: 'holiday', name_zh: '国庆节', name_en: 'National Day' },
      {
        tenant_id: T,
        calendar_id: 1,
        day: '2026-10-10',
        kind: 'workday',
        name_zh: '国庆节调休上班',
        name_en: 'National Day make-up day',
      },
    ])
    .execute()
  await db
    .insertInto('att_group')
    .values([
      { tenant_id: T, id: 1, name: 'Office', calendar_id: 1, mode: 'fixed', week: '[1,1,1,1,1,0,0]' },
      { tenant_id: T, id: 2, name: 'Nights', calendar_id: 2, mode: 'fixed', week: '[2,2,2,2,0,0,0]' },
      { tenant_id: T, id: 3, name: 'Roster', calendar_id: 1, mode: 'roster', week: '[0,0,0,0,0,0,0]' },
    ])
    .execute()
  await db
    .insertInto('att_group_member')
    .values([
      { tenant_id: T, group_id: 1, organ_id: 11, employee_id: null },
      { tenant_id: T, group_id: 2, organ_id: null, employee_id: 102 },
      { tenant_id: T, group_id: 3, organ_id: null, employee_id: 104 },
    ])
    .execute()
  await db
    .insertInto('shift_roster')
    .values([
      { tenant_id: T, employee_id: 104, day: '2026-10-03', shift_id: 2 },
      { tenant_id: T, employee_id: 104, day: '2026-10-05', shift_id: null },
      // A roster row of someone in a fixed group is not read.
      { tenant_id: T, employee_id: 101, day: '2026-10-02', shift_id: 2 },
    ])
    .execute()
}

describe('plans of people and days (plansOf, workingDaysOf)', () => {
  const dir = tempDir()
  const server = testServerUrl()
  let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | null = null
  let db: Db
  let plans: Map<number, Awaited<ReturnType<typeof dayPlansOf>>>
  const on = (id: number, day: string) => plans.get(id)!.find((p) => p.day === day)!
  const brief = (id: number, day: string) => {
    const p = on(id, day)
    return [p.kind, p.shift?.id ?? null, p.groupId, p.calendarId]
  }

  beforeAll(async () => {
    pgDatabase = server ? await createTestDatabase(server) : null
    db = openDatabase({ databaseUrl: pgDatabase?.url ?? null, dataDir: dir.path })
    await migrateAll(db)
    await seedTenant(db)
    plans = await plansOf(db, T, [101, 102, 103, 104, 999], '2026-09-28', '2026-10-11')
  })
  afterAll(async () => {
    await db?.destroy()
    await pgDatabase?.drop()
    dir.remove()
  })

  it('answers every day of the range for the people of the tenant, and leaves others out', () => {
    expect([...plans.keys()].sort()).toEqual([101, 102, 103, 104])
    expect(plans.get(101)!.map((p) => p.day)).toHaveLength(14)
  })

  it('makes a public holiday a holiday with its name, and a make-up weekend a working day', () => {
    expect(on(101, '2026-10-01')).toMatchObject({
      kind: 'holiday',
      shift: null,
      holidayName: { zh: '国庆节', en: 'National Day' },
      timeZone: 'Asia/Shanghai',
    })
    expect(brief(101, '2026-10-10')).toEqual(['work', 1, 1, 1])
    expect(on(101, '2026-10-10').makeUpName).toEqual({ zh: '国庆节调休上班', en: 'National Day make-up day' })
    expect(brief(101, '2026-10-11')).toEqual(['rest', null, 1, 1])
    expect(on(101, '2026-10-09').makeUpName).toBeUndefined()
  })

  it("covers a sub-department by its department's row and follows the fixed pattern (not the roster)", () => {
    expect(brief(101, '2026-10-02')).toEqual(['work', 1, 1, 1])
    expect(brief(101, '2026-10-03')).toEqual(['rest', null, 1, 1])
    expect(on(101, '2026-10-02').shift).toMatchObject({
      start: '09:00',
      end: '18:00',
      breaks: [{ start: '12:00', end: '13:00' }],
      flexMinutes: 30,
      lateGraceMinutes: 5,
      minHours: 4,
    })
  })

  it("lets a person's own row beat their department's, with that group's calendar and time zone", () => {
    expect(brief(102, '2026-10-01')).toEqual(['work', 2, 2, 2])
    expect(brief(102, '2026-10-02')).toEqual(['rest', null, 2, 2])
    expect(on(102, '2026-10-01').timeZone).toBe('Asia/Singapore')
  })

  it('plans a roster group from the roster: a row with a shift is work, a rest row or no row is rest, a holiday stays a holiday', () => {
    expect(brief(104, '2026-10-03')).toEqual(['work', 2, 3, 1])
    expect(brief(104, '2026-10-05')).toEqual(['rest', null, 3, 1])
    expect(brief(104, '2026-10-06')).toEqual(['rest', null, 3, 1])
    expect(brief(104, '2026-10-01')[0]).toBe('holiday')
  })

  it('plans someone in no group on the default calendar, Monday to Friday, on the first shift', () => {
    expect(brief(103, '2026-09-30')).toEqual(['work', 1, null, 1])
    expect(brief(103, '2026-10-01')[0]).toBe('holiday')
    expect(brief(103, '2026-10-04')).toEqual(['rest', null, null, 1])
    expect(brief(103, '2026-10-10')).toEqual(['work', 1, null, 1])
  })

  it("plans one person read alone (their roster rows and overrides read by the one person's query) as read with others", async () => {
    await db
      .insertInto('shift_override')
      .values([
        { tenant_id: T, employee_id: 101, day: '2026-09-30', shift_id: 2, swap_id: 's1' },
        { tenant_id: T, employee_id: 101, day: '2026-10-08', shift_id: null, swap_id: 's2' },
        { tenant_id: T, employee_id: 102, day: '2026-10-09', shift_id: 1, swap_id: 's3' },
        // Another tenant's override of the same person and day is not read.
        { tenant_id: T + 1, employee_id: 101, day: '2026-10-09', shift_id: 1, swap_id: 's4' },
      ])
      .execute()
    try {
      for (const [from, to] of [
        ['2026-09-28', '2026-10-11'],
        ['2026-10-01', '2026-10-31'],
        ['2026-09-30', '2026-09-30'],
      ] as const) {
        const together = await plansOf(db, T, [101, 102, 103, 104, 999], from, to)
        for (const id of [101, 102, 103, 104, 999])
          expect((await plansOf(db, T, [id], from, to)).get(id), `${id} ${from}`).toEqual(together.get(id))
      }
      expect((await plansOf(db, T, [101], '2026-10-08', '2026-10-08')).get(101)!.map((plan) => plan.kind)).toEqual([
        'rest',
      ])
    } finally {
      await db.deleteFrom('shift_override').execute()
    }
  })

  it('counts leave days on working days only: a holiday inside is not counted, a make-up weekend is', async () => {
    const span = { startDate: '2026-09-28', startHalf: 'am', endDate: '2026-10-10', endHalf: 'pm' } as const
    // Sep 28–30 (3), Oct 1 holiday, Oct 2 (1), Oct 3–4 weekend, Oct 5–9 (5), Oct 10 make-up Saturday (1).
    expect(await workingDaysOf(db, T, 101, span)).toBe(10)
    expect(await workingDaysOf(db, T, 101, { ...span, startHalf: 'pm', endDate: '2026-10-01', endHalf: 'pm' })).toBe(
      2.5,
    )
    expect(await workingDaysOf(db, T, null, span)).toBe(10)
    // Another calendar (no holidays, no make-up days) and a Monday-to-Thursday pattern.
    expect(await workingDaysOf(db, T, 102, span)).toBe(8)
    expect(await workingDaysOf(db, T, 101, { ...span, endDate: '2026-09-27' })).toBeNull()
    expect(
      await workingDaysOf(db, T, 101, {
        startDate: '2026-10-01',
        startHalf: 'am',
        endDate: '2026-10-01',
        endHalf: 'pm',
      }),
    ).toBe(0)
  })

  // How long it takes is a figure of the attendance-month benchmark (tests/bench), not an assertion here.
  it('plans 10,000 people over a month in one batch', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => person(10_000 + i, i % 3 === 0 ? 12 : 13))
    for (let i = 0; i < many.length; i += 500)
      await db
        .insertInto('employee')
        .values(many.slice(i, i + 500))
        .execute()
    await db
      .insertInto('att_group_member')
      .values(
        many
          .filter((_, i) => i % 7 === 0)
          .map((p) => ({ tenant_id: T, group_id: 3, organ_id: null, employee_id: p.id })),
      )
      .execute()
    const result = await plansOf(
      db,
      T,
      many.map((p) => p.id),
      '2026-10-01',
      '2026-10-31',
    )
    expect(result.size).toBe(10_000)
    expect(result.get(10_000)!).toHaveLength(31)
  })
})
