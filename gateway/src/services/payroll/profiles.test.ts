import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en, type SetupGateway, startSetupGateway } from './setup-gateway'

describe('payroll set-up: salary profiles', () => {
  let gateway: SetupGateway['gateway']
  let hr: SetupGateway['hr']
  let reader: SetupGateway['reader']
  let post: SetupGateway['post']

  beforeAll(async () => {
    ;({ gateway, hr, reader, post } = await startSetupGateway())
  })
  afterAll(() => gateway.close())

  it('shows profiles only to holders of the function, the bank account masked except to editors', async () => {
    const person = (await post('/profile/list', { rows: 5 })).result.rows[0]
    expect(person.profile).toMatchObject({
      effectiveMonth: '2024-01',
      allowances: { meal: '300.00' },
      bankAccountMasked: false,
    })
    expect(person.profile.bankAccount).toMatch(/^6225880\d{9}$/)
    const masked = (await post('/profile/list', { rows: 5 }, reader)).result
    expect(masked.canSeeAccounts).toBe(false)
    expect(masked.rows[0].profile.bankAccount).toBe(`************${person.profile.bankAccount.slice(-4)}`)
    expect(
      (await post('/profile/history', { employeeId: person.employeeId }, reader)).result.history[0].bankAccount,
    ).toMatch(/^\*+\d{4}$/)
    expect(
      (
        await post(
          '/profile/save',
          {
            employeeId: person.employeeId,
            effectiveMonth: '2026-01',
            base: '1',
            allowances: {},
            bankName: '',
            bankAccount: '',
            costCentre: '',
            reason: '',
          },
          reader,
        )
      ).code,
    ).toBe(403001)
    expect(
      (
        await post(
          '/profile/save',
          {
            employeeId: person.employeeId,
            effectiveMonth: '2026-01',
            base: '9000',
            allowances: { bonus: '1' },
            bankName: '',
            bankAccount: '',
            costCentre: '',
            reason: '',
          },
          hr,
          en,
        )
      ).msg,
    ).toBe('The salary profile is not valid: bonus is not a fixed salary item')
    expect((await post('/run/list', {}, reader)).code).toBe(403001)
  })

  it("keeps profiles to the staff in the caller's data range", async () => {
    const db = gateway.ctx.db
    const own = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'hr')
      .executeTakeFirstOrThrow()
    const person = (await post('/profile/list', { rows: 5 })).result.rows.find(
      (row: { employeeId: number }) => row.employeeId !== own.employee_id,
    )
    // HR Manager's range narrowed to the holder's own record.
    await db.deleteFrom('role_data_range').where('tenant_id', '=', 1).where('role_id', '=', 1).execute()
    await db.insertInto('role_data_range').values({ tenant_id: 1, role_id: 1, data_range: 'self' }).execute()
    try {
      const narrowed = await gateway.login('hr', 'Hr@123456789')
      const listed = (await post('/profile/list', { rows: 5 }, narrowed)).result
      expect([listed.total, listed.rows.map((row: { employeeId: number }) => row.employeeId)]).toEqual([
        1,
        [own.employee_id],
      ])
      expect(await post('/profile/history', { employeeId: person.employeeId }, narrowed, en)).toMatchObject({
        code: 410911,
        msg: 'The employee does not exist',
      })
      const change = {
        employeeId: person.employeeId,
        effectiveMonth: '2026-01',
        base: '9000',
        allowances: {},
        bankName: '',
        bankAccount: '',
        costCentre: '',
        reason: 'x',
      }
      expect((await post('/profile/save', change, narrowed)).code).toBe(410911)
    } finally {
      await db.deleteFrom('role_data_range').where('tenant_id', '=', 1).where('role_id', '=', 1).execute()
      await db.insertInto('role_data_range').values({ tenant_id: 1, role_id: 1, data_range: 'all' }).execute()
    }
  })

  it('follows field permissions: a hidden field is left out, a read-only one is refused when given and kept when not', async () => {
    const db = gateway.ctx.db
    const person = (await post('/profile/list', { rows: 5 })).result.rows[0]
    const before = person.profile
    // HR Manager edits every field (the seeded '*' row); without any field permission of biz type 2 the functions decide.
    expect((await post('/profile/list', { rows: 5 })).result.fields).toEqual({
      base: 'edit',
      allowances: 'edit',
      bank: 'edit',
      costCentre: 'edit',
    })
    await db
      .deleteFrom('role_field_permission')
      .where('tenant_id', '=', 1)
      .where('role_id', '=', 1)
      .where('biz_type_id', '=', 2)
      .execute()
    expect((await post('/profile/list', { rows: 5 })).result.fields).toEqual({
      base: 'edit',
      allowances: 'edit',
      bank: 'edit',
      costCentre: 'edit',
    })
    // HR Manager (role 1): base pay read-only, the bank account hidden, the rest editable.
    const rule = (field_key: string, access: string) => ({
      tenant_id: 1,
      role_id: 1,
      biz_type_id: 2,
      field_key,
      access,
    })
    await db
      .insertInto('role_field_permission')
      .values([rule('*', 'edit'), rule('base', 'read'), rule('bank', 'hidden')])
      .execute()
    try {
      const listed = (await post('/profile/list', { rows: 5 })).result
      expect(listed.fields).toEqual({ base: 'read', allowances: 'edit', bank: 'hidden', costCentre: 'edit' })
      expect(listed.rows[0].profile).toMatchObject({
        base: before.base,
        hiddenFields: ['bank'],
        bankAccountMasked: true,
      })
      expect(Object.keys(listed.rows[0].profile)).not.toContain('bankAccount')
      expect(JSON.stringify(listed)).not.toContain(before.bankAccount)
      const history = (await post('/profile/history', { employeeId: person.employeeId })).result.history[0]
      expect([history.hiddenFields, 'bankName' in history, 'bankAccount' in history]).toEqual([['bank'], false, false])
      // The base pay or the bank given: refused with the employee record's code and text.
      const change = {
        employeeId: person.employeeId,
        effectiveMonth: '2026-02',
        allowances: { meal: '400' },
        costCentre: 'CC-NEW',
        reason: 'field rules',
      }
      expect(await post('/profile/save', { ...change, base: '99999' }, hr, en)).toEqual({
        code: 410202,
        msg: 'No field permissions: Base pay',
      })
      expect(await post('/profile/save', { ...change, bankAccount: '1111' })).toEqual({
        code: 410202,
        msg: '无字段权限：银行账户',
      })
      // Without them: the cost centre and allowances are taken, the rest kept.
      expect((await post('/profile/save', change)).code).toBe(0)
      const saved = await db
        .selectFrom('salary_profile')
        .selectAll()
        .where('tenant_id', '=', 1)
        .where('employee_id', '=', person.employeeId)
        .where('effective_month', '=', '2026-02')
        .executeTakeFirstOrThrow()
      expect([saved.base_fen, saved.bank_account, saved.cost_centre, JSON.parse(saved.allowances)]).toEqual([
        Math.round(Number(before.base) * 100),
        before.bankAccount,
        'CC-NEW',
        { meal: '400.00' },
      ])
    } finally {
      await db
        .deleteFrom('role_field_permission')
        .where('tenant_id', '=', 1)
        .where('role_id', '=', 1)
        .where('biz_type_id', '=', 2)
        .execute()
    }
  })
})
