import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activeStaffByOrgan } from '../organs'
import { runMovesDay } from './day-job'
import { M, type MovesWorld, startMovesWorld } from './moves-world'

describe('moves: transfers, promotions, position and salary changes through the workflow', () => {
  let { gateway, hr, admin, manager, ask, approve, employee, history, staffAndElsewhere } = {} as MovesWorld
  beforeAll(async () => {
    ;({ gateway, hr, admin, manager, ask, approve, employee, history, staffAndElsewhere } = await startMovesWorld())
  }, 60_000)
  afterAll(() => gateway.close())

  it('transfers someone dated today once HR approves: department, position and post change, history names the move', async () => {
    const { person, elsewhere } = await staffAndElsewhere(0)
    const asked = await ask({
      employeeId: person.id,
      kind: 'transfer',
      effectiveDate: '2026-11-10',
      organId: elsewhere.organ_id,
      gangweiId: elsewhere.id,
      reason: '业务调整',
    })
    expect(asked).toMatchObject({ code: 0, result: { status: 'pending', organId: elsewhere.organ_id } })
    expect(asked.result.organName).not.toBe('')
    expect((await employee(person.id)).organ_id).toBe(person.organ_id)
    const before = await activeStaffByOrgan(gateway.ctx.db, 1)
    expect(await approve(asked.result.instanceId)).toBe('approved')
    // The organisation tree counts the person in the new department.
    const after = await activeStaffByOrgan(gateway.ctx.db, 1)
    expect(after.get(elsewhere.organ_id)).toBe((before.get(elsewhere.organ_id) ?? 0) + 1)
    expect(after.get(person.organ_id) ?? 0).toBe((before.get(person.organ_id) ?? 0) - 1)
    const moved = await employee(person.id)
    expect([moved.organ_id, moved.gangwei_id, moved.zhiwei_id]).toEqual([
      elsewhere.organ_id,
      elsewhere.id,
      elsewhere.zhiwei_id,
    ])
    const kept = (await history(person.id)).filter((item) => item.cause === 'move')
    // Kept by what the reader sees: a position named as the old one in the other department shows no change of its own.
    expect(kept.map((item) => item.field)).toContain('organ')
    expect(kept.every((item) => item.refId === asked.result.id)).toBe(true)
    const listed = (await gateway.post(`${M}/list`, { employeeId: person.id }, hr)).body.result
    expect(listed[0]).toMatchObject({ id: asked.result.id, status: 'applied' })
  })

  it('promotes someone from a later date: approved and waiting, applied by the daily job on the day, with the new manager', async () => {
    const { person } = await staffAndElsewhere(1)
    const other = await gateway.ctx.db
      .selectFrom('gangwei')
      .select(['id', 'zhiwei_id'])
      .where('tenant_id', '=', 1)
      .where('organ_id', '=', person.organ_id)
      .where('id', '!=', person.gangwei_id)
      .executeTakeFirst()
    const { person: boss } = await staffAndElsewhere(5)
    const asked = await ask({
      employeeId: person.id,
      kind: 'promotion',
      effectiveDate: '2026-12-01',
      ...(other ? { gangweiId: other.id } : {}),
      managerId: boss.id,
      reason: '年度晋升',
    })
    expect(asked.code).toBe(0)
    expect(await approve(asked.result.instanceId)).toBe('approved')
    const waiting = (await gateway.post(`${M}/get`, { id: asked.result.id }, hr)).body.result
    expect(waiting.status).toBe('approved')
    expect((await employee(person.id)).manager_id).not.toBe(boss.id)
    expect(await runMovesDay(gateway.ctx, Date.parse('2026-11-30T01:00:00Z'))).toBe(0)
    expect(await runMovesDay(gateway.ctx, Date.parse('2026-12-01T00:05:00Z'))).toBe(1)
    const promoted = await employee(person.id)
    expect(promoted.manager_id).toBe(boss.id)
    if (other) expect(promoted.gangwei_id).toBe(other.id)
    expect((await history(person.id)).find((item) => item.field === 'manager')).toMatchObject({ cause: 'move' })
    // Run again the same day: nothing is due any more.
    expect(await runMovesDay(gateway.ctx, Date.parse('2026-12-01T09:00:00Z'))).toBe(0)
  })

  it('changes the post alone, and leaves the record as it was when HR rejects', async () => {
    const { person } = await staffAndElsewhere(2)
    const post = await gateway.ctx.db
      .selectFrom('zhiwei')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('id', '!=', person.zhiwei_id)
      .executeTakeFirstOrThrow()
    const rejected = await ask({
      employeeId: person.id,
      kind: 'position',
      effectiveDate: '2026-11-01',
      zhiweiId: post.id,
      reason: '试',
    })
    const reject = (token: string) =>
      gateway.post(
        '/gateway/workflow/web/approveForm/reject',
        { instanceId: rejected.result.instanceId, comment: 'no' },
        token,
      )
    const codes = [(await reject(manager)).body.code, (await reject(admin)).body.code]
    expect(codes).toContain(0)
    expect((await employee(person.id)).zhiwei_id).toBe(person.zhiwei_id)
    const again = await ask({
      employeeId: person.id,
      kind: 'position',
      effectiveDate: '2026-11-01',
      zhiweiId: post.id,
      reason: '职位调整',
    })
    expect(again.code).toBe(0)
    expect(await approve(again.result.instanceId)).toBe('approved')
    expect((await employee(person.id)).zhiwei_id).toBe(post.id)
  })

  it('writes a salary change into the salary profile from the effective month', async () => {
    const profiled = await gateway.ctx.db
      .selectFrom('salary_profile')
      .innerJoin('employee', 'employee.id', 'salary_profile.employee_id')
      .select(['salary_profile.employee_id as id', 'employee.entry_date'])
      .where('salary_profile.tenant_id', '=', 1)
      .where('employee.status', '=', 1)
      .where('salary_profile.effective_month', '<=', '2026-10')
      .orderBy('salary_profile.employee_id', 'desc')
      .executeTakeFirstOrThrow()
    const asked = await ask({
      employeeId: profiled.id,
      kind: 'salary',
      effectiveDate: '2026-11-01',
      base: '12345.67',
      reason: '调薪',
    })
    expect(asked).toMatchObject({ code: 0, result: { base: '12345.67' } })
    expect(await approve(asked.result.instanceId)).toBe('approved')
    const row = await gateway.ctx.db
      .selectFrom('salary_profile')
      .select('base_fen')
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', profiled.id)
      .where('effective_month', '=', '2026-11')
      .executeTakeFirstOrThrow()
    expect(Number(row.base_fen)).toBe(1_234_567)
  })
})
