import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { captchaPass, codeFor } from '../../../testing/verification-codes'
import { en, type RecordsGateway, startRecordsGateway } from './test-helpers'

describe('opening sign-in accounts for staff records without one', () => {
  let gateway: TestGateway
  let hr: string
  let position: RecordsGateway['position']
  let post: RecordsGateway['post']
  const hire = async (jobNumber: string, mobile: string, email = '') =>
    (
      await post('entryUser/onboard', {
        values: {
          name: `新人${jobNumber}`,
          jobNumber,
          mobile,
          email,
          organ: position.organ_id,
          gangwei: position.id,
          entryDate: '2026-11-01',
        },
      })
    ).result.id as number
  const accountOf = (employeeId: number) =>
    gateway.ctx.db
      .selectFrom('app_user')
      .select(['id', 'user_name', 'phone'])
      .where('employee_id', '=', employeeId)
      .executeTakeFirst()

  beforeAll(async () => {
    ;({ gateway, hr, position, post } = await startRecordsGateway())
  })
  afterAll(() => gateway.close())

  it('opens accounts named by job number with the roles chosen; the person signs in with a code to their phone', async () => {
    const a = await hire('ACC0001', '13600001001')
    const b = await hire('ACC0002', '13600001002', 'acc2@example.com')
    const staffRole = (
      await gateway.ctx.db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('name_en', '=', 'Staff')
        .executeTakeFirstOrThrow()
    ).id
    const answer = await post('entryUser/openAccounts', {
      employeeIds: [a, b],
      nameRule: 'jobNumber',
      roleIds: [staffRole],
    })
    expect(answer.code).toBe(0)
    expect(answer.result.refused).toEqual([])
    expect(answer.result.opened.map((o: { userName: string }) => o.userName)).toEqual(['ACC0001', 'ACC0002'])
    const roles = await gateway.ctx.db
      .selectFrom('user_role')
      .select('role_id')
      .where('user_id', '=', answer.result.opened[0].userId)
      .execute()
    expect(roles).toEqual([{ role_id: staffRole }])
    const sent = await gateway.post('/gateway/message/web/getVCode', {
      phone: '13600001001',
      captchaToken: await captchaPass(gateway),
    })
    expect(sent.body.code).toBe(0)
    const signedIn = await gateway.post('/gateway/uac/account/loginByCode', {
      channel: 'sms',
      destination: '13600001001',
      code: await codeFor(gateway, '13600001001'),
    })
    expect(signedIn.body.result).toMatchObject({ loginUserId: answer.result.opened[0].userId })
    // No password was given or shown: the one stored is random.
    const login = await gateway.post('/gateway/uac/account/login', { account: 'ACC0001', password: 'ACC0001' })
    expect(login.body.code).not.toBe(0)
  })

  it('refuses with a reason a record with an account, a name taken or shared, of another tenant, and writes nothing for them', async () => {
    const hasOne = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('employee_id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).employee_id!
    const taken = await hire('staff', '13600002001')
    const twinA = await hire('TWIN01', '13600002002', 'twin@example.com')
    const twinB = await hire('TWIN02', '13600002003', 'TWIN@example.com')
    const fresh = await hire('ACC0003', '13600002004', 'acc3@example.com')
    const otherTenant = (
      await gateway.ctx.db.selectFrom('employee').select('id').where('tenant_id', '=', 2).executeTakeFirstOrThrow()
    ).id
    const answer = await post(
      'entryUser/openAccounts',
      { employeeIds: [otherTenant, hasOne, taken, twinA, twinB, fresh], nameRule: 'email' },
      hr,
      en,
    )
    expect(answer.code).toBe(0)
    const reasons = Object.fromEntries(
      answer.result.refused.map((r: { employeeId: number; reason: string }) => [r.employeeId, r.reason]),
    )
    expect(reasons).toEqual({
      [otherTenant]: 'notFound',
      [hasOne]: 'hasAccount',
      [taken]: 'noName',
      [twinA]: 'nameTaken',
      [twinB]: 'nameTaken',
    })
    expect(answer.result.refused.find((r: { employeeId: number }) => r.employeeId === twinB).message).toBe(
      'The account name "twin@example.com" is taken or shared with another person',
    )
    expect(answer.result.opened.map((o: { employeeId: number }) => o.employeeId)).toEqual([fresh])
    for (const id of [taken, twinA, twinB]) expect(await accountOf(id)).toBeUndefined()
    const byJobNumber = await post('entryUser/openAccounts', { employeeIds: [taken], nameRule: 'jobNumber' })
    expect(byJobNumber.result.refused).toMatchObject([{ employeeId: taken, reason: 'nameTaken' }])
    expect(byJobNumber.result.refused[0].message).toBe('账号名“staff”已被占用或与其他员工重复')
    expect(await accountOf(taken)).toBeUndefined()
  })

  it("refuses records outside the caller's data range as not found, and a role of another tenant", async () => {
    const db = gateway.ctx.db
    const managerRole = (
      await db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('name_en', '=', 'Manager')
        .executeTakeFirstOrThrow()
    ).id
    await db.insertInto('role_function').values({ role_id: managerRole, function_id: '110102' }).execute()
    const manager = await gateway.login('manager', 'Manager@12345')
    const outside = await hire('ACC0004', '13600003001')
    const answer = await post('entryUser/openAccounts', { employeeIds: [outside], nameRule: 'jobNumber' }, manager)
    expect(answer.result).toMatchObject({ opened: [], refused: [{ employeeId: outside, reason: 'notFound' }] })
    expect(await accountOf(outside)).toBeUndefined()
    const foreignRole = 9901
    await db
      .insertInto('role')
      .values({ id: foreignRole, tenant_id: 2, name: '外部', name_en: null, description: '' })
      .execute()
    const refused = await post('entryUser/openAccounts', {
      employeeIds: [outside],
      nameRule: 'jobNumber',
      roleIds: [foreignRole],
    })
    expect(refused.code).toBe(400201)
    expect(await accountOf(outside)).toBeUndefined()
  })

  it('opens, when no record is named, every on-the-job record of the range without one', async () => {
    const a = await hire('ALL0001', '13600004001')
    const b = await hire('ALL0002', '13600004002')
    const answer = await post('entryUser/openAccounts', { nameRule: 'phone' })
    expect(answer.code).toBe(0)
    const opened = answer.result.opened.map((o: { employeeId: number }) => o.employeeId)
    expect(opened).toEqual(expect.arrayContaining([a, b]))
    expect((await accountOf(a))?.user_name).toBe('13600004001')
    const without = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('app_user').select('app_user.id').whereRef('app_user.employee_id', '=', 'employee.id'),
          ),
        ),
      )
      .execute()
    expect(without.map((r) => r.id).sort()).toEqual(
      answer.result.refused.map((r: { employeeId: number }) => r.employeeId).sort(),
    )
  })
})
