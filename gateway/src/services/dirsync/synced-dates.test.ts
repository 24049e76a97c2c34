import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { directoryChecks } from './test-helpers'
import { startWecomFixture, type WecomFixture } from './wecom-fixture'

// A person directory sync creates with the entry date and the date work began WeCom keeps in the custom attributes
// 入职日期 and 参加工作时间 gets the statutory annual leave of a joiner at once, and a later change of the date work began
// on WeCom corrects it. Worked by hand from the statutory rules (leave/entitlement/statutory.ts, hr-rules-cn.md):
// work began 2010-03-01, joined 2026-07-01: 16 years of work, 10 days a year; 184 calendar days from 1 July to
// 31 December; 184 ÷ 365 × 10 = 5.04, the fraction dropped: 5 days. Work began 2000-03-01: 26 years, 15 days a year;
// 184 ÷ 365 × 15 = 7.56: 7 days.

/** 15 August 2026, noon in Beijing: the sync runs after the person joined. */
const AUGUST_15 = Date.UTC(2026, 7, 15, 4)

describe('directory sync: the entry date and the date work began decide the annual leave', () => {
  let fx: WecomFixture
  let gateway: TestGateway
  const { db, staffWith } = directoryChecks(() => gateway)

  beforeAll(async () => {
    fx = await startWecomFixture()
    ;({ gateway } = fx)
    gateway.setNow(AUGUST_15)
  }, 60_000)
  afterAll(() => fx?.close())

  /** The person's annual leave entitlement of 2026 in days, as the ledger explains it. */
  const annualDays = async (employeeId: number) => {
    const account = await db()
      .selectFrom('app_user')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow()
    const row = await db()
      .selectFrom('leave_ledger')
      .select((eb) => eb.fn.sum<number>('amount').as('amount'))
      .where('tenant_id', '=', 1)
      .where('user_id', '=', account.id)
      .where('year', '=', 2026)
      .where('type_code', '=', 'annual')
      .executeTakeFirstOrThrow()
    return Number(row.amount ?? 0) / 100
  }
  const workStartOf = async (employeeId: number) => {
    const profile = await db()
      .selectFrom('employee_profile')
      .select('work_start_date')
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow()
    return profile.work_start_date === null
      ? null
      : new Date(Number(profile.work_start_date)).toISOString().slice(0, 10)
  }

  it('creates the person with both dates and the prorated statutory annual leave of the rest of 2026', async () => {
    const added = await fx.console({
      action: 'addMember',
      userId: 'zhoujiu',
      name: '周九',
      mobile: '13700000019',
      departmentId: 4,
      position: '销售代表',
      entryDate: '2026-07-01',
      workStartDate: '2010-03-01',
    })
    expect(added.ok).not.toBe(false)
    const run = await fx.fullSync()
    expect(run.status).toBe('done')
    const person = await staffWith('13700000019')
    expect(new Date(Number(person!.entry_date)).toISOString().slice(0, 10)).toBe('2026-07-01')
    expect(await workStartOf(person!.id)).toBe('2010-03-01')
    expect(await annualDays(person!.id)).toBe(5)
  })

  it('corrects the leave when WeCom changes the date work began', async () => {
    await fx.console({ action: 'updateMember', userId: 'zhoujiu', workStartDate: '2000-03-01' })
    const run = await fx.fullSync()
    expect(run.counts.updated).toBeGreaterThanOrEqual(1)
    const person = await staffWith('13700000019')
    expect(await workStartOf(person!.id)).toBe('2000-03-01')
    expect(await annualDays(person!.id)).toBe(7)
  })

  it('refuses a date work began after the entry date, says why on the record and audits it', async () => {
    await fx.console({ action: 'updateMember', userId: 'zhoujiu', workStartDate: '2026-09-01' })
    const run = await fx.fullSync()
    const person = await staffWith('13700000019')
    expect(await workStartOf(person!.id)).toBe('2000-03-01')
    expect(await annualDays(person!.id)).toBe(7)
    const records = (await fx.post('sync/records', { runId: run.id })).result as Array<{
      platformId: string
      reason: string
    }>
    expect(records.find((record) => record.platformId === 'zhoujiu')?.reason).toBe(
      "The date work began (2026-09-01) would be after the entry date (2026-07-01): the platform's date was not taken",
    )
    const audit = await db()
      .selectFrom('dirsync_audit')
      .select('detail')
      .where('tenant_id', '=', 1)
      .where('action', '=', 'member.dateRefused')
      .execute()
    expect(audit.map((row) => JSON.parse(row.detail))).toContainEqual(
      expect.objectContaining({ memberId: 'zhoujiu', workStart: '2026-09-01', entry: '2026-07-01' }),
    )
  })
})
