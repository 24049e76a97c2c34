import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { teamOf } from '../../access'
import { en, type RecordsGateway, startRecordsGateway } from './test-helpers'

describe('employee records: searches, ID-number facts, the data range and other tenants', () => {
  let gateway: TestGateway
  let staff: string
  let position: RecordsGateway['position']
  let post: RecordsGateway['post']

  beforeAll(async () => {
    ;({ gateway, staff, position, post } = await startRecordsGateway())
  })
  afterAll(() => gateway.close())

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
