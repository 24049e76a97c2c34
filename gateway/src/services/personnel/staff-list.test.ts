import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ORGAN_TREE, type OrganNode, USER_PAGE } from './test-helpers'

describe('staff list: paging and filters', () => {
  let gateway: TestGateway
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

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
      'hasAccount',
      'id',
      'jobNumber',
      'name',
      'organId',
      'organName',
      'phone',
      'status',
      'zhiweiName',
    ])
    // Which staff have a sign-in account: SH00001 has one (the demo's), not every one of the 240.
    expect(first.rows[0].hasAccount).toBe(true)
    expect(first.rows.some((row: { hasAccount: boolean }) => !row.hasAccount)).toBe(true)
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
})
