import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ORGAN_TREE, type OrganNode, USER_PAGE } from './test-helpers'

const depth = (node: OrganNode): number => 1 + Math.max(0, ...node.children.map(depth))

describe('organisation tree', () => {
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
    // The subtree's staff: those of its units and those placed in the company itself (the general manager).
    const atRoot = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('organ_id', '=', root.id)
      .where('status', '=', 1)
      .execute()
    expect(atRoot).toHaveLength(1)
    expect(root.staffCount).toBe(root.children.reduce((sum, child) => sum + child.staffCount, atRoot.length))
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
})
