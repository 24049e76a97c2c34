import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { peopleOfGroup } from '../groups/membership'
import { insertRun } from '../payslip/testing'

const S = '/gateway/salary/web'
const en = { 'accept-language': 'en' }
/** Thursday 2 April 2026, 10:00 in Shanghai: March is over and its attendance may be locked. */
const APRIL = Date.parse('2026-04-02T02:00:00Z')
const day = (date: string) => Date.parse(`${date}T00:00:00Z`)

type Item = { code: string; amount: string }

// March 2026 has 31 days and 22 working days on the demo's Monday-to-Friday calendar (no holiday); February 28 days.
// Every person's profile: base pay 10,000, meal 300 and transport 200 a month.
describe("who a month's payroll run pays, and the part of the month a joiner or leaver is paid", () => {
  let gateway: TestGateway
  let hr: string
  let runId: number
  const people: Record<'full' | 'joiner' | 'leaver' | 'lateLeaver' | 'paidLeaver' | 'future' | 'noProfile', number> = {
    full: 0,
    joiner: 0,
    leaver: 0,
    lateLeaver: 0,
    paidLeaver: 0,
    future: 0,
    noProfile: 0,
  }
  const names = new Map<number, string>()

  const post = async (path: string, body: unknown) => (await gateway.post(`${S}${path}`, body, hr, en)).body
  /** The fixed items of a person's line in the March run. */
  const fixedPay = async (employeeId: number) => {
    const line = await gateway.ctx.db
      .selectFrom('salary_line')
      .select('detail')
      .where('tenant_id', '=', 1)
      .where('run_id', '=', runId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow()
    const items = (JSON.parse(line.detail) as { items: Item[] }).items
    return Object.fromEntries(
      ['base', 'meal', 'transport'].map((code) => [code, items.find((item) => item.code === code)?.amount]),
    )
  }
  /** The part of the month each line of the March run was paid, as the review's lines answer it. */
  const parts = async () => {
    const rows = (await post('/run/lines', { id: runId, rows: 50 })).result.rows as Array<{
      employeeId: number
      proration: unknown
    }>
    return new Map(rows.map((row) => [row.employeeId, row.proration]))
  }
  const paidIn = async (id: number) =>
    (
      await gateway.ctx.db
        .selectFrom('salary_line')
        .select('employee_id')
        .where('tenant_id', '=', 1)
        .where('run_id', '=', id)
        .execute()
    ).map((line) => line.employee_id)

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(APRIL)
    hr = await gateway.login('hr', 'Hr@123456789')
    const db = gateway.ctx.db
    const staff = await db
      .selectFrom('employee')
      .select(['id', 'name', 'organ_id'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(7)
      .execute()
    const keys = Object.keys(people) as (keyof typeof people)[]
    keys.forEach((key, index) => {
      people[key] = staff[index].id
      names.set(staff[index].id, staff[index].name)
    })
    const dates: Record<keyof typeof people, { entry: string; leave?: string }> = {
      full: { entry: '2020-01-06' },
      joiner: { entry: '2026-03-16' },
      leaver: { entry: '2020-01-06', leave: '2026-03-10' },
      lateLeaver: { entry: '2020-01-06', leave: '2026-02-20' },
      paidLeaver: { entry: '2020-01-06', leave: '2026-02-10' },
      future: { entry: '2026-04-01' },
      noProfile: { entry: '2020-01-06' },
    }
    for (const key of keys) {
      const { entry, leave } = dates[key]
      await db
        .updateTable('employee')
        .set({ entry_date: day(entry), leave_date: leave ? day(leave) : null, status: leave ? 2 : 1 })
        .where('id', '=', people[key])
        .execute()
    }
    // The demo's whole-company group pays these seven people only, by name.
    await db.deleteFrom('salary_group_member').where('tenant_id', '=', 1).where('group_id', '=', 1).execute()
    await db
      .insertInto('salary_group_member')
      .values(keys.map((key) => ({ tenant_id: 1, group_id: 1, organ_id: null, employee_id: people[key] })))
      .execute()
    await db
      .deleteFrom('salary_profile')
      .where('tenant_id', '=', 1)
      .where(
        'employee_id',
        'in',
        keys.map((key) => people[key]),
      )
      .execute()
    await db
      .insertInto('salary_profile')
      .values(
        keys
          .filter((key) => key !== 'noProfile')
          .map((key) => ({
            tenant_id: 1,
            employee_id: people[key],
            effective_month: '2024-01',
            base_fen: 1_000_000,
            allowances: JSON.stringify({ meal: '300.00', transport: '200.00' }),
            bank_name: '招商银行',
            bank_account: '6225880012345678',
            cost_centre: '',
            reason: 'test',
            changed_by: 1,
            changed_at: APRIL,
          })),
      )
      .execute()
    // February's run of the group paid the leaver of 10 February, not the one of 20 February (not yet recorded then).
    const organ = staff.find((person) => person.id === people.paidLeaver)!.organ_id
    await insertRun(db, { tenantId: 1, id: 900, month: '2026-02', status: 'published', groupId: 1 }, [
      { employeeId: people.paidLeaver, organId: organ },
    ])
    expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month: '2026-03' }, hr)).body.code).toBe(0)
    const created = await post('/run/create', { groupId: 1, month: '2026-03' })
    expect(created.code).toBe(0)
    runId = created.result.id
  }, 120_000)
  afterAll(() => gateway.close())

  it('pays the people employed in the month and the late leaver, lists the one without a profile and calculates the rest', async () => {
    const answer = await post('/run/calculate', { id: runId })
    expect(answer.code).toBe(0)
    expect(answer.result.lines).toBe(4)
    expect((await paidIn(runId)).sort((a, b) => a - b)).toEqual(
      [people.full, people.joiner, people.leaver, people.lateLeaver].sort((a, b) => a - b),
    )
    expect(answer.result.warnings).toEqual([
      {
        employeeId: people.noProfile,
        code: 'noProfile',
        text: `${names.get(people.noProfile)} has no salary profile in force for 2026-03: not calculated, add one and calculate again`,
      },
    ])
  })

  it('prorates by working days by default: joined on the 16th 12 of 22, left on the 10th 7 of 22', async () => {
    expect(await fixedPay(people.full)).toEqual({ base: '10000.00', meal: '300.00', transport: '200.00' })
    // 10,000 × 12 ÷ 22 = 5,454.545…; 300 × 12 ÷ 22 = 163.636…; 200 × 12 ÷ 22 = 109.090…
    expect(await fixedPay(people.joiner)).toEqual({ base: '5454.55', meal: '163.64', transport: '109.09' })
    // 10,000 × 7 ÷ 22 = 3,181.818…; 300 × 7 ÷ 22 = 95.454…; 200 × 7 ÷ 22 = 63.636…
    expect(await fixedPay(people.leaver)).toEqual({ base: '3181.82', meal: '95.45', transport: '63.64' })
    // The review lists each part paid: the days employed and the share, by working days.
    const part = await parts()
    expect(part.get(people.full)).toBeNull()
    expect(part.get(people.joiner)).toEqual({
      from: '2026-03-16',
      to: '2026-03-31',
      employed: 12,
      total: 22,
      basis: 'workingDays',
    })
    expect(part.get(people.leaver)).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
      employed: 7,
      total: 22,
      basis: 'workingDays',
    })
  })

  it('prorates by calendar days when the group says so, the late leaver over their leave month', async () => {
    const group = (await post('/group/list', {})).result.find((one: { id: number }) => one.id === 1)
    expect(group.proration).toBe('workingDays')
    const saved = await post('/group/save', {
      id: 1,
      name: group.name,
      payDay: group.payDay,
      proration: 'calendarDays',
      organIds: [],
      employeeIds: Object.values(people),
      itemIds: group.itemIds,
    })
    expect(saved.code).toBe(0)
    // Calculated in Chinese this time: the problem is told in the user's language.
    const again = (await gateway.post(`${S}/run/calculate`, { id: runId }, hr)).body
    expect(again.result.warnings.map((warning: { text: string }) => warning.text)).toEqual([
      `${names.get(people.noProfile)} 在 2026-03 没有生效的薪资档案，未参与核算：请补充薪资档案后重新核算`,
    ])
    // 10,000 × 16 ÷ 31 = 5,161.290…; 300 × 16 ÷ 31 = 154.838…; 200 × 16 ÷ 31 = 103.225…
    expect(await fixedPay(people.joiner)).toEqual({ base: '5161.29', meal: '154.84', transport: '103.23' })
    // 10,000 × 10 ÷ 31 = 3,225.806…; 300 × 10 ÷ 31 = 96.774…; 200 × 10 ÷ 31 = 64.516…
    expect(await fixedPay(people.leaver)).toEqual({ base: '3225.81', meal: '96.77', transport: '64.52' })
    // Left on 20 February, paid now: 10,000 × 20 ÷ 28 = 7,142.857…; 300 × 20 ÷ 28 = 214.285…; 200 × 20 ÷ 28 = 142.857…
    expect(await fixedPay(people.lateLeaver)).toEqual({ base: '7142.86', meal: '214.29', transport: '142.86' })
    expect((await parts()).get(people.lateLeaver)).toEqual({
      from: '2026-02-01',
      to: '2026-02-20',
      employed: 20,
      total: 28,
      basis: 'calendarDays',
    })
    // The group's list still names its leavers, so saving it again keeps them.
    const listed = (await post('/group/list', {})).result.find((one: { id: number }) => one.id === 1)
    expect(listed.proration).toBe('calendarDays')
    expect(listed.people.map((person: { id: number }) => person.id)).toContain(people.leaver)
  })

  it('pays the joiner of the 1st in their first month, and no leaver again once a run of their leave month or later has', async () => {
    const april = await peopleOfGroup(gateway.ctx.db, 1, 1, '2026-04')
    // April pays the people on the job (the joiner of 1 April among them); every leaver was paid by March's run.
    expect(april.map((person) => person.id).sort((a, b) => a - b)).toEqual(
      [people.full, people.joiner, people.future, people.noProfile].sort((a, b) => a - b),
    )
  })
})
