import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const ASSIGN_PAGE = '/gateway/ums/web/entryUser/getAssignUserPage'
const ASSIGN_ALL = '/gateway/ums/web/entryUser/getAssignUserAllPage'
const USER_PAGE = '/gateway/ums/web/entryUser/getUserPage'

interface Person {
  id: number
  name: string
  jobNumber: string
  organId: number
  organName: string
  gangweiId: number
  gangweiName: string
}

describe('people a caller may assign work to (getAssignUserPage, getAssignUserAllPage)', () => {
  let gateway: TestGateway
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('pages the on-the-job staff, with the fields a picker needs and no contact details', async () => {
    const onTheJob = (await gateway.post(USER_PAGE, { status: 1, rows: 200 }, staff)).body.result
    const first = (await gateway.post(ASSIGN_PAGE, { rows: 20 }, staff)).body.result
    expect(first.total).toBe(onTheJob.total)
    expect(first.totalPage).toBe(Math.ceil(onTheJob.total / 20))
    expect(Object.keys(first.rows[0]).sort()).toEqual([
      'gangweiId',
      'gangweiName',
      'id',
      'jobNumber',
      'name',
      'organId',
      'organName',
    ])
    const second = (await gateway.post(ASSIGN_PAGE, { page: 2, rows: 20 }, staff)).body.result
    expect([...first.rows, ...second.rows].map((r: Person) => r.id)).toEqual(
      onTheJob.rows.slice(0, 40).map((r: Person) => r.id),
    )
    const left = (await gateway.post(USER_PAGE, { status: 2, rows: 200 }, staff)).body.result.rows as Person[]
    const all = (await gateway.post(ASSIGN_ALL, {}, staff)).body.result
    expect(left.length).toBeGreaterThan(0)
    expect(all.rows.some((r: Person) => left.some((l) => l.id === r.id))).toBe(false)
    expect(all).toMatchObject({ total: onTheJob.total, capped: false, limit: 2000 })
    expect(all.rows).toHaveLength(onTheJob.total)
    expect(JSON.stringify(all.rows)).not.toMatch(/phone|email|@/)
  })

  it('finds by name or job number, never by a phone number, and within an organ with its descendants', async () => {
    const [someone] = (await gateway.post(USER_PAGE, { status: 1, rows: 1 }, staff)).body.result.rows as Array<
      Person & { phone: string }
    >
    const byNumber = (await gateway.post(ASSIGN_PAGE, { keyword: someone.jobNumber }, staff)).body.result
      .rows as Person[]
    expect(byNumber.map((r) => r.id)).toContain(someone.id)
    const byName = (await gateway.post(ASSIGN_ALL, { keyword: someone.name }, staff)).body.result.rows as Person[]
    expect(byName.map((r) => r.id)).toContain(someone.id)
    expect(someone.phone).not.toBe('')
    expect((await gateway.post(ASSIGN_ALL, { keyword: someone.phone }, staff)).body.result.total).toBe(0)
    expect((await gateway.post(ASSIGN_ALL, { keyword: '%' }, staff)).body.result.total).toBe(0)
    const tree = (await gateway.post('/gateway/ums/web/organ/organTreeList', {}, staff)).body.result as Array<{
      id: number
      children: Array<{ id: number; staffCount: number }>
    }>
    const unit = tree[0].children[0]
    const inUnit = (await gateway.post(ASSIGN_ALL, { organId: unit.id }, staff)).body.result
    expect(inUnit.total).toBe(unit.staffCount)
    expect(inUnit.total).toBeLessThan((await gateway.post(ASSIGN_ALL, {}, staff)).body.result.total)
    expect((await gateway.post(ASSIGN_PAGE, { organId: unit.id, rows: 1 }, staff)).body.result.total).toBe(
      unit.staffCount,
    )
  })

  it("keeps to the caller's data range", async () => {
    const db = gateway.ctx.db
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Staff')
      .executeTakeFirstOrThrow()
    const everyone = (await gateway.post(ASSIGN_ALL, {}, staff)).body.result.total
    await db
      .updateTable('role_data_range')
      .set({ data_range: 'department' })
      .where('tenant_id', '=', 1)
      .where('role_id', '=', role.id)
      .execute()
    try {
      const narrow = await gateway.login('staff', 'Staff@12345')
      const inRange = (await gateway.post(USER_PAGE, { status: 1, rows: 200 }, narrow)).body.result
      const all = (await gateway.post(ASSIGN_ALL, {}, narrow)).body.result
      expect(all.total).toBeGreaterThan(0)
      expect(all.total).toBeLessThan(everyone)
      expect(all.rows.map((r: Person) => r.id)).toEqual(inRange.rows.map((r: Person) => r.id))
      expect((await gateway.post(ASSIGN_PAGE, { rows: 1 }, narrow)).body.result.total).toBe(all.total)
    } finally {
      await db
        .updateTable('role_data_range')
        .set({ data_range: 'all' })
        .where('tenant_id', '=', 1)
        .where('role_id', '=', role.id)
        .execute()
    }
  })

  it('says when the whole list stops at 2,000 people', async () => {
    const db = gateway.ctx.db
    const template = await db
      .selectFrom('employee')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const { max } = await db
      .selectFrom('employee')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow()
    const before = (await gateway.post(ASSIGN_ALL, {}, staff)).body.result.total as number
    const added = Array.from({ length: 2001 - before }, (_, i) => ({
      ...template,
      id: Number(max) + 1 + i,
      job_number: `ZZ${String(i).padStart(5, '0')}`,
      name: `Extra ${i}`,
      manager_id: null,
    }))
    for (let i = 0; i < added.length; i += 200)
      await db
        .insertInto('employee')
        .values(added.slice(i, i + 200))
        .execute()
    try {
      const all = (await gateway.post(ASSIGN_ALL, {}, staff)).body.result
      expect(all).toMatchObject({ total: 2001, capped: true, limit: 2000 })
      expect(all.rows).toHaveLength(2000)
      expect((await gateway.post(ASSIGN_ALL, { keyword: 'Extra 1' }, staff)).body.result.capped).toBe(false)
    } finally {
      await db.deleteFrom('employee').where('tenant_id', '=', 1).where('id', '>', Number(max)).execute()
    }
  })

  it('refuses a bad body and callers without the staff list (function 1002)', async () => {
    expect((await gateway.post(ASSIGN_PAGE, { rows: 201 }, staff)).body.code).toBe(400000)
    expect((await gateway.post(ASSIGN_PAGE, { organId: 'x' }, staff)).body.code).toBe(400000)
    expect((await gateway.post(ASSIGN_ALL, { keyword: 'x'.repeat(101) }, staff)).body.code).toBe(400000)
    expect((await gateway.post(ASSIGN_ALL, { organId: 0 }, staff)).body.code).toBe(400000)
    const admin = await gateway.login('admin', 'Admin@12345')
    await gateway.post('/gateway/joyhr/web/authRole/saveUserRoles', { userId: 2, roleIds: [3] }, admin)
    const viewer = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(ASSIGN_PAGE, {}, viewer)).body.code).toBe(403001)
    expect((await gateway.post(ASSIGN_ALL, {}, viewer)).body.code).toBe(403001)
  })
})
