import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'

const PAGE = '/gateway/ums/web/entryUser/getUserPage'
const LIGHT = '/gateway/ums/web/entryUser/getUserLight'
const EXPORT = '/gateway/ums/web/entryUser/export'
const SAVE_RANGE = '/gateway/joyhr/web/authRole/saveDataRange'

/** Adds the reporting line when the workflow part's migration has not (it owns employee.manager_id). */
describe('data ranges on the directory routes (§6)', () => {
  let gateway: TestGateway
  let admin: string
  let hr: string
  const ids = async (token: string) =>
    ((await gateway.post(PAGE, { rows: 200 }, token)).body.result.rows as Array<{ id: number }>)
      .map((r) => r.id)
      .sort((a, b) => a - b)
  const total = async () =>
    (
      await gateway.ctx.db
        .selectFrom('employee')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', 1)
        .executeTakeFirstOrThrow()
    ).n
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  })
  afterAll(() => gateway.close())

  const staffWith = async (range: string) => {
    expect((await gateway.post(SAVE_RANGE, { roleId: 2, range }, admin)).body.code).toBe(0)
    return gateway.login('staff', 'Staff@12345')
  }

  it('shows HR (range all) every member of staff of the tenant', async () => {
    expect((await gateway.post(PAGE, { rows: 1 }, hr)).body.result.total).toBe(Number(await total()))
  })

  it('shows a staff member with range self only themselves, on the page, the record and the export', async () => {
    const staff = await staffWith('self')
    expect(await ids(staff)).toEqual([12])
    expect((await gateway.post(LIGHT, { id: 12 }, staff)).body.result.id).toBe(12)
    expect((await gateway.post(LIGHT, { id: 13 }, staff)).body.code).toBe(400203)
    expect((await gateway.post(PAGE, {}, staff)).body.result.countData).toEqual({ 1: 1 })
    await gateway.post(SAVE_RANGE, { roleId: 1, range: 'self' }, admin)
    const hrSelf = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    const csv = String((await gateway.post(EXPORT, { ids: [12, 40, 41] }, hrSelf)).body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(csv).toHaveLength(2)
    await gateway.post(SAVE_RANGE, { roleId: 1, range: 'all' }, admin)
  })

  it('shows a staff member with range department their department and everything below it', async () => {
    const staff = await staffWith('department')
    const self = await gateway.ctx.db
      .selectFrom('employee')
      .select('organ_id')
      .where('id', '=', 12)
      .executeTakeFirstOrThrow()
    const organs = subtreeIds(await organsOfTenant(gateway.ctx.db, 1), self.organ_id)
    const expected = (
      await gateway.ctx.db
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('organ_id', 'in', organs)
        .execute()
    )
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(await ids(staff)).toEqual(expected)
    expect(expected.length).toBeLessThan(Number(await total()))
  })

  it('shows a manager (range team) their reports, direct and indirect, and themselves only', async () => {
    // A reporting line 12 ← 13 ← 14, and 15 reporting elsewhere (instead of the demo lines).
    await gateway.ctx.db.updateTable('employee').set({ manager_id: null }).where('tenant_id', '=', 1).execute()
    await gateway.ctx.db.updateTable('employee').set({ manager_id: 12 }).where('id', '=', 13).execute()
    await gateway.ctx.db.updateTable('employee').set({ manager_id: 13 }).where('id', '=', 14).execute()
    await gateway.ctx.db.updateTable('employee').set({ manager_id: 40 }).where('id', '=', 15).execute()
    const staff = await staffWith('team')
    expect(await ids(staff)).toEqual([12, 13, 14])
    expect((await gateway.post(LIGHT, { id: 15 }, staff)).body.code).toBe(400203)
  })

  it('gives a user several roles the widest of their ranges', async () => {
    await gateway.post(SAVE_RANGE, { roleId: 2, range: 'self' }, admin)
    expect((await gateway.post(SAVE_RANGE, { roleId: 3, range: 'all' }, admin)).body.code).toBe(0)
    await gateway.ctx.db.insertInto('user_role').values({ user_id: 2, role_id: 3 }).execute()
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(PAGE, { rows: 1 }, staff)).body.result.total).toBe(Number(await total()))
  })
})
