import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import type { StaffScope } from '../access'
import { DIRECTORY_HELD_MAX, heldDirectory } from './directory-rows'
import { heldPeople } from './held-pages'
import { staffMatching } from './records/user-lookup-routes'
import { findUserPage, queriedUserPage, type UserPageQuery } from './user-page'

// The held directory answers staff pages and people searches exactly as the database queries do, over a matrix of
// filters, keywords, data ranges, contact views and pages in the demo tenant (240 staff, some left).
describe('staff pages and people search from the held directory', () => {
  let gateway: TestGateway
  const tenantId = 1
  beforeAll(async () => {
    gateway = await startTestGateway()
    const db = gateway.ctx.db
    // Staff with mixed case, a phone of their own and a LIKE wildcard in their name, and two who left.
    const first = await db.selectFrom('employee').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()
    const ids = first.slice(0, 6).map((row) => row.id)
    await db.updateTable('employee').set({ name: 'Anna Lee' }).where('id', '=', ids[0]).execute()
    await db.updateTable('employee').set({ name: '100%_王' }).where('id', '=', ids[1]).execute()
    await db.updateTable('employee').set({ phone: '13900001111' }).where('id', '=', ids[2]).execute()
    await db.updateTable('employee').set({ status: 2 }).where('id', 'in', [ids[3], ids[4]]).execute()
  })
  afterAll(() => gateway.close())

  const keywords = ['', '  ', 'sh000', 'SH0001', 'anna', 'LEE', '%', '_', '王', '139', '1111', 'zz-none']

  it('holds the tenant and answers every staff page as the query does', async () => {
    const db = gateway.ctx.db
    const held = await heldDirectory(db, tenantId)
    expect(held?.length).toBeGreaterThan(200)
    const organs = await db.selectFrom('organ').select('id').where('tenant_id', '=', tenantId).execute()
    const positions = await db.selectFrom('gangwei').select('id').where('tenant_id', '=', tenantId).execute()
    const employees = (held ?? []).slice(0, 40).map((row) => row.id)
    const scopes: (StaffScope | undefined)[] = [
      undefined,
      { range: 'all', organIds: null, employeeIds: null },
      { range: 'department', organIds: organs.slice(1, 3).map((o) => o.id), employeeIds: null },
      { range: 'team', organIds: null, employeeIds: employees },
      { range: 'self', organIds: null, employeeIds: [] },
    ]
    const contacts = [
      undefined,
      { phone: true, email: false, ofLeft: false },
      { phone: false, email: true, ofLeft: true },
    ]
    let compared = 0
    for (const keyword of keywords)
      for (const scope of scopes)
        for (const status of [undefined, 1, 2])
          for (const organId of [undefined, organs[0].id, organs[2].id]) {
            const query: UserPageQuery = {
              tenantId,
              page: 1 + (compared % 3),
              rows: compared % 2 ? 7 : 50,
              keyword,
              scope,
              status,
              organId,
              contacts: contacts[compared % 3],
              ...(compared % 5 === 0 ? { gangweiId: positions[compared % positions.length].id } : {}),
            }
            expect(await findUserPage(db, query), JSON.stringify(query)).toEqual(await queriedUserPage(db, query))
            compared += 1
          }
    expect(compared).toBe(keywords.length * scopes.length * 9)
  })

  it('finds people as the query does, whole and a page at a time', async () => {
    const db = gateway.ctx.db
    const held = (await heldDirectory(db, tenantId)) ?? []
    const scopes: StaffScope[] = [
      { range: 'all', organIds: null, employeeIds: null },
      { range: 'team', organIds: null, employeeIds: held.slice(0, 30).map((row) => row.id) },
    ]
    for (const keyword of keywords)
      for (const scope of scopes)
        for (const [offset, limit] of [
          [0, 20],
          [10, 10],
          [0, 200],
        ]) {
          const found = heldPeople(held, { scope, status: 1, keyword, offset, limit })
          const base = staffMatching(db, tenantId, scope, 1, keyword)
          const rows = await base
            .select(['employee.id'])
            .orderBy('employee.job_number')
            .orderBy('employee.id')
            .limit(limit)
            .offset(offset)
            .execute()
          const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
          expect(
            found.rows.map((row) => row.id),
            keyword,
          ).toEqual(rows.map((row) => row.id))
          expect(found.total).toBe(Number(counted?.n))
        }
  })

  it('follows a change to the staff, and leaves a tenant over the limit to the database', async () => {
    const db = gateway.ctx.db
    const before = await heldDirectory(db, tenantId)
    await db.updateTable('employee').set({ name: 'Zed Changed' }).where('id', '=', before![0].id).execute()
    const after = await heldDirectory(db, tenantId)
    expect(after?.find((row) => row.id === before![0].id)?.name).toBe('Zed Changed')
    expect(DIRECTORY_HELD_MAX).toBeGreaterThanOrEqual(1000)
    // A transaction's handle holds nothing: its reads see its own writes.
    await db.transaction().execute(async (trx) => expect(await heldDirectory(trx, tenantId)).toBeNull())
  })
})
