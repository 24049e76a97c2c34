import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { insertRun, SAMPLE_DETAIL } from '../payslip/testing'
import { earlierRunOf, linesOf } from './review'

const S = '/gateway/salary/web'

describe("the review's earlier month", () => {
  let gateway: TestGateway
  let hr: string
  let people: Array<{ id: number; organ_id: number }>
  const runOf = (id: number) =>
    gateway.ctx.db
      .selectFrom('salary_run')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    const db = gateway.ctx.db
    people = await db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .limit(3)
      .execute()
    const lines = people.map((p) => ({ employeeId: p.id, organId: p.organ_id }))
    // Group 31: its first month (May) alone. Group 32: April, then May with one person more (and one a year's
    // second bonus, added to wages). Group 33: February, then May (no run for April).
    await insertRun(db, { tenantId: 1, id: 301, month: '2026-05', status: 'calculated', groupId: 31 }, lines)
    await insertRun(db, { tenantId: 1, id: 320, month: '2026-04', status: 'published', groupId: 32 }, lines.slice(0, 2))
    await insertRun(db, { tenantId: 1, id: 321, month: '2026-05', status: 'calculated', groupId: 32 }, lines)
    await insertRun(db, { tenantId: 1, id: 330, month: '2026-02', status: 'published', groupId: 33 }, lines)
    await insertRun(db, { tenantId: 1, id: 331, month: '2026-05', status: 'calculated', groupId: 33 }, lines)
    // Last month's net pay of the two people April paid, as the calculation writes it.
    await db
      .updateTable('salary_line')
      .set({ previous_net_fen: 1_245_478 })
      .where('tenant_id', '=', 1)
      .where('run_id', '=', 321)
      .where('employee_id', 'in', [people[0].id, people[1].id])
      .execute()
    const added = { amount: '24000.00', method: 'combined', tax: '0.00', separateIn: '2026-01' }
    await db
      .updateTable('salary_line')
      .set({ detail: JSON.stringify({ ...SAMPLE_DETAIL, tax: { ...SAMPLE_DETAIL.tax, bonus: added } }) })
      .where('tenant_id', '=', 1)
      .where('run_id', '=', 321)
      .where('employee_id', '=', people[1].id)
      .execute()
  }, 60_000)
  afterAll(() => gateway.close())

  it("says a group's first month has no earlier month and counts and flags no one as new", async () => {
    const lines = await linesOf(gateway.ctx.db, await runOf(301), { page: 1, rows: 50 })
    expect(lines.earlier).toBeNull()
    expect(lines.new).toBe(0)
    expect(lines.rows.map((row) => row.flag)).toEqual([null, null, null])
    expect((await linesOf(gateway.ctx.db, await runOf(301), { page: 1, rows: 50, flaggedOnly: true })).total).toBe(0)
  })

  it('compares with the month before and flags only the person who had no line in it as new', async () => {
    const lines = await linesOf(gateway.ctx.db, await runOf(321), { page: 1, rows: 50 })
    expect(lines.earlier).toBe('2026-04')
    expect(lines.new).toBe(1)
    const flags = Object.fromEntries(lines.rows.map((row) => [row.employeeId, row.flag]))
    expect(flags).toEqual({ [people[0].id]: null, [people[1].id]: null, [people[2].id]: 'new' })
  })

  it('has no earlier month after a gap: an older run is not "the month before"', async () => {
    expect(await earlierRunOf(gateway.ctx.db, 1, 33, '2026-05')).toBeNull()
    const lines = await linesOf(gateway.ctx.db, await runOf(331), { page: 1, rows: 50 })
    expect([lines.earlier, lines.new]).toEqual([null, 0])
  })

  it('gives the run page and the approval page the same month before', async () => {
    for (const [id, month] of [
      [301, null],
      [321, '2026-04'],
      [331, null],
    ] as const) {
      const detail = (await gateway.post(`${S}/run/detail`, { id }, hr)).body
      const approval = (await gateway.post(`${S}/run/approval`, { id }, hr)).body
      expect(detail.code, detail.msg).toBe(0)
      expect(approval.code, approval.msg).toBe(0)
      expect(detail.result.previous?.month ?? null, `run ${id}`).toBe(month)
      expect(approval.result.previous?.month ?? null, `run ${id}`).toBe(month)
      expect(approval.result.lines.earlier).toBe(month)
    }
  })

  it('notes on the line a bonus added to wages because one was already taxed on its own that year', async () => {
    const answer = (await gateway.post(`${S}/run/lines`, { id: 321 }, hr)).body.result
    const byId = Object.fromEntries(
      answer.rows.map((row: { employeeId: number; bonusAdded: unknown }) => [row.employeeId, row.bonusAdded]),
    )
    expect(byId[people[1].id]).toEqual({ amount: '24000.00', separateIn: '2026-01' })
    expect(byId[people[0].id]).toBeNull()
  })
})
