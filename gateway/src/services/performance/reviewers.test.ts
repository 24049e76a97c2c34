import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CYCLE_2026, cycleOfOne } from '../../testing/performance-cycle'
import type { TestGateway } from '../../testing/test-gateway'
import { en, type CycleGateway, startCycleGateway } from './test-helpers'

describe("performance: reviewers for people without a manager, and this year's demo review", () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  let staffEmp: number
  let colleagueEmp: number
  let post: CycleGateway['post']
  let call: CycleGateway['call']

  beforeAll(async () => {
    ;({ gateway, hr, staff, manager, staffEmp, colleagueEmp, post, call } = await startCycleGateway())
  })
  afterAll(() => gateway.close())

  it('lets HR give a participant without a manager a reviewer, who then reviews them; audited', async () => {
    const { id: cycleId } = await call('cycle/save', { ...CYCLE_2026, name: 'Reviewers' })
    const { organ_id: organId, manager_id: managerEmp } = await gateway.ctx.db
      .selectFrom('employee')
      .select(['organ_id', 'manager_id'])
      .where('id', '=', staffEmp)
      .executeTakeFirstOrThrow()
    await call('cycle/addDepartments', { cycleId, organIds: [organId] })
    // The colleague's reporting line found no manager when they were added.
    await gateway.ctx.db
      .updateTable('perf_participant')
      .set({ manager_id: null })
      .where('cycle_id', '=', cycleId)
      .where('employee_id', '=', colleagueEmp)
      .execute()
    await call('cycle/advance', { cycleId })
    const reviewerOf = async () =>
      (await call('cycle/detail', { cycleId })).participants.find(
        (p: { employeeId: number }) => p.employeeId === colleagueEmp,
      )
    expect(await reviewerOf()).toMatchObject({ managerId: null, managerName: '' })
    expect(
      (await post('cycle/setReviewer', { cycleId, employeeId: colleagueEmp, managerId: colleagueEmp }, hr, en)).body,
    ).toEqual({ code: 411727, msg: 'A person cannot review themselves' })
    expect(
      (await post('cycle/setReviewer', { cycleId, employeeId: colleagueEmp, managerId: 99_999_999 }, hr)).body.code,
    ).toBe(411726)
    const elsewhere = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 2)
      .executeTakeFirstOrThrow()
    expect(
      (await post('cycle/setReviewer', { cycleId, employeeId: colleagueEmp, managerId: elsewhere.id }, hr)).body.code,
    ).toBe(411726)
    expect(
      (await post('cycle/setReviewer', { cycleId, employeeId: colleagueEmp, managerId: managerEmp }, staff)).body.code,
    ).toBe(403001)
    const managerName = (
      await gateway.ctx.db.selectFrom('employee').select('name').where('id', '=', managerEmp!).executeTakeFirstOrThrow()
    ).name
    expect(await call('cycle/setReviewer', { cycleId, employeeId: colleagueEmp, managerId: managerEmp })).toEqual({
      cycleId,
      employeeId: colleagueEmp,
      managerId: managerEmp,
      managerName,
    })
    expect(await reviewerOf()).toMatchObject({ managerId: managerEmp, managerName })
    expect((await call('team/list', {}, manager)).rows).toContainEqual(
      expect.objectContaining({ cycleId, employeeId: colleagueEmp }),
    )
    const audit = await gateway.ctx.db
      .selectFrom('bridge_audit')
      .select(['reason', 'capability'])
      .where('tenant_id', '=', 1)
      .where('method', '=', 'performance.setReviewer')
      .execute()
    expect(audit).toContainEqual({
      reason: JSON.stringify({ cycleId, employeeId: colleagueEmp, from: null, to: managerEmp }),
      capability: '860101',
    })
    // Once the manager's review is in, the reviewer stays.
    const { cycleId: done } = await cycleOfOne(gateway, { hr, person: staff, manager }, staffEmp, 'manager')
    expect(
      (await post('cycle/setReviewer', { cycleId: done, employeeId: staffEmp, managerId: colleagueEmp }, hr)).body.code,
    ).toBe(411728)
    await call('cycle/advance', { cycleId: done })
    expect(
      (await post('cycle/setReviewer', { cycleId: done, employeeId: staffEmp, managerId: colleagueEmp }, hr)).body.code,
    ).toBe(411705)
  })

  it("opens this year's demo review for goal setting to the staff account's department, each with their line manager", async () => {
    const year = String(new Date().getFullYear())
    const demo = (await call('mine/list', {}, staff)).rows.find(
      (row: { period: string; name: string }) => row.period === year && row.name === `${year} 年度绩效考核`,
    )
    expect(demo).toMatchObject({ phase: 'goals', status: 'goals' })
    const { participants } = await call('cycle/detail', { cycleId: demo.cycleId })
    const { manager_id: managerEmp } = await gateway.ctx.db
      .selectFrom('employee')
      .select('manager_id')
      .where('id', '=', staffEmp)
      .executeTakeFirstOrThrow()
    expect(participants).toContainEqual(
      expect.objectContaining({ employeeId: staffEmp, managerId: managerEmp, status: 'goals' }),
    )
    expect(participants).toContainEqual(expect.objectContaining({ employeeId: colleagueEmp, managerId: staffEmp }))
  })
})
