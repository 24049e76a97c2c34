import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { installTestApp } from '../../testing/installed-app-row'

const USER_PAGE = '/gateway/ums/web/entryUser/getUserPage'
const ORGAN_TREE = '/gateway/ums/web/organ/organTreeList'
const USER_LIGHT = '/gateway/ums/web/entryUser/getUserLight'

interface OrganNode {
  id: number
  name: string
  staffCount: number
  children: OrganNode[]
}
const depth = (node: OrganNode): number => 1 + Math.max(0, ...node.children.map(depth))

describe('organisation tree and staff list', () => {
  let gateway: TestGateway
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('answers the tenant tree, four levels deep, counting staff of each subtree', async () => {
    const answer = await gateway.post(ORGAN_TREE, {}, staff)
    const [root] = answer.body.result as OrganNode[]
    expect(root.name).toBe('Demo Co. Shanghai')
    expect(depth(root)).toBe(4)
    expect(root.staffCount).toBe(root.children.reduce((sum, child) => sum + child.staffCount, 0))
    expect(root.staffCount).toBeGreaterThan(180)
  })

  it("counts each unit as the staff list's total of its staff on the job, within the caller's data range", async () => {
    const countsMatchList = async (token: string) => {
      const tree = (await gateway.post(ORGAN_TREE, {}, token)).body.result as OrganNode[]
      const units: OrganNode[] = []
      const walk = (node: OrganNode) => {
        units.push(node)
        node.children.forEach(walk)
      }
      tree.forEach(walk)
      for (const unit of units) {
        const list = (await gateway.post(USER_PAGE, { organId: unit.id, status: 1, rows: 1 }, token)).body.result
        expect({ unit: unit.name, count: unit.staffCount }).toEqual({ unit: unit.name, count: list.total })
      }
      return tree
    }
    const [root] = await countsMatchList(staff)
    // People who left are in neither: the top unit's list has some, its count does not.
    const everyone = (await gateway.post(USER_PAGE, { organId: root.id }, staff)).body.result
    expect(everyone.countData['2']).toBeGreaterThan(0)
    expect(root.staffCount).toBe(everyone.countData['1'])
    // A caller who sees their own department only: the counts follow the data range, not the whole tenant.
    const db = gateway.ctx.db
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Staff')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('role_data_range')
      .set({ data_range: 'department' })
      .where('tenant_id', '=', 1)
      .where('role_id', '=', role.id)
      .execute()
    try {
      const [narrow] = await countsMatchList(await gateway.login('staff', 'Staff@12345'))
      expect(narrow.staffCount).toBeGreaterThan(0)
      expect(narrow.staffCount).toBeLessThan(root.staffCount)
    } finally {
      await db
        .updateTable('role_data_range')
        .set({ data_range: 'all' })
        .where('tenant_id', '=', 1)
        .where('role_id', '=', role.id)
        .execute()
    }
  })

  it("refuses another tenant than the session's", async () => {
    expect((await gateway.post(ORGAN_TREE, { tenantId: 2 }, staff)).body.code).toBe(403001)
  })

  it('pages the staff list with total and totalPage', async () => {
    const first = (await gateway.post(USER_PAGE, { page: 1, rows: 20 }, staff)).body.result
    expect(first.total).toBe(240)
    expect(first.totalPage).toBe(12)
    expect(first.rows).toHaveLength(20)
    expect(first.rows[0]).toMatchObject({ jobNumber: 'SH00001' })
    expect(Object.keys(first.rows[0]).sort()).toEqual([
      'email',
      'entryDate',
      'gangweiName',
      'id',
      'jobNumber',
      'name',
      'organId',
      'organName',
      'phone',
      'status',
      'zhiweiName',
    ])
    const last = (await gateway.post(USER_PAGE, { page: 12, rows: 20 }, staff)).body.result
    expect(last.rows[19].jobNumber).toBe('SH00240')
    const beyond = (await gateway.post(USER_PAGE, { page: 13, rows: 20 }, staff)).body.result
    expect(beyond).toMatchObject({ total: 240, page: 13, totalPage: 12, rows: [] })
  })

  it('defaults to page 1 of 10 rows', async () => {
    const page = (await gateway.post(USER_PAGE, {}, staff)).body.result
    expect([page.page, page.rows.length, page.totalPage]).toEqual([1, 10, 24])
  })

  it('refuses rows outside 1..200 and page below 1 with HTTP 400', async () => {
    for (const body of [{ rows: 201 }, { rows: 0 }, { page: 0 }, { page: 'x' }]) {
      const answer = await gateway.post(USER_PAGE, body, staff)
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe(400000)
    }
  })

  it('filters by organ with its descendants and by keyword', async () => {
    const tree = (await gateway.post(ORGAN_TREE, {}, staff)).body.result as OrganNode[]
    const division = tree[0].children[0]
    const inDivision = (await gateway.post(USER_PAGE, { organId: division.id, rows: 200, status: 1 }, staff)).body
      .result
    expect(inDivision.total).toBe(division.staffCount)
    const byNumber = (await gateway.post(USER_PAGE, { keyword: 'SH00123' }, staff)).body.result
    expect(byNumber.rows.map((row: { jobNumber: string }) => row.jobNumber)).toEqual(['SH00123'])
    const wildcard = (await gateway.post(USER_PAGE, { keyword: '%' }, staff)).body.result
    expect(wildcard.total).toBe(0)
  })

  it('filters by position (gangweiId)', async () => {
    const db = gateway.ctx.db
    const { gangwei_id: gangweiId } = await db
      .selectFrom('employee')
      .select('gangwei_id')
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const holders = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('gangwei_id', '=', gangweiId)
      .execute()
    const everyone = (await gateway.post(USER_PAGE, { rows: 200 }, staff)).body.result
    const inPosition = (await gateway.post(USER_PAGE, { gangweiId, rows: 200 }, staff)).body.result
    expect(inPosition.total).toBeGreaterThan(0)
    expect(inPosition.total).toBeLessThan(everyone.total)
    const holderIds = new Set(holders.map((h) => h.id))
    expect(inPosition.rows.every((row: { id: number }) => holderIds.has(row.id))).toBe(true)
    expect(new Set(inPosition.rows.map((row: { gangweiName: string }) => row.gangweiName)).size).toBe(1)
    expect((await gateway.post(USER_PAGE, { gangweiId: 'x' }, staff)).status).toBe(400)
  })

  it('filters to the listed staff ids (uid), within the tenant and the data range', async () => {
    const everyone = (await gateway.post(USER_PAGE, { rows: 200 }, staff)).body.result.rows as Array<{
      id: number
      organId: number
    }>
    const picked = [everyone[5].id, everyone[0].id, everyone[42].id]
    const listed = (await gateway.post(USER_PAGE, { uid: picked.join(','), rows: 200 }, staff)).body.result
    expect(listed.total).toBe(3)
    expect(listed.rows.map((row: { id: number }) => row.id).sort()).toEqual([...picked].sort())
    expect((await gateway.post(USER_PAGE, { uid: `${picked[0]},${picked[0]}` }, staff)).body.result.total).toBe(1)
    expect(
      (await gateway.post(USER_PAGE, { uid: picked[1], keyword: 'no such person' }, staff)).body.result.total,
    ).toBe(0)
    const db = gateway.ctx.db
    const otherTenant = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 2)
      .executeTakeFirstOrThrow()
    expect((await gateway.post(USER_PAGE, { uid: `${otherTenant.id}` }, staff)).body.result.total).toBe(0)
    // Outside the caller's data range, a listed id finds no one.
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Staff')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('role_data_range')
      .set({ data_range: 'department' })
      .where('tenant_id', '=', 1)
      .where('role_id', '=', role.id)
      .execute()
    try {
      const narrow = await gateway.login('staff', 'Staff@12345')
      const inRange = new Set(
        ((await gateway.post(USER_PAGE, { rows: 200 }, narrow)).body.result.rows as Array<{ id: number }>).map(
          (row) => row.id,
        ),
      )
      const outside = everyone.find((row) => !inRange.has(row.id))!
      const inside = everyone.find((row) => inRange.has(row.id))!
      const found = (await gateway.post(USER_PAGE, { uid: `${outside.id},${inside.id}` }, narrow)).body.result
        .rows as Array<{ id: number }>
      expect(found.map((row) => row.id)).toEqual([inside.id])
    } finally {
      await db
        .updateTable('role_data_range')
        .set({ data_range: 'all' })
        .where('tenant_id', '=', 1)
        .where('role_id', '=', role.id)
        .execute()
    }
    expect((await gateway.post(USER_PAGE, { uid: '' }, staff)).body.result.total).toBe(240)
    for (const uid of [
      'a',
      '1,,2',
      '1;2',
      '-1',
      '0',
      '1,',
      ' 1',
      Array.from({ length: 201 }, (_, i) => i + 1).join(','),
    ]) {
      expect((await gateway.post(USER_PAGE, { uid }, staff)).body.code, uid.slice(0, 20)).toBe(400000)
    }
  })

  it('counts the matching staff by status for the statistics strip, whatever the status filter', async () => {
    const all = (await gateway.post(USER_PAGE, { keyword: 'SH000' }, staff)).body.result
    expect(Object.keys(all.countData).sort()).toEqual(['1', '2'])
    expect(all.countData['1'] + all.countData['2']).toBe(all.total)
    const left = (await gateway.post(USER_PAGE, { keyword: 'SH000', status: 2 }, staff)).body.result
    expect(left.countData).toEqual(all.countData)
    expect(left.total).toBe(all.countData['2'])
    expect(left.rows.every((row: { status: number }) => row.status === 2)).toBe(true)
  })

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

describe('roles belong to one tenant', () => {
  let gw: TestGateway
  beforeAll(async () => {
    gw = await startTestGateway()
    // Installed in tenant 2 with no role allowed to open it.
    await installTestApp(gw.ctx.db, { tenantId: 2, id: 1, code: 'supplier', entry: 'http://127.0.0.1:4310/app/' })
  })
  afterAll(async () => {
    await gw.close()
  })

  it('a user whose roles exist only in tenant 1 has none of their functions in tenant 2', async () => {
    // hr holds the HR Manager role of tenant 1 and is authorised for tenants 1 and 2.
    const inOne = await gw.login('hr', 'Hr@123456789', { tenantId: 1 })
    expect((await gw.post('/gateway/ums/web/entryUser/getUserPage', { page: 1, rows: 1 }, inOne)).body.code).toBe(0)
    const inTwo = await gw.login('hr', 'Hr@123456789', { tenantId: 2 })
    expect((await gw.post('/gateway/ums/web/entryUser/getUserPage', { page: 1, rows: 1 }, inTwo)).body.code).toBe(
      403001,
    )
    expect((await gw.post('/gateway/ums/web/entryUser/export', {}, inTwo)).body.code).toBe(403001)
    const permission = (await gw.post('/gateway/uac/web/permission/getLoginPermission', {}, inTwo)).body.result
      .permissionData
    expect([permission.menus, permission.btns]).toEqual([[], []])
    const menu = (await gw.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', {}, inTwo)).body.data as Array<{
      code: string
      children: Array<{ code: string }>
    }>
    // Left: only the entries open to every user (the home dashboard; My record under personnel; the Delegation page; clock-in, my
    // attendance, overtime and shift swaps; the payroll approval view, not listed; my payslips; my tax deductions; my interviews and the
    // recruitment approval view; my training and exams; team reviews and my performance; the report centre and my subscriptions; the
    // personal centre).
    expect(menu.flatMap((entry) => entry.children.map((item) => item.code))).toEqual([
      '1011',
      '1103',
      '7003',
      '8004',
      '8005',
      '8010',
      '8104',
      '820409',
      '8221',
      '8303',
      '8404',
      '8409',
      '8507',
      '8508',
      '8603',
      '8604',
      '4010',
      '4011',
      '1005',
    ])
    expect((await gw.post('/gateway/uac/web/appToken', { appId: 'supplier' }, inTwo)).body.code).toBe(403001)
  })
})
