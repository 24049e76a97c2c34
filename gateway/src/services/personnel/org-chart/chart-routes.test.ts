import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstPartyManifests } from '../../../apps/first-party-manifests'
import { syncManifestMenus } from '../../../apps/menu-sync'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { teamOf } from '../../access'
import { chartTenant } from './chart-fixtures'

const CHART = '/gateway/ums/web/orgChart/people'

interface Person {
  id: number
  managerId: number | null
  name: string | null
  jobNumber: string | null
  organId: number | null
  department: string | null
  position: string | null
}
type Chart = { people: Person[]; departments: Array<{ id: number }>; hiddenFields: string[] }

describe('people org chart', () => {
  let gateway: TestGateway
  const chartOf = async (token: string): Promise<Chart> => {
    const answer = await gateway.post(CHART, {}, token)
    expect(answer.body.code).toBe(0)
    return answer.body.result
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
  }, 60_000)
  afterAll(() => gateway.close())

  it('leaves out the fields a role may not see, and the departments with them', async () => {
    const db = gateway.ctx.db
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Staff')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('role_field_permission')
      .values(
        ['organ', 'jobNumber'].map((field_key) => ({
          tenant_id: 1,
          role_id: role.id,
          biz_type_id: 1,
          field_key,
          access: 'hidden',
        })),
      )
      .execute()
    try {
      const chart = await chartOf(await gateway.login('staff', 'Staff@12345'))
      expect(chart.hiddenFields.sort()).toEqual(['jobNumber', 'organ'])
      expect(chart.departments).toEqual([])
      expect(chart.people.length).toBeGreaterThan(10)
      expect(chart.people.every((p) => p.organId === null && p.department === null && p.jobNumber === null)).toBe(true)
      expect(chart.people.every((p) => p.name !== null)).toBe(true)
    } finally {
      await db.deleteFrom('role_field_permission').where('role_id', '=', role.id).execute()
    }
  })

  it('shows every on-the-job person of the tenant under their line manager, with their department and position', async () => {
    const db = gateway.ctx.db
    const chart = await chartOf(await gateway.login('hr', 'Hr@123456789', { tenantId: 1 }))
    const onJob = await db
      .selectFrom('employee')
      .select(['id', 'manager_id', 'organ_id'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id')
      .execute()
    expect(chart.people.map((p) => p.id)).toEqual(onJob.map((e) => e.id))
    const ids = new Set(onJob.map((e) => e.id))
    for (const person of chart.people) {
      const row = onJob.find((e) => e.id === person.id)!
      expect(person.managerId).toBe(row.manager_id != null && ids.has(row.manager_id) ? row.manager_id : null)
      expect(person.organId).toBe(row.organ_id)
    }
    expect(chart.people.filter((p) => p.managerId === null).length).toBeGreaterThanOrEqual(1)
    expect(chart.people.some((p) => p.managerId !== null)).toBe(true)
    expect(chart.people.every((p) => p.department !== null && p.name !== null)).toBe(true)
    expect(chart.departments.length).toBeGreaterThan(1)
    expect(chart.hiddenFields).toEqual([])
  })

  it('shows a manager with a team range only their team, themselves at the root', async () => {
    const db = gateway.ctx.db
    const user = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'manager')
      .executeTakeFirstOrThrow()
    const team = await teamOf(db, 1, user.employee_id!)
    const chart = await chartOf(await gateway.login('manager', 'Manager@12345'))
    const onJob = await db
      .selectFrom('employee')
      .select('id')
      .where('id', 'in', team)
      .where('status', '=', 1)
      .orderBy('id')
      .execute()
    expect(chart.people.map((p) => p.id)).toEqual(onJob.map((e) => e.id))
    expect(chart.people.filter((p) => p.managerId === null).map((p) => p.id)).toEqual([user.employee_id])
    // The filter offers the departments of the team and those above them, no other.
    const organs = await db.selectFrom('organ').select(['id', 'parent_id']).where('tenant_id', '=', 1).execute()
    const parentOf = new Map(organs.map((o) => [o.id, o.parent_id]))
    const expected = new Set<number>()
    for (const p of chart.people) for (let at = p.organId; at != null; at = parentOf.get(at) ?? null) expected.add(at)
    expect(chart.departments.map((d) => d.id).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b))
  })

  it("never shows another tenant's staff", async () => {
    const chart = await chartOf(await gateway.login('admin', 'Admin@12345', { tenantId: 2 }))
    const tenantTwo = (
      await gateway.ctx.db
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 2)
        .where('status', '=', 1)
        .execute()
    ).map((r) => r.id)
    expect(chart.people.map((p) => p.id).sort((a, b) => a - b)).toEqual(tenantTwo.sort((a, b) => a - b))
  })

  it('answers a tenant of 10,000 staff in one list, a tree of five levels', async () => {
    const tenantId = await chartTenant(gateway.ctx.db, 10_000)
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId })
    const started = performance.now()
    const chart = await chartOf(admin)
    const took = performance.now() - started
    console.info(`org chart of 10,000 staff answered in ${Math.round(took)} ms`)
    expect(chart.people).toHaveLength(10_000)
    const managerOf = new Map(chart.people.map((p) => [p.id, p.managerId]))
    const depth = (id: number): number => {
      const manager = managerOf.get(id)
      return manager == null ? 1 : 1 + depth(manager)
    }
    expect(Math.max(...chart.people.map((p) => depth(p.id)))).toBe(5)
    expect(chart.people.filter((p) => p.managerId === null)).toHaveLength(1)
    // A team data range over the same lines: the head's team is everyone, a level-4 manager's their ten and them.
    const timed = performance.now()
    expect(await teamOf(gateway.ctx.db, tenantId, chart.people[0].id)).toHaveLength(10_000)
    console.info(`the team of the head of 10,000 read in ${Math.round(performance.now() - timed)} ms`)
    const levelFour = chart.people.find((p) => depth(p.id) === 4)!
    expect(await teamOf(gateway.ctx.db, tenantId, levelFour.id)).toHaveLength(11)
  }, 120_000)

  it('comes to a database made before it to the roles holding the records or the organisation', async () => {
    const db = gateway.ctx.db
    const holders = async (functions: string[]) =>
      (
        await db
          .selectFrom('role_function')
          .select('role_id')
          .distinct()
          .where('function_id', 'in', functions)
          .orderBy('role_id')
          .execute()
      ).map((row) => row.role_id)
    const expected = await holders(['1101', '1001'])
    expect(expected.length).toBeGreaterThan(1)
    await db.deleteFrom('role_function').where('function_id', '=', '1108').execute()
    await db.deleteFrom('menu').where('code', '=', '1108').execute()
    await syncManifestMenus(db, firstPartyManifests(true))
    expect(await holders(['1108'])).toEqual(expected)
  })

  it('is refused without the org chart function', async () => {
    const admin = await gateway.login('admin', 'Admin@12345')
    await gateway.post('/gateway/joyhr/web/authRole/saveUserRoles', { userId: 2, roleIds: [3] }, admin)
    const fresh = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(CHART, {}, fresh)).body.code).toBe(403001)
  })
})
