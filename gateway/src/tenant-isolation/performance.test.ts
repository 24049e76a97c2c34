import { beforeAll, describe, expect, it } from 'vitest'
import { CYCLE_2026, cycleOfOne, perfCall } from '../testing/performance-cycle'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or changes tenant 1's review cycles, reviews, results or salary changes (services/performance).

describe('tenant isolation: performance', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let two: string
  let cycleId: number
  let changeId: number
  let staffEmp: number
  let organId: number
  const P = (path: string) => `/performance/web/${path}`

  beforeAll(async () => {
    ;({ gateway, two } = tenants())
    const hr = await gateway.login('hr', 'Hr@123456789')
    const staff = await gateway.login('staff', 'Staff@12345')
    const manager = await gateway.login('manager', 'Manager@12345')
    const person = await gateway.ctx.db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['employee.id', 'employee.organ_id'])
      .where('app_user.user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    staffEmp = person.id
    organId = person.organ_id
    ;({ cycleId } = await cycleOfOne(gateway, { hr, person: staff, manager }, staffEmp, 'calibration'))
    await perfCall(gateway, 'calibration/release', { cycleId }, hr)
    changeId = (
      await perfCall(
        gateway,
        'calibration/proposeSalary',
        { cycleId, employeeId: staffEmp, kind: 'amount', value: '300', effectiveMonth: '2027-01', reason: '' },
        hr,
      )
    ).id
  })

  it("keeps tenant 1's cycles, participants and calibration from tenant 2", async () => {
    expect((await post(P('cycle/list'), {}, two)).body.result.rows).toEqual([])
    for (const path of ['cycle/detail', 'cycle/advance', 'calibration/spread', 'calibration/release']) {
      expect((await post(P(path), { cycleId }, two)).body.code, path).toBe(411701)
    }
    expect((await post(P('cycle/save'), { ...CYCLE_2026, id: cycleId, name: 'Taken over' }, two)).body.code).toBe(
      411701,
    )
    expect((await post(P('cycle/addDepartments'), { cycleId, organIds: [organId] }, two)).body.code).toBe(411701)
    expect((await post(P('cycle/removeParticipant'), { cycleId, employeeId: staffEmp }, two)).body.code).toBe(411701)
    expect(
      (await post(P('cycle/setReviewer'), { cycleId, employeeId: staffEmp, managerId: staffEmp + 1 }, two)).body.code,
    ).toBe(411701)
    expect(
      (await post(P('calibration/adjust'), { cycleId, employeeId: staffEmp, rating: 'bottom', reason: 'x' }, two)).body
        .code,
    ).toBe(411701)
    expect(
      (
        await post(
          P('calibration/proposeSalary'),
          { cycleId, employeeId: staffEmp, kind: 'amount', value: '1', effectiveMonth: '2027-01', reason: '' },
          two,
        )
      ).body.code,
    ).toBe(411701)
    // Tenant 2's own cycle does not reach tenant 1's organs or staff.
    const own = (await post(P('cycle/save'), CYCLE_2026, two)).body.result.id
    expect((await post(P('cycle/addDepartments'), { cycleId: own, organIds: [organId] }, two)).body.code).toBe(411715)
    const row = await gateway.ctx.db
      .selectFrom('perf_cycle')
      .select(['name', 'phase'])
      .where('tenant_id', '=', 1)
      .where('id', '=', cycleId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ name: CYCLE_2026.name, phase: 'released' })
  })

  it("keeps tenant 1's reviews and salary changes from tenant 2's sessions", async () => {
    // hr belongs to tenant 2 as well, without a staff record there.
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    for (const [path, body] of [
      ['mine/list', {}],
      ['mine/detail', { cycleId }],
      ['mine/acknowledge', { cycleId, comment: '' }],
      ['team/list', {}],
      ['team/review', { cycleId, employeeId: staffEmp }],
      ['mine/goals', { cycleId, goals: [], submit: false }],
      ['mine/checkin', { cycleId, goalId: 1, date: '2026-03-01', progress: 1, note: 'x' }],
      ['mine/selfReview', { cycleId, scores: [], comment: '' }],
      ['team/submit', { cycleId, employeeId: staffEmp, scores: [], comment: '', rating: 'top' }],
    ] as Array<[string, object]>) {
      expect((await post(P(path), body, hrTwo)).body.code, path).toBe(411716)
    }
    expect((await post(P('salaryChange/list'), {}, two)).body.result.rows).toEqual([])
    expect((await post(P('salaryChange/apply'), { id: changeId }, two)).body.code).toBe(411719)
    const change = await gateway.ctx.db
      .selectFrom('perf_salary_change')
      .select('status')
      .where('tenant_id', '=', 1)
      .where('id', '=', changeId)
      .executeTakeFirstOrThrow()
    expect(change.status).toBe('proposed')
  })
})
