import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never sees or changes tenant 1's rows (the route list: routes.ts).

describe('tenant isolation: workflow, leave, shifts and rosters', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  beforeAll(() => {
    ;({ gateway, one, two } = tenants())
  })

  it('keeps workflow requests, the approval centre, definitions and leave within the session tenant', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const year = new Date().getUTCFullYear() + 1
    const applied = (
      await post(
        '/vacation/web/leave/apply',
        {
          typeCode: 'annual',
          startDate: `${year}-03-01`,
          startHalf: 'am',
          endDate: `${year}-03-02`,
          endHalf: 'pm',
          reason: 'x',
        },
        staff,
      )
    ).body.result
    const { id, instanceId } = applied
    for (const event of [
      'preview',
      'save',
      'resolve',
      'reject',
      'repeatCommit',
      'backRepeatResolve',
      'backRepeatCommit',
      'cancel',
    ]) {
      expect((await post(`/workflow/web/approveForm/${event}`, { instanceId }, two)).body.code, event).toBe(410001)
    }
    for (const path of ['workflow/sendRemindMsg', 'workflow/getCandidates'])
      expect((await post(`/workflow/web/${path}`, { instanceId }, two)).body.code, path).toBe(410001)
    expect((await post('/workflow/web/approveBlock', { bizType: 'leave', bizId: id }, two)).body.result).toBeNull()
    expect((await post('/workflow/web/approveBlock', { bizType: 'leave', bizId: id }, one)).body.result.id).toBe(
      instanceId,
    )
    for (const tab of ['todo', 'done', 'started']) {
      const rows = (await post('/workflow/web/approveCenter/list', { tab, rows: 200 }, two)).body.result.rows as Array<{
        id: string
      }>
      expect(
        rows.map((r) => r.id),
        tab,
      ).not.toContain(instanceId)
    }
    expect((await post('/workflow/web/approveCenter/findCount', {}, two)).body.result).toMatchObject({ todo: 0 })
    // The approval-type filter offers only types of the session tenant's requests.
    const typesOfTwo = await gateway.ctx.db
      .selectFrom('wf_instance')
      .select('biz_type')
      .distinct()
      .where('tenant_id', '=', 2)
      .execute()
    for (const type of (await post('/workflow/web/approveCenter/types', {}, two)).body.result as Array<{
      bizType: string
    }>) {
      expect(typesOfTwo.map((row) => row.biz_type)).toContain(type.bizType)
    }
    const definitions = async (token: string) =>
      (await post('/workflow/web/definition/list', {}, token)).body.result.definitions as Array<{
        bizType: string
        steps: unknown[]
      }>
    expect((await definitions(one)).find((d) => d.bizType === 'leave')?.steps.length).toBeGreaterThan(0)
    expect((await definitions(two)).find((d) => d.bizType === 'leave')?.steps ?? []).toEqual([])
    // A definition saved in tenant 2 (its role ids) leaves tenant 1's alone.
    const roleOne = ((await post('/joyhr/web/authRole/list', {}, one)).body.result as Array<{ id: number }>)[0].id
    expect(
      (
        await post(
          '/workflow/web/definition/save',
          {
            bizType: 'leave',
            name: 'x',
            steps: [{ nameZh: '角色', nameEn: 'Role', approver: { type: 'role', roleId: roleOne } }],
          },
          two,
        )
      ).body.code,
    ).toBe(410007)
    expect((await post('/vacation/web/leave/detail', { id }, two)).body.code).toBe(410105)
    expect((await post('/vacation/web/leave/cancelLeave', { id }, two)).body.code).toBe(410106)
    expect((await post('/vacation/web/leave/mine', {}, two)).body.result.rows).toEqual([])
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const patch = (
      await post('/vacation/web/patchCard/apply', { day: yesterday, time: '09:00', kind: 'in', reason: 'x' }, staff)
    ).body.result
    expect((await post('/vacation/web/patchCard/detail', { id: patch.id }, two)).body.code).toBe(410110)
    expect((await post('/vacation/web/patchCard/mine', {}, two)).body.result).toEqual([])
    expect((await post('/vacation/web/patchCard/detail', { id: patch.id }, one)).body.code).toBe(0)
    expect((await post('/vacation/web/leave/types', {}, two)).body.result.length).toBeGreaterThan(0)
    expect(
      (await post('/vacation/web/leave/balances', {}, two)).body.result.every(
        (b: { used: number; pending: number }) => b.used === 0 && b.pending === 0,
      ),
    ).toBe(true)
  })

  it('keeps shifts, rosters, the leave table and supplementary maternity leave within the session tenant', async () => {
    const staffUser = await gateway.ctx.db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['employee.id', 'employee.organ_id'])
      .where('app_user.user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const month = new Date().toISOString().slice(0, 7)
    const ids = async (token: string) =>
      ((await post('/paiban/web/shift/list', {}, token)).body.result as Array<{ id: number }>).map((s) => s.id)
    expect(await ids(two)).toEqual(await ids(one))
    expect(
      (await post('/paiban/web/shift/roster', { organId: staffUser.organ_id, month }, one)).body.result.employees
        .length,
    ).toBeGreaterThan(0)
    expect((await post('/vacation/web/leaveTable/month', { organId: staffUser.organ_id, month }, two)).body.code).toBe(
      410112,
    )
    // Scheduling answers a department of another tenant with its own 'department does not exist'.
    expect((await post('/paiban/web/shift/roster', { organId: staffUser.organ_id, month }, two)).body.code).toBe(410702)
    expect(
      (
        await post(
          '/paiban/web/shift/set',
          { organId: staffUser.organ_id, employeeId: staffUser.id, day: `${month}-01`, shiftId: 1 },
          two,
        )
      ).body.code,
    ).toBe(410702)
    expect(
      (
        await post(
          '/paiban/web/shift/fillWeek',
          { organId: staffUser.organ_id, month, employeeIds: [staffUser.id], week: [1, 1, 1, 1, 1, 0, 0] },
          two,
        )
      ).body.code,
    ).toBe(410702)
    const leave = await gateway.ctx.db
      .selectFrom('leave_request')
      .select('id')
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(
      (await post('/vacation/web/leave/maternityExtra', { id: leave.id, days: 2, reason: 'x' }, two)).body.code,
    ).toBe(410115)
    expect((await post('/vacation/web/leave/maternityExtraList', { id: leave.id }, two)).body.result).toEqual([])
    const staffId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).id
    await gateway.ctx.db
      .insertInto('leave_supplement')
      .values({
        tenant_id: 1,
        id: '00000000-0000-4000-8000-00000000e171',
        request_id: leave.id,
        user_id: staffId,
        days: 2,
        reason: 'x',
        status: 'pending',
        instance_id: null,
        created_at: Date.now(),
      })
      .execute()
    expect(
      (await post('/vacation/web/leave/maternityExtraDetail', { id: '00000000-0000-4000-8000-00000000e171' }, two)).body
        .code,
    ).toBe(410118)
  })
})
