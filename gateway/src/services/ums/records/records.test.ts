import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { teamOf } from '../../joyhr'
import { checkDigitOf } from './pnid'

const U = (path: string) => `/gateway/ums/web/${path}`
const pnid = (first17: string) => `${first17}${checkDigitOf(first17)}`

describe('employee records: field permissions, own record, data range, onboarding and offboarding', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let position: { id: number; organ_id: number; zhiwei_id: number }
  let otherPosition: { id: number; organ_id: number }
  const post = async (path: string, body: unknown, token = hr, headers?: Record<string, string>) =>
    (await gateway.post(U(path), body, token, headers)).body
  const en = { 'accept-language': 'en' }

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    const positions = await gateway.ctx.db
      .selectFrom('gangwei')
      .select(['id', 'organ_id', 'zhiwei_id'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .execute()
    position = positions[0]
    otherPosition = positions.find((p) => p.organ_id !== position.organ_id)!
  })
  afterAll(() => gateway.close())

  it('shows HR the whole record with the custom form, and the staff member their own without hidden fields', async () => {
    const full = (await post('entryUser/getRecord', { id: 12 })).result
    expect(full.hiddenFields).toEqual([])
    expect(full.values).toMatchObject({
      idNumber: expect.stringMatching(/^\d{17}[\dX]$/),
      emergencyPhone: expect.stringMatching(/^1\d{10}$/),
    })
    expect(full.names.organ).toBeTruthy()
    expect(full.custom.form.name).toBe('员工补充信息')
    expect(full.fields.find((f: { key: string }) => f.key === 'emergencyPhone').access).toBe('edit')

    const own = (await post('entryUser/getMyRecord', {}, staff)).result
    expect(own.id).toBe(12)
    expect(own.hiddenFields).toEqual(['idNumber', 'salaryGrade', 'emergencyPhone'])
    expect(Object.keys(own.values)).not.toContain('emergencyPhone')
    expect(own.values.name).toBe(full.values.name)
    expect(own.fields.find((f: { key: string }) => f.key === 'name').access).toBe('read')
    expect((await post('entryUser/getRecord', { id: 12 }, staff)).code).toBe(403001)
    expect(
      await post('entryUser/getMyRecord', {}, await gateway.login('admin', 'Admin@12345', { tenantId: 1 }), en),
    ).toEqual({ code: 410201, msg: 'Your account has no staff record in this company' })
  })

  it('lets HR edit a field the staff member cannot see; the staff member still does not get it', async () => {
    const saved = await post('entryUser/updateRecord', {
      id: 12,
      values: { emergencyPhone: '13911112222', emergencyContact: '王芳', address: '上海市黄浦区人民路 1 号' },
    })
    expect(saved.code).toBe(0)
    expect(saved.result.values).toMatchObject({ emergencyPhone: '13911112222', emergencyContact: '王芳' })
    const own = (await post('entryUser/getMyRecord', {}, staff)).result
    expect(own.values.emergencyContact).toBe('王芳')
    expect(JSON.stringify(own)).not.toContain('13911112222')
  })

  it('checks edited values: mobile, ID check digit, unique phone and job number, position of the department, contract order', async () => {
    const edit = async (values: object) => post('entryUser/updateRecord', { id: 12, values }, hr, en)
    expect(await edit({ mobile: '12345' })).toEqual({ code: 410203, msg: 'Please enter the correct phone number' })
    expect(await edit({ idNumber: '110105194912310021' })).toEqual({
      code: 410204,
      msg: 'The ID number check digit is wrong',
    })
    const other = await gateway.ctx.db
      .selectFrom('employee')
      .select(['phone', 'job_number', 'name'])
      .where('tenant_id', '=', 1)
      .where('id', '=', 13)
      .executeTakeFirstOrThrow()
    expect(await edit({ mobile: other.phone })).toEqual({
      code: 410205,
      msg: `The phone number ${other.phone} is already used by ${other.name}`,
    })
    expect((await edit({ jobNumber: other.job_number })).code).toBe(410206)
    expect(await edit({ organ: otherPosition.organ_id, gangwei: position.id })).toEqual({
      code: 410208,
      msg: 'The position does not exist or is not in this department',
    })
    expect(await edit({ contractStart: '2024-05-01', contractEnd: '2024-04-30' })).toEqual({
      code: 410203,
      msg: 'The contract end must not be before its start',
    })
    expect((await edit({ birthDate: '2024-02-30' })).code).toBe(410203)
    // Work began here at the latest; before it, years of work count from it.
    expect(await edit({ entryDate: '2020-03-01', workStartDate: '2020-03-02' })).toEqual({
      code: 410203,
      msg: 'The date work began cannot be after the entry date',
    })
    expect((await edit({ workStartDate: '2012-07-01' })).code).toBe(0)
    expect((await edit({ name: '' })).msg).toBe('Name is required')
    expect(await edit({ bloodType: 'A' })).toEqual({ code: 410203, msg: 'Unknown field bloodType' })
    expect((await edit({ organ: position.organ_id, gangwei: position.id, zhiwei: position.zhiwei_id })).code).toBe(0)
  })

  it('onboards a new hire with an account: found in the list, birth date and gender from the ID number; duplicates refused', async () => {
    const idNumber = pnid('31010419950615004')
    const values = {
      name: '新同事',
      jobNumber: 'NEW0001',
      mobile: '13700001111',
      organ: position.organ_id,
      gangwei: position.id,
      entryDate: '2026-11-01',
      idNumber,
      emergencyPhone: '13700002222',
    }
    const weak = await post('entryUser/onboard', { values, account: { userName: 'newbie', password: 'short' } }, hr, en)
    expect(weak.code).toBe(400104)
    const done = await post('entryUser/onboard', {
      values,
      account: { userName: 'newbie', password: 'Newbie@12345', roleIds: [2] },
    })
    expect(done.code).toBe(0)
    const record = (await post('entryUser/getRecord', { id: done.result.id })).result
    expect(record.values).toMatchObject({
      birthDate: '1995-06-15',
      gender: '2',
      zhiwei: position.zhiwei_id,
      contractStart: null,
      idNumber,
    })
    const page = (await post('entryUser/getRecordPage', { keyword: '新同事' })).result
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual([done.result.id])
    const newbie = await gateway.login('newbie', 'Newbie@12345')
    expect((await post('entryUser/getMyRecord', {}, newbie)).result.hiddenFields).toContain('emergencyPhone')
    expect(
      (await post('entryUser/onboard', { values: { ...values, jobNumber: 'NEW0002', idNumber: '' } }, hr, en)).code,
    ).toBe(410205)
    expect((await post('entryUser/onboard', { values: { ...values, mobile: '13700003333' } })).code).toBe(410206)
    expect(
      (await post('entryUser/onboard', { values: { ...values, jobNumber: 'NEW0003', mobile: '13700003333' } })).code,
    ).toBe(410207)
    expect(
      (
        await post('entryUser/onboard', {
          values: { ...values, jobNumber: 'NEW0003', mobile: '13700003333', idNumber: '' },
          account: { userName: 'newbie', password: 'Newbie@12345' },
        })
      ).code,
    ).toBe(410209)
    expect((await post('entryUser/onboard', { values: { name: 'x' } }, hr, en)).msg).toBe('Job number is required')
    expect((await post('entryUser/onboard', { values }, staff)).code).toBe(403001)
  })

  it('offboards: status left, the account signed out and refused at sign-in, found in the lizhi search', async () => {
    const id = (await post('entryUser/getRecordPage', { keyword: 'NEW0001' })).result.rows[0].id
    const newbie = await gateway.login('newbie', 'Newbie@12345')
    expect((await post('entryUser/offboard', { id, leaveDate: '2026-10-01', reason: '个人发展' }, hr, en)).code).toBe(
      410210,
    )
    expect((await post('entryUser/offboard', { id, leaveDate: '2026-11-20', reason: '个人发展' }, staff)).code).toBe(
      403001,
    )
    expect((await post('entryUser/offboard', { id, leaveDate: '2026-11-20', reason: '个人发展' })).code).toBe(0)
    expect((await post('entryUser/getMyRecord', {}, newbie)).code).toBe(401001)
    const login = await gateway.post(
      '/gateway/uac/account/login',
      { account: 'newbie', password: 'Newbie@12345' },
      undefined,
      en,
    )
    expect(login.body).toEqual({
      code: 410211,
      msg: 'This account belongs to someone who has left the company and can no longer sign in',
    })
    const left = (await post('user/getLizhiUserByKeyWord', { keyword: '新同事' })).result
    expect(left.rows).toEqual([expect.objectContaining({ id, leaveDate: '2026-11-20', leaveReason: '个人发展' })])
    expect((await post('user/getLizhiUserByKeyWord', {})).result.total).toBeGreaterThan(1)
    expect((await post('user/getUserByKeyWord', { keyword: '新同事' })).result).toEqual([])
    expect(await post('entryUser/offboard', { id, leaveDate: '2026-11-21', reason: 'again' }, hr, en)).toEqual({
      code: 410210,
      msg: '新同事 has already left',
    })
    expect((await post('entryUser/getRecord', { id })).result).toMatchObject({
      status: 2,
      leaveDate: '2026-11-20',
      leaveReason: '个人发展',
    })
    expect((await post('user/getLizhiUserByKeyWord', {}, staff)).code).toBe(403001)
  })

  it('finds on-the-job staff by keyword a page at a time, with the total (getUserByKeyWordPage2)', async () => {
    const all = (await post('user/getUserByKeyWord', { rows: 50 })).result as Array<{ id: number }>
    const first = (await post('user/getUserByKeyWordPage2', { rows: 5 })).result
    const second = (await post('user/getUserByKeyWordPage2', { page: 2, rows: 5 })).result
    expect(first.total).toBeGreaterThan(10)
    expect(first.totalPage).toBe(Math.ceil(first.total / 5))
    expect([...first.rows, ...second.rows].map((r: { id: number }) => r.id)).toEqual(all.slice(0, 10).map((r) => r.id))
    const found = (await post('user/getUserByKeyWordPage2', { keyword: first.rows[0].jobNumber })).result
    expect(found.rows.map((r: { id: number }) => r.id)).toContain(first.rows[0].id)
    expect((await post('user/getUserByKeyWordPage2', { rows: 500 })).code).toBe(400000)
  })

  it('answers ID-number facts, age and area', async () => {
    expect((await post('user/getPnidInfo', { pnid: '11010519491231002X' }, staff)).result).toMatchObject({
      birthDate: '1949-12-31',
      gender: 2,
      areaCode: '110105',
    })
    expect((await post('user/getPnidInfo', { pnid: '110105194912310021' }, staff)).code).toBe(410204)
    expect((await post('user/calcBirthdayAge', { birthday: '2000-01-01' }, staff)).result.age).toBeGreaterThan(20)
    expect((await post('user/getArea', { code: '310104' }, staff)).result.province.en).toBe('Shanghai')
  })

  it('limits records to the data range and refuses fields a role may only read', async () => {
    const db = gateway.ctx.db
    const roleOf = async (name: string) =>
      (
        await db
          .selectFrom('role')
          .select('id')
          .where('tenant_id', '=', 1)
          .where('name_en', '=', name)
          .executeTakeFirstOrThrow()
      ).id
    const managerRole = await roleOf('Manager')
    const staffRole = await roleOf('Staff')
    await db
      .insertInto('role_function')
      .values([
        { role_id: managerRole, function_id: '1101' },
        { role_id: staffRole, function_id: '1101' },
        { role_id: staffRole, function_id: '110101' },
      ])
      .execute()
    const manager = await gateway.login('manager', 'Manager@12345')
    expect((await post('entryUser/getRecord', { id: 12 }, manager)).code).toBe(0)
    const managerEmployee = (
      await db.selectFrom('app_user').select('employee_id').where('user_name', '=', 'manager').executeTakeFirstOrThrow()
    ).employee_id!
    const team = await teamOf(db, 1, managerEmployee)
    expect(team).toContain(12)
    const outside = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('id', 'not in', team)
      .executeTakeFirstOrThrow()
    expect((await post('entryUser/getRecord', { id: outside.id }, manager)).code).toBe(410201)
    expect(await post('entryUser/updateRecord', { id: 12, values: { emergencyPhone: '1' } }, staff, en)).toEqual({
      code: 410202,
      msg: 'No field permissions: Emergency contact phone',
    })
    expect((await post('entryUser/updateRecord', { id: 12, values: { address: 'x' } }, staff)).msg).toBe(
      '无字段权限：住址',
    )
  })

  it("never shows or changes another tenant's records", async () => {
    const two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await post('entryUser/getRecord', { id: 12 }, two)).code).toBe(410201)
    expect((await post('entryUser/updateRecord', { id: 12, values: { address: 'x' } }, two)).code).toBe(410201)
    expect((await post('entryUser/offboard', { id: 12, leaveDate: '2026-11-20', reason: 'x' }, two)).code).toBe(410201)
    expect(
      (
        await post(
          'entryUser/onboard',
          {
            values: {
              name: 'x',
              jobNumber: 'X1',
              mobile: '13700009999',
              organ: position.organ_id,
              gangwei: position.id,
              entryDate: '2026-11-01',
            },
          },
          two,
        )
      ).code,
    ).toBe(410208)
    const tenantTwo = (
      await gateway.ctx.db.selectFrom('employee').select('id').where('tenant_id', '=', 2).execute()
    ).map((r) => r.id)
    expect(
      ((await post('user/getLizhiUserByKeyWord', { rows: 200 }, two)).result.rows as Array<{ id: number }>).every((r) =>
        tenantTwo.includes(r.id),
      ),
    ).toBe(true)
    expect(
      ((await post('user/getUserByKeyWord', { rows: 50 }, two)).result as Array<{ id: number }>).every((r) =>
        tenantTwo.includes(r.id),
      ),
    ).toBe(true)
    expect(
      ((await post('entryUser/getRecordPage', { rows: 200 }, two)).result.rows as Array<{ id: number }>).every((r) =>
        tenantTwo.includes(r.id),
      ),
    ).toBe(true)
    expect((await post('entryUser/recordOptions', { organId: position.organ_id }, two)).result.gangweis).toEqual([])
  })
})
