import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_RESULT, SALARY_PROFILE } from '../access'
import { CYCLE_2026, cycleOfOne, perfCall } from '../../testing/performance-cycle'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const P = '/gateway/performance/web'
const en = { 'accept-language': 'en' }

describe('performance: permissions, field permissions of review results, salary changes for payroll', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  let admin: string
  let staffEmp: number
  let hrRole: number
  const post = (path: string, body: object, token: string, headers?: Record<string, string>) =>
    gateway.post(`${P}/${path}`, body, token, headers)
  const call = (path: string, body: object, token = hr) => perfCall(gateway, path, body, token)
  const setRule = (bizTypeId: number, field_key: string, access: string) =>
    gateway.ctx.db
      .insertInto('role_field_permission')
      .values({ tenant_id: 1, role_id: hrRole, biz_type_id: bizTypeId, field_key, access })
      .execute()
  const clearRules = () =>
    gateway.ctx.db
      .deleteFrom('role_field_permission')
      .where('role_id', '=', hrRole)
      .where('biz_type_id', 'in', [REVIEW_RESULT, SALARY_PROFILE])
      .execute()

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staffEmp = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('employee_id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).employee_id!
    hrRole = (
      await gateway.ctx.db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('name_en', '=', 'HR Manager')
        .executeTakeFirstOrThrow()
    ).id
  })
  afterAll(() => gateway.close())

  it("refuses HR's routes to those without the functions, and personal routes to an account without a staff record", async () => {
    const { cycleId } = await cycleOfOne(gateway, { hr, person: staff, manager }, staffEmp, 'calibration')
    const hrRoutes: Array<[string, object]> = [
      ['cycle/list', {}],
      ['cycle/detail', { cycleId }],
      ['cycle/save', CYCLE_2026],
      ['cycle/addDepartments', { cycleId, organIds: [1] }],
      ['cycle/removeParticipant', { cycleId, employeeId: staffEmp }],
      ['cycle/setReviewer', { cycleId, employeeId: staffEmp, managerId: 1 }],
      ['cycle/advance', { cycleId }],
      ['calibration/spread', { cycleId }],
      ['calibration/adjust', { cycleId, employeeId: staffEmp, rating: 'top', reason: 'x' }],
      ['calibration/release', { cycleId }],
      [
        'calibration/proposeSalary',
        { cycleId, employeeId: staffEmp, kind: 'amount', value: '100', effectiveMonth: '2027-01', reason: '' },
      ],
      ['salaryChange/list', {}],
      ['salaryChange/apply', { id: 1 }],
    ]
    for (const [path, body] of hrRoutes) {
      expect((await post(path, body, staff)).body.code, path).toBe(403001)
      expect((await post(path, body, manager)).body.code, path).toBe(403001)
    }
    // The super administrator holds every function but has no staff record: nothing personal to read.
    for (const path of ['mine/list', 'team/list'])
      expect((await post(path, {}, admin, en)).body).toEqual({
        code: 411716,
        msg: 'Your account has no staff record in this company',
      })
    expect((await post('mine/detail', { cycleId }, manager)).body.code).toBe(411706)
    expect((await post('team/review', { cycleId, employeeId: staffEmp }, hr)).body.code).toBe(411706)
  })

  it('shows HR review results as the field permissions of its role allow (business type 3), and refuses changes they lock', async () => {
    const { cycleId } = await cycleOfOne(gateway, { hr, person: staff, manager }, staffEmp, 'calibration')
    const permFields = (
      await gateway.post('/gateway/joyhr/web/permField/listByBizTypeId', { bizTypeId: REVIEW_RESULT }, hr, en)
    ).body.result as Array<{ key: string; label: string }>
    expect(permFields.map((f) => [f.key, f.label])).toEqual([
      ['rating', 'Rating'],
      ['scores', 'Goal scores'],
      ['comments', 'Comments'],
      ['salaryChange', 'Salary change'],
    ])
    // No rule of business type 3 in HR's roles: the functions alone decide.
    expect((await call('cycle/detail', { cycleId })).participants[0].rating).toBe('top')
    await setRule(REVIEW_RESULT, 'rating', 'hidden')
    await setRule(REVIEW_RESULT, 'salaryChange', 'read')
    const detail = await call('cycle/detail', { cycleId })
    expect(detail.hidden).toEqual(['rating'])
    expect(detail.participants[0]).toMatchObject({ employeeId: staffEmp, rating: null })
    const spread = await call('calibration/spread', { cycleId })
    expect(spread).toMatchObject({ spread: null, canAdjust: false, canProposeSalary: false })
    expect(spread.participants[0]).toMatchObject({ managerRating: null, rating: null, changes: [] })
    expect(
      (await post('calibration/adjust', { cycleId, employeeId: staffEmp, rating: 'middle', reason: 'Spread' }, hr, en))
        .body,
    ).toEqual({ code: 411718, msg: "Your role's field permissions do not let you change the rating" })
    expect(
      (
        await post(
          'calibration/proposeSalary',
          { cycleId, employeeId: staffEmp, kind: 'percent', value: '5', effectiveMonth: '2027-01', reason: '' },
          hr,
        )
      ).body.code,
    ).toBe(411718)
    await clearRules()
    await setRule(REVIEW_RESULT, 'rating', 'edit')
    await setRule(REVIEW_RESULT, 'salaryChange', 'edit')
    await call('calibration/adjust', { cycleId, employeeId: staffEmp, rating: 'middle', reason: 'Spread' })
    expect((await call('calibration/spread', { cycleId })).spread.overall.counts).toEqual({
      top: 0,
      middle: 1,
      bottom: 0,
    })
    await clearRules()
  })

  it('proposes a salary change from a result; payroll sees it once released and applies it to the salary profile from its month', async () => {
    const { cycleId } = await cycleOfOne(gateway, { hr, person: staff, manager }, staffEmp, 'calibration')
    const propose = (body: object) =>
      post(
        'calibration/proposeSalary',
        {
          cycleId,
          employeeId: staffEmp,
          kind: 'percent',
          value: '10',
          effectiveMonth: '2027-01',
          reason: 'Top rating',
          ...body,
        },
        hr,
      )
    expect((await propose({})).body.code).toBe(0)
    // Payroll sees proposals of released results only.
    expect(
      (await call('salaryChange/list', {})).rows.filter((r: { cycleId: number }) => r.cycleId === cycleId),
    ).toEqual([])
    await call('calibration/release', { cycleId })
    // A second proposal replaces the first while payroll has not applied it.
    const { id } = (await propose({ value: '12.5' })).body.result
    const listed = (await call('salaryChange/list', { status: 'proposed' })).rows.filter(
      (r: { cycleId: number }) => r.cycleId === cycleId,
    )
    expect(listed).toEqual([
      expect.objectContaining({
        id,
        employeeId: staffEmp,
        kind: 'percent',
        value: '12.5',
        effectiveMonth: '2027-01',
        status: 'proposed',
        appliedBase: null,
      }),
    ])
    const db = gateway.ctx.db
    const base = async (month: string) =>
      Number(
        (
          await db
            .selectFrom('salary_profile')
            .select('base_fen')
            .where('tenant_id', '=', 1)
            .where('employee_id', '=', staffEmp)
            .where('effective_month', '<=', month)
            .orderBy('effective_month', 'desc')
            .executeTakeFirstOrThrow()
        ).base_fen,
      )
    const before = await base('2027-01')

    // Field permissions of salary profiles (business type 2) that keep the base pay from HR refuse the change.
    await setRule(SALARY_PROFILE, 'base', 'read')
    expect((await post('salaryChange/apply', { id }, hr, en)).body).toEqual({
      code: 411718,
      msg: "Your role's field permissions do not let you change the base pay",
    })
    await clearRules()
    const applied = await call('salaryChange/apply', { id })
    const after = Math.round(before * 1.125)
    expect(applied).toEqual({ id, base: (after / 100).toFixed(2), before: (before / 100).toFixed(2) })
    expect(await base('2027-01')).toBe(after)
    expect(await base('2026-12')).toBe(before)
    const history = (await gateway.post('/gateway/salary/web/profile/history', { employeeId: staffEmp }, hr)).body
      .result.history
    expect(history[0]).toMatchObject({
      effectiveMonth: '2027-01',
      base: (after / 100).toFixed(2),
      reason: 'Top rating',
    })
    expect((await post('salaryChange/apply', { id }, hr)).body.code).toBe(411721)
    expect(
      (await call('salaryChange/list', { status: 'applied' })).rows.find((r: { id: number }) => r.id === id),
    ).toMatchObject({ appliedBase: (after / 100).toFixed(2) })

    // No profile in force for the month: nothing to change.
    const early = (await propose({ kind: 'amount', value: '500', effectiveMonth: '2023-06' })).body.result.id
    expect((await post('salaryChange/apply', { id: early }, hr, en)).body).toEqual({
      code: 411720,
      msg: 'The employee has no salary profile in force for 2023-06',
    })
    expect((await post('salaryChange/apply', { id: 9999 }, hr)).body.code).toBe(411719)
  })
})
