import { expect } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { setFixtureEmployment } from '../../people'
import type { LineDetail } from '../types'
import { calculateRun } from './calculate'
import { lockRun } from './lock'
import { providers, type PayrollProviders } from './providers'

export const S = '/gateway/salary/web'
export const at = (instant: string) => Date.parse(instant)
export const GROUP = 77
export const actor = { id: 1, name: 'HR' }

/** No social insurance, so the tax is on the wages alone: every other provider is the real one. */
export const use: PayrollProviders = { ...providers, contributionsOf: async () => new Map() }

export type Who = 'raise' | 'joiner' | 'twice' | 'cut'

// A group paying base pay only, prorated by calendar days; four people on 8,000 a month from 2024. April 2026 is
// locked and May published with 8,000; in June HR enters profile rows from April: 9,000 for `raise`, `joiner` (joined
// 16 April: April paid 15 of 30 days, 4,000) and `twice`, 7,000 for `cut`. Nobody else of the tenant has a withholding
// record this year, so every cumulative figure starts in April (5,000 a month from April; no deductions declared).
export async function backPayWorld() {
  let gateway = undefined as unknown as TestGateway
  const people = {} as Record<Who, number>
  const runs: Record<string, number> = {}

  const lineOf = async (month: string, who: Who) => {
    const line = await gateway.ctx.db
      .selectFrom('salary_line')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('run_id', '=', runs[month])
      .where('employee_id', '=', people[who])
      .executeTakeFirstOrThrow()
    return { ...line, detail: JSON.parse(line.detail) as LineDetail }
  }
  const arrearsOf = async (month: string, who: Who) =>
    (await lineOf(month, who)).detail.items
      .filter((item) => item.code.startsWith('arrears:'))
      .map((item) => [item.nameEn, item.amount])
  const setProfile = async (who: Who, month: string, baseFen: number, now: number) => {
    const db = gateway.ctx.db
    await db
      .deleteFrom('salary_profile')
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', people[who])
      .where('effective_month', '=', month)
      .execute()
    await db
      .insertInto('salary_profile')
      .values({
        tenant_id: 1,
        employee_id: people[who],
        effective_month: month,
        base_fen: baseFen,
        allowances: '{}',
        bank_name: '招商银行',
        bank_account: '6225880012345678',
        cost_centre: '',
        reason: 'test',
        changed_by: 1,
        changed_at: now,
      })
      .execute()
  }
  /** Locks the month's attendance, creates the group's run and calculates it (at `now`, just after the month). */
  const calculate = async (month: string, now: number) => {
    gateway.setNow(now)
    const hr = await gateway.login('hr', 'Hr@123456789')
    expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month }, hr)).body.code).toBe(0)
    const created = (await gateway.post(`${S}/run/create`, { groupId: GROUP, month }, hr)).body
    expect(created.code).toBe(0)
    runs[month] = created.result.id
    await calculateRun(gateway.ctx.db, 1, runs[month], { actor, now, lang: 'en', providers: use })
  }
  const lock = (month: string, now: number) => lockRun(gateway.ctx.db, 1, runs[month], actor, 'ok', now, use)

  gateway = await startTestGateway()
  const db = gateway.ctx.db
  const staff = await db
    .selectFrom('employee')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('status', '=', 1)
    .orderBy('id')
    .limit(4)
    .execute()
  ;(['raise', 'joiner', 'twice', 'cut'] as const).forEach((who, index) => {
    people[who] = staff[index].id
  })
  const ids = Object.values(people)
  for (const who of Object.keys(people) as Who[])
    await setFixtureEmployment(db, 1, people[who], {
      entry_date: at(who === 'joiner' ? '2026-04-16' : '2020-01-06'),
      leave_date: null,
    })
  const base = await db
    .selectFrom('salary_item')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('code', '=', 'base')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('salary_group')
    .values({ tenant_id: 1, id: GROUP, name: 'Back pay', pay_day: 10, updated_at: 0, proration: 'calendarDays' })
    .execute()
  await db.insertInto('salary_group_item').values({ tenant_id: 1, group_id: GROUP, item_id: base.id }).execute()
  await db
    .insertInto('salary_group_member')
    .values(ids.map((id) => ({ tenant_id: 1, group_id: GROUP, organ_id: null, employee_id: id })))
    .execute()
  await db.deleteFrom('salary_profile').where('tenant_id', '=', 1).where('employee_id', 'in', ids).execute()
  await db.deleteFrom('etax_withholding').where('tenant_id', '=', 1).execute()
  await db.deleteFrom('etax_deduction').where('tenant_id', '=', 1).where('employee_id', 'in', ids).execute()
  const early = at('2026-04-01T02:00:00Z')
  for (const who of Object.keys(people) as Who[]) await setProfile(who, '2024-01', 800_000, early)

  await calculate('2026-04', at('2026-05-06T02:00:00Z'))
  await lock('2026-04', at('2026-05-07T02:00:00Z'))
  await calculate('2026-05', at('2026-06-03T02:00:00Z'))
  await lock('2026-05', at('2026-06-04T02:00:00Z'))
  await db.updateTable('salary_run').set({ status: 'published' }).where('id', '=', runs['2026-05']).execute()
  // Entered in June, in force from April.
  const june = at('2026-06-08T02:00:00Z')
  for (const who of ['raise', 'joiner', 'twice'] as const) await setProfile(who, '2026-04', 900_000, june)
  await setProfile('cut', '2026-04', 700_000, june)
  await calculate('2026-06', at('2026-07-03T02:00:00Z'))
  return { gateway, people, runs, lineOf, arrearsOf, setProfile, calculate, lock }
}
