import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { up as seedFieldRules } from '../../../core/db/migrations/092-salary-field-rules'
import { SALARY_PROFILE } from '../../access'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const S = '/gateway/salary/web'
const en = { 'accept-language': 'en' }
const CLERK = 901

describe('salary profiles follow the field permissions of the roles, as the employee record does', () => {
  let gateway: TestGateway
  let hr: string
  let clerk: string
  let person: { employeeId: number; profile: Record<string, unknown> }
  const post = async (path: string, body: unknown, token: string, headers?: Record<string, string>) =>
    (await gateway.post(`${S}${path}`, body, token, headers)).body
  /** Sets the payroll clerk role's access to the profile fields (replacing what it had). */
  const clerkRules = async (rules: Record<string, string>) => {
    const db = gateway.ctx.db
    await db
      .deleteFrom('role_field_permission')
      .where('tenant_id', '=', 1)
      .where('role_id', '=', CLERK)
      .where('biz_type_id', '=', SALARY_PROFILE)
      .execute()
    await db
      .insertInto('role_field_permission')
      .values(
        Object.entries(rules).map(([field_key, access]) => ({
          tenant_id: 1,
          role_id: CLERK,
          biz_type_id: SALARY_PROFILE,
          field_key,
          access,
        })),
      )
      .execute()
  }
  const rowOf = async (employeeId: number, month: string) =>
    gateway.ctx.db
      .selectFrom('salary_profile')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', employeeId)
      .where('effective_month', '=', month)
      .executeTakeFirst()

  beforeAll(async () => {
    gateway = await startTestGateway()
    // Cost centres are values of the tenant's cost centre dictionary (services/masterdata): the ones these tests choose.
    await gateway.ctx.db
      .insertInto('dict_item')
      .values(
        ['CC-CLERK', 'CC-HR'].map((code, i) => ({
          tenant_id: 1,
          category: 'costCentre',
          code,
          name_zh: code,
          name_en: code,
          sort: 100 + i,
          enabled: 1,
          updated_by: null,
          updated_at: 0,
        })),
      )
      .execute()
    const db = gateway.ctx.db
    // A payroll clerk role (reads and changes profiles) held by the staff account; the Staff role it also holds sees no
    // profile field, so the clerk role alone decides what the account may do with them.
    await db.insertInto('role').values({ id: CLERK, tenant_id: 1, name: 'Payroll clerk', description: '' }).execute()
    await db
      .insertInto('role_function')
      .values([
        { role_id: CLERK, function_id: '8203' },
        { role_id: CLERK, function_id: '820301' },
      ])
      .execute()
    const staffUser = await db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    await db.insertInto('user_role').values({ user_id: staffUser.id, role_id: CLERK }).execute()
    const staffRole = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Staff')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('role_field_permission')
      .values({ tenant_id: 1, role_id: staffRole.id, biz_type_id: SALARY_PROFILE, field_key: '*', access: 'hidden' })
      .execute()
    hr = await gateway.login('hr', 'Hr@123456789')
    clerk = await gateway.login('staff', 'Staff@12345')
    person = (await post('/profile/list', { rows: 20 }, hr)).result.rows.find(
      (row: { profile: unknown }) => row.profile,
    )
  })
  afterAll(() => gateway.close())

  it('leaves a hidden base pay out of the list and the history, and refuses a change that gives it', async () => {
    await clerkRules({ '*': 'edit', base: 'hidden' })
    const listed = (await post('/profile/list', { rows: 20 }, clerk)).result
    expect(listed.fields).toEqual({ base: 'hidden', allowances: 'edit', bank: 'edit', costCentre: 'edit' })
    const row = listed.rows.find((r: { employeeId: number }) => r.employeeId === person.employeeId)
    expect(row.profile.hiddenFields).toEqual(['base'])
    expect('base' in row.profile).toBe(false)
    expect(row.profile.costCentre).toBe(person.profile.costCentre)
    for (const r of listed.rows) if (r.profile) expect(Object.keys(r.profile)).not.toContain('base')
    const history = (await post('/profile/history', { employeeId: person.employeeId }, clerk)).result.history
    expect(history.length).toBeGreaterThan(0)
    for (const h of history) expect([h.hiddenFields, 'base' in h]).toEqual([['base'], false])

    const change = { employeeId: person.employeeId, effectiveMonth: '2027-03', costCentre: 'CC-CLERK', reason: 'moved' }
    expect(await post('/profile/save', { ...change, base: '1' }, clerk, en)).toEqual({
      code: 410202,
      msg: 'No field permissions: Base pay',
    })
    expect(await post('/profile/save', { ...change, base: '1' }, clerk)).toEqual({
      code: 410202,
      msg: '无字段权限：基本工资',
    })
    expect(await rowOf(person.employeeId, '2027-03')).toBeUndefined()
    // Without the base pay the change is taken and the base pay in force kept.
    expect((await post('/profile/save', change, clerk)).code).toBe(0)
    const saved = await rowOf(person.employeeId, '2027-03')
    expect([saved?.cost_centre, saved?.base_fen]).toEqual(['CC-CLERK', Math.round(Number(person.profile.base) * 100)])
  })

  it('refuses every change of a read-only field, even to the value in force, and reads it', async () => {
    await clerkRules({ '*': 'read' })
    const listed = (await post('/profile/list', { rows: 20 }, clerk)).result
    expect(listed.fields).toEqual({ base: 'read', allowances: 'read', bank: 'read', costCentre: 'read' })
    const row = listed.rows.find((r: { employeeId: number }) => r.employeeId === person.employeeId)
    expect([row.profile.base, row.profile.hiddenFields]).toEqual([person.profile.base, []])
    const change = { employeeId: person.employeeId, effectiveMonth: '2027-04', reason: 'same' }
    expect(await post('/profile/save', { ...change, base: person.profile.base }, clerk, en)).toEqual({
      code: 410202,
      msg: 'No field permissions: Base pay',
    })
    expect(await post('/profile/save', { ...change, bankName: 'X' }, clerk, en)).toEqual({
      code: 410202,
      msg: 'No field permissions: Bank account',
    })
    expect(await post('/profile/save', { ...change, allowances: {} }, clerk, en)).toEqual({
      code: 410202,
      msg: 'No field permissions: Allowances',
    })
    expect(await post('/profile/save', { ...change, costCentre: '' }, clerk, en)).toEqual({
      code: 410202,
      msg: 'No field permissions: Cost centre',
    })
    expect(await rowOf(person.employeeId, '2027-04')).toBeUndefined()
  })

  it('leaves HR Manager as it was: every field seen and changed', async () => {
    await clerkRules({ '*': 'hidden' })
    const listed = (await post('/profile/list', { rows: 20 }, hr)).result
    expect(listed.fields).toEqual({ base: 'edit', allowances: 'edit', bank: 'edit', costCentre: 'edit' })
    const row = listed.rows.find((r: { employeeId: number }) => r.employeeId === person.employeeId)
    expect([row.profile.base, row.profile.hiddenFields]).toEqual([person.profile.base, []])
    const change = {
      employeeId: person.employeeId,
      effectiveMonth: '2027-05',
      base: '12345.60',
      allowances: {},
      bankName: 'B',
      bankAccount: '6222 0000 1111',
      costCentre: 'CC-HR',
      reason: 'raise',
    }
    expect((await post('/profile/save', change, hr)).code).toBe(0)
    expect((await rowOf(person.employeeId, '2027-05'))?.base_fen).toBe(1234560)
    // A first profile needs the base pay (a month before any profile of the person).
    expect(
      await post('/profile/save', { employeeId: person.employeeId, effectiveMonth: '2000-01', reason: 'x' }, hr, en),
    ).toEqual({ code: 410912, msg: 'The salary profile is not valid: a first profile needs the base pay' })
  })

  it("keeps other tenants' staff out, whatever the field permissions", async () => {
    await clerkRules({ '*': 'edit' })
    const other = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '<>', 1)
      .executeTakeFirstOrThrow()
    for (const token of [hr, clerk]) {
      expect(await post('/profile/history', { employeeId: other.id }, token, en)).toEqual({
        code: 410911,
        msg: 'The employee does not exist',
      })
      expect(
        (
          await post(
            '/profile/save',
            { employeeId: other.id, effectiveMonth: '2027-06', base: '1', reason: 'x' },
            token,
          )
        ).code,
      ).toBe(410911)
    }
    const listed = (await post('/profile/list', { rows: 100 }, clerk)).result
    expect(listed.rows.map((r: { employeeId: number }) => r.employeeId)).not.toContain(other.id)
  })

  it('migration 092 gives the roles that change profiles and set no profile field permission every field, and no one else a row', async () => {
    const db = gateway.ctx.db
    const rulesOf = async (roleId: number) =>
      (
        await db
          .selectFrom('role_field_permission')
          .select(['field_key', 'access'])
          .where('role_id', '=', roleId)
          .where('biz_type_id', '=', SALARY_PROFILE)
          .orderBy('field_key')
          .execute()
      ).map((r) => `${r.field_key}:${r.access}`)
    const hrRole = (
      await db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('name_en', '=', 'HR Manager')
        .executeTakeFirstOrThrow()
    ).id
    const reader = (
      await db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('name_en', '=', 'Report viewer')
        .executeTakeFirstOrThrow()
    ).id
    expect(await rulesOf(hrRole)).toEqual(['*:edit'])
    await db
      .deleteFrom('role_field_permission')
      .where('role_id', '=', hrRole)
      .where('biz_type_id', '=', SALARY_PROFILE)
      .execute()
    await clerkRules({ base: 'hidden' })
    await seedFieldRules(db)
    // HR Manager (820301, no row) gets '*' edit; the clerk role (820301) keeps its own setting; a role without 820301 none.
    expect([await rulesOf(hrRole), await rulesOf(CLERK), await rulesOf(reader)]).toEqual([
      ['*:edit'],
      ['base:hidden'],
      [],
    ])
    await seedFieldRules(db)
    expect(await rulesOf(hrRole)).toEqual(['*:edit'])
  })
})
