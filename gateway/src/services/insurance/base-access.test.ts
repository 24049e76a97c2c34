import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { P, type Row, type BaseGateway, startBaseGateway } from './test-helpers'

describe("insurance bases: the caller's data range and tenant", () => {
  let gateway: TestGateway
  let other: string
  let eastSales: number
  let list: BaseGateway['list']

  beforeAll(async () => {
    ;({ gateway, other, eastSales, list } = await startBaseGateway())
  })
  afterAll(() => gateway.close())

  it("keeps to the caller's data range: a user who sees their own department sees and changes it only", async () => {
    const db = gateway.ctx.db
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Staff')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('role_function')
      .values(['8212', '821201'].map((function_id) => ({ role_id: role.id, function_id })))
      .execute()
    await db
      .updateTable('role_data_range')
      .set({ data_range: 'department' })
      .where('tenant_id', '=', 1)
      .where('role_id', '=', role.id)
      .execute()
    const reader = await gateway.login('staff', 'Staff@12345')
    const self = await db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['employee.id', 'employee.organ_id'])
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const team = (
      await db
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('organ_id', '=', self.organ_id)
        .execute()
    ).map((r) => r.id)
    const seen = (await list({}, reader)).result.rows.map((r: Row) => r.employeeId)
    expect(seen.length).toBeGreaterThan(1)
    expect(seen).toContain(self.id)
    expect(seen.every((id: number) => team.includes(id))).toBe(true)
    const outside = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .where('id', 'not in', team)
      .executeTakeFirstOrThrow()
    const set = { schemeId: 1, base: '9000', effectiveMonth: '2026-05' }
    expect((await gateway.post(`${P}/base/set`, { ...set, employeeId: outside.id }, reader)).body.code).toBe(411008)
    expect((await gateway.post(`${P}/base/history`, { employeeId: outside.id }, reader)).body.code).toBe(411008)
    expect(
      (await gateway.post(`${P}/base/setMany`, { ...set, employeeIds: [seen[0], outside.id], rule: 'lower' }, reader))
        .body.code,
    ).toBe(411008)
    expect((await gateway.post(`${P}/base/set`, { ...set, employeeId: seen[0] }, reader)).body.code).toBe(0)
  })

  it("never lists or changes another tenant's people or schemes", async () => {
    const tenantTwo = (
      await gateway.ctx.db
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 2)
        .where('status', '=', 1)
        .execute()
    ).map((r) => r.id)
    const page = (await list({}, other)).result
    expect(page.total).toBe(tenantTwo.length)
    expect(page.rows.every((r: Row) => tenantTwo.includes(r.employeeId) && r.schemeId === null)).toBe(true)
    expect((await gateway.post(`${P}/base/options`, {}, other)).body.result.schemes).toEqual([])
    expect((await gateway.post(`${P}/base/history`, { employeeId: 12 }, other)).body.code).toBe(411008)
    expect(
      (
        await gateway.post(
          `${P}/base/set`,
          { employeeId: 12, schemeId: 1, base: '9000', effectiveMonth: '2026-05' },
          other,
        )
      ).body.code,
    ).toBe(411008)
    expect(
      (
        await gateway.post(
          `${P}/base/set`,
          { employeeId: tenantTwo[0], schemeId: 1, base: '9000', effectiveMonth: '2026-05' },
          other,
        )
      ).body.code,
    ).toBe(411002)
    expect(
      (
        await gateway.post(
          `${P}/base/setMany`,
          { organId: eastSales, schemeId: 1, effectiveMonth: '2026-05', rule: 'lower' },
          other,
        )
      ).body.code,
    ).toBe(411011)
    expect(
      (await gateway.post(`${P}/base/delete`, { employeeId: 12, effectiveMonth: '2025-07' }, other)).body.code,
    ).toBe(411008)
    expect((await gateway.post(`${P}/base/list`, { organId: eastSales }, other)).body.code).toBe(411011)
  })
})
