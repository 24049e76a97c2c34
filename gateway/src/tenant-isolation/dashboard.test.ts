import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or changes tenant 1's dashboard layouts, its own user's or its roles' (services/dashboard).

const LEAVE = { app: 'kaoqin', widget: 'leave-balance' }
const WAITING = { app: 'approval', widget: 'waiting' }

describe('tenant isolation: home dashboard', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  let roleOfOne: number

  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    roleOfOne = (
      await gateway.ctx.db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id
    expect((await post('/ums/web/dashboard/layout/save', { widgets: [WAITING, LEAVE] }, one)).body.code).toBe(0)
    expect(
      (await post('/ums/web/dashboard/roleLayout/save', { roleId: roleOfOne, widgets: [LEAVE] }, one)).body.code,
    ).toBe(0)
  })

  it("keeps the same user's layout in tenant 1 from their session in tenant 2", async () => {
    expect((await post('/ums/web/dashboard/layout', {}, two)).body.result).toEqual({ widgets: null, source: 'none' })
    expect((await post('/ums/web/dashboard/layout/save', { widgets: [LEAVE] }, two)).body.code).toBe(0)
    expect((await post('/ums/web/dashboard/layout/reset', {}, two)).body.result).toEqual({
      widgets: null,
      source: 'none',
    })
    expect((await post('/ums/web/dashboard/layout', {}, one)).body.result).toEqual({
      widgets: [WAITING, LEAVE],
      source: 'user',
    })
  })

  it("refuses tenant 1's roles to tenant 2 as missing, and leaves their defaults as they were", async () => {
    expect((await post('/ums/web/dashboard/roleLayout', { roleId: roleOfOne }, two)).body.code).toBe(412204)
    expect(
      (await post('/ums/web/dashboard/roleLayout/save', { roleId: roleOfOne, widgets: [WAITING] }, two)).body.code,
    ).toBe(412204)
    expect((await post('/ums/web/dashboard/roleLayout/save', { roleId: roleOfOne, widgets: [] }, two)).body.code).toBe(
      412204,
    )
    expect((await post('/ums/web/dashboard/roleLayout', { roleId: roleOfOne }, one)).body.result).toEqual({
      roleId: roleOfOne,
      widgets: [LEAVE],
    })
    const rows = await gateway.ctx.db.selectFrom('dashboard_role_layout').select(['tenant_id', 'widgets']).execute()
    expect(rows).toEqual([{ tenant_id: 1, widgets: JSON.stringify([LEAVE]) }])
  })

  it("lists the month's birthdays and anniversaries of the session tenant's staff only", async () => {
    const month = new Date(gateway.ctx.now()).getUTCMonth()
    const staffOf = async (tenantId: number) =>
      new Set(
        (await gateway.ctx.db.selectFrom('employee').select('id').where('tenant_id', '=', tenantId).execute()).map(
          (e) => e.id,
        ),
      )
    const [ones, twos] = [await staffOf(1), await staffOf(2)]
    const listed = async (token: string) =>
      (await post('/ums/web/entryUser/celebrations', {}, token)).body.result as Array<{
        employeeId: number
        day: number
      }>
    const [fromOne, fromTwo] = [await listed(one), await listed(two)]
    expect(fromOne.length + fromTwo.length, `the demo staff have celebrations in month ${month + 1}`).toBeGreaterThan(0)
    for (const c of fromOne) expect(ones.has(c.employeeId)).toBe(true)
    for (const c of fromTwo) expect(twos.has(c.employeeId)).toBe(true)
  })
})
