import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAY, en, M, type MovesWorld, startMovesWorld } from './moves-world'

describe('moves: what is refused, and who may ask', () => {
  let { gateway, hr, manager, ask, staffAndElsewhere } = {} as MovesWorld
  beforeAll(async () => {
    ;({ gateway, hr, manager, ask, staffAndElsewhere } = await startMovesWorld())
  }, 60_000)
  afterAll(() => gateway.close())

  it('refuses bad moves with a clear message', async () => {
    const { person, elsewhere } = await staffAndElsewhere(3)
    const base = { employeeId: person.id, kind: 'transfer', effectiveDate: '2026-11-20', reason: 'r' }
    const outside = await gateway.ctx.db.selectFrom('organ').select('id').where('tenant_id', '!=', 1).executeTakeFirst()
    expect(await ask({ ...base, organId: outside?.id ?? 999_999, gangweiId: elsewhere.id }, hr, en)).toEqual({
      code: 411972,
      msg: 'The department, position, post or manager is not one of this company',
    })
    expect((await ask({ ...base, organId: elsewhere.organ_id, gangweiId: 999_999 })).code).toBe(411972)
    // A position of another department than the one moved to.
    expect((await ask({ ...base, gangweiId: elsewhere.id })).code).toBe(411972)
    expect(await ask({ ...base, organId: elsewhere.organ_id }, hr, en)).toEqual({
      code: 411972,
      msg: 'Choose a position of the new department: the present one is not in it',
    })
    const entry = new Date(Number(person.entry_date) - DAY).toISOString().slice(0, 10)
    expect(
      (await ask({ ...base, effectiveDate: entry, organId: elsewhere.organ_id, gangweiId: elsewhere.id }, hr, en)).msg,
    ).toMatch(/^The effective date must be a date on or after the entry date/)
    expect(
      (await ask({ ...base, effectiveDate: '2026-02-30', organId: elsewhere.organ_id, gangweiId: elsewhere.id })).code,
    ).toBe(411973)
    expect((await ask({ ...base, kind: 'position', zhiweiId: person.zhiwei_id })).code).toBe(411976)
    const first = await ask({ ...base, organId: elsewhere.organ_id, gangweiId: elsewhere.id })
    expect(first.code).toBe(0)
    expect(
      (
        await ask(
          { ...base, effectiveDate: '2026-12-20', organId: elsewhere.organ_id, gangweiId: elsewhere.id },
          hr,
          en,
        )
      ).code,
    ).toBe(411974)
    const bare = (await staffAndElsewhere(4)).person
    await gateway.ctx.db
      .deleteFrom('salary_profile')
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', bare.id)
      .execute()
    expect((await ask({ ...base, employeeId: bare.id, kind: 'salary', base: '9000' }, hr, en)).msg).toMatch(
      /has no salary profile for 2026-11/,
    )
    expect((await ask({ ...base, employeeId: bare.id, kind: 'salary', base: '0' })).code).toBe(411976)
    const leaving = { id: bare.id, leaveDate: '2026-11-15', reason: '个人原因' }
    expect((await gateway.post('/gateway/ums/web/entryUser/offboard', leaving, hr)).body.code).toBe(0)
    const asked = await ask(
      { ...base, employeeId: bare.id, organId: elsewhere.organ_id, gangweiId: elsewhere.id },
      hr,
      en,
    )
    expect(asked.code).toBe(411975)
    expect(asked.msg).toMatch(/has left$/)
  })

  it("keeps to the tenant and to a manager's direct reports", async () => {
    const stranger = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '!=', 1)
      .executeTakeFirst()
    if (stranger) {
      expect(
        (await ask({ employeeId: stranger.id, kind: 'salary', effectiveDate: '2026-11-20', base: '1', reason: 'r' }))
          .code,
      ).toBe(411971)
      const all = (await gateway.post(`${M}/list`, {}, hr)).body.result as Array<{ employeeId: number }>
      expect(all.some((move) => move.employeeId === stranger.id)).toBe(false)
    }
    const own = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'manager')
      .executeTakeFirstOrThrow()
    const report = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'organ_id', 'gangwei_id', 'zhiwei_id'])
      .where('tenant_id', '=', 1)
      .where('manager_id', '=', own.employee_id)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow()
    const notMine = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('manager_id', '!=', own.employee_id)
      .where('id', '!=', own.employee_id!)
      .executeTakeFirstOrThrow()
    const post = await gateway.ctx.db
      .selectFrom('zhiwei')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('id', '!=', report.zhiwei_id)
      .executeTakeFirstOrThrow()
    const body = { kind: 'position', effectiveDate: '2026-11-25', zhiweiId: post.id, reason: '团队调整' }
    expect((await ask({ ...body, employeeId: notMine.id }, manager)).code).toBe(411977)
    const mine = await ask({ ...body, employeeId: report.id }, manager)
    expect(mine.code).toBe(0)
    const seen = (await gateway.post(`${M}/list`, {}, manager)).body.result as Array<{ employeeId: number }>
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((move) => move.employeeId !== notMine.id)).toBe(true)
  })
})
