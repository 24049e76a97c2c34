import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ORGAN_TREE, USER_LIGHT, USER_PAGE } from './test-helpers'

describe('staff list: one person, form-encoded paging, contact details and the function', () => {
  let gateway: TestGateway
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('answers one staff member of the tenant by id, and no one of another tenant', async () => {
    const [first] = (await gateway.post(USER_PAGE, { rows: 1 }, staff)).body.result.rows
    const one = (await gateway.post('/gateway/ums/web/entryUser/getUserLight', { id: first.id }, staff)).body
    expect(one).toMatchObject({ code: 0, result: first })
    const admin2 = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await gateway.post('/gateway/ums/web/entryUser/getUserLight', { id: first.id }, admin2)).body.code).toBe(
      400203,
    )
    expect((await gateway.post('/gateway/ums/web/entryUser/getUserLight', {}, staff)).status).toBe(400)
  })

  it('accepts form-encoded paging parameters, empty fields meaning not given', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: USER_PAGE,
      payload: 'page=2&rows=5&organId=&keyword=',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: staff },
    })
    const result = JSON.parse(response.body).result
    expect([result.page, result.rows.length, result.rows[0].jobNumber]).toEqual([2, 5, 'SH00006'])
  })

  it("hides the phone and e-mail of staff who left from users without HR's record functions, on the list and one by one", async () => {
    const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    type Row = { id: number; phone: string; email: string; status: number }
    const leftOf = async (token: string) =>
      (await gateway.post(USER_PAGE, { status: 2, rows: 200 }, token)).body.result.rows as Row[]
    const [staffSees, hrSees] = [await leftOf(staff), await leftOf(hr)]
    expect(staffSees.length).toBeGreaterThan(0)
    expect(staffSees.every((row) => row.phone === '' && row.email === '')).toBe(true)
    expect(hrSees.map((row) => row.id)).toEqual(staffSees.map((row) => row.id))
    const person = hrSees.find((row) => row.phone !== '')!
    expect(person).toBeDefined()
    // Colleagues on the job keep theirs.
    const onJob = (await gateway.post(USER_PAGE, { status: 1, rows: 20 }, staff)).body.result.rows as Row[]
    expect(onJob.every((row) => row.phone !== '')).toBe(true)
    // One by one (the staff card) too.
    expect((await gateway.post(USER_LIGHT, { id: person.id }, staff)).body.result).toMatchObject({
      id: person.id,
      phone: '',
      email: '',
    })
    expect((await gateway.post(USER_LIGHT, { id: person.id }, hr)).body.result).toMatchObject({
      id: person.id,
      phone: person.phone,
    })
    // Nor does a keyword find them by their phone.
    const byPhone = async (token: string) =>
      (await gateway.post(USER_PAGE, { keyword: person.phone }, token)).body.result.rows.map((row: Row) => row.id)
    expect(await byPhone(staff)).not.toContain(person.id)
    expect(await byPhone(hr)).toContain(person.id)
  })

  it("answers colleagues' phone and e-mail as the employee record's field permissions let the caller see them", async () => {
    type Row = { id: number; phone: string; email: string }
    const db = gateway.ctx.db
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Staff')
      .executeTakeFirstOrThrow()
    const rows = async (token: string) =>
      (await gateway.post(USER_PAGE, { status: 1, rows: 20 }, token)).body.result.rows as Row[]
    const before = await rows(staff)
    expect(before.some((row) => row.email !== '')).toBe(true)
    await db
      .insertInto('role_field_permission')
      .values({ tenant_id: 1, role_id: role.id, biz_type_id: 1, field_key: 'mobile', access: 'hidden' })
      .execute()
    try {
      const token = await gateway.login('staff', 'Staff@12345')
      const after = await rows(token)
      expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id))
      expect(after.every((row) => row.phone === '')).toBe(true)
      expect(after.map((row) => row.email)).toEqual(before.map((row) => row.email))
      expect((await gateway.post(USER_LIGHT, { id: before[0].id }, token)).body.result.phone).toBe('')
      // A phone the caller may not see finds no one either.
      const found = (await gateway.post(USER_PAGE, { keyword: before[0].phone }, token)).body.result.rows.map(
        (row: Row) => row.id,
      )
      expect(found).not.toContain(before[0].id)
    } finally {
      await db
        .deleteFrom('role_field_permission')
        .where('tenant_id', '=', 1)
        .where('role_id', '=', role.id)
        .where('field_key', '=', 'mobile')
        .execute()
    }
  })

  it('guards the list with function 1002', async () => {
    const admin = await gateway.login('admin', 'Admin@12345')
    await gateway.post('/gateway/joyhr/web/authRole/saveUserRoles', { userId: 2, roleIds: [3] }, admin)
    const fresh = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(USER_PAGE, {}, fresh)).body.code).toBe(403001)
    expect((await gateway.post(ORGAN_TREE, {}, fresh)).body.code).toBe(403001)
  })
})
