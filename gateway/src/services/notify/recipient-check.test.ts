import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { addStaffAccount } from '../../testing/staff-account'
import { recipientRefusal, type RecipientNeed } from './index'

describe('the send-time recipient check', () => {
  let gateway: TestGateway
  const ids: Record<string, number> = {}
  let staffEmployee: number
  let report: number
  beforeAll(async () => {
    gateway = await startTestGateway()
    for (const name of ['admin', 'staff', 'hr']) {
      ids[name] = (
        await gateway.ctx.db.selectFrom('app_user').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()
      ).id
    }
    staffEmployee = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('employee_id')
        .where('id', '=', ids.staff)
        .executeTakeFirstOrThrow()
    ).employee_id!
    // A team lead with the role Manager only (data range 'team') and one direct report, outside staff's reporting line.
    const lead = await addStaffAccount(gateway, 'team-lead', 'Manager')
    ids.lead = lead.userId
    report = (
      await gateway.ctx.db
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('status', '=', 1)
        .where('id', 'not in', [lead.employeeId, staffEmployee])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id
    await gateway.ctx.db.updateTable('employee').set({ manager_id: lead.employeeId }).where('id', '=', report).execute()
  })
  afterAll(() => gateway.close())
  const refusal = (name: string, need: RecipientNeed, tenantId = 1) =>
    recipientRefusal(gateway.ctx.db, tenantId, ids[name], need)

  it('refuses someone who is not a member of the tenant', async () => {
    expect(await refusal('staff', {}, 2)).toBe('notMember')
    expect(await refusal('staff', { own: true }, 2)).toBe('notMember')
  })

  it('asks for the function the content needs, which a super user always holds', async () => {
    expect(await refusal('staff', { functionId: '110401' })).toBe('noFunction')
    expect(await refusal('hr', { functionId: '110401' })).toBeNull()
    expect(await refusal('admin', { functionId: '110401' })).toBeNull()
  })

  it("asks that the staff the content names are in the recipient's data range, or report to them", async () => {
    expect(await refusal('lead', { staff: [report] })).toBeNull()
    expect(await refusal('lead', { staff: [report, staffEmployee] })).toBe('outOfRange')
    expect(await refusal('hr', { staff: [report, staffEmployee] })).toBeNull()
    expect(await refusal('lead', { managerOf: report })).toBeNull()
    expect(await refusal('lead', { managerOf: staffEmployee })).toBe('notManager')
    expect(await refusal('hr', { managerOf: report })).toBe('notManager')
  })

  it("asks that the recipient's data range still covers the range the content was made with", async () => {
    const everyone = { range: 'all' as const, organIds: null, employeeIds: null }
    const reportOnly = { range: 'team' as const, organIds: null, employeeIds: [report] }
    expect(await refusal('hr', { range: everyone })).toBeNull()
    expect(await refusal('lead', { range: everyone })).toBe('outOfRange')
    expect(await refusal('lead', { range: reportOnly })).toBeNull()
    expect(await refusal('lead', { range: { ...reportOnly, employeeIds: [report, staffEmployee] } })).toBe('outOfRange')
    expect(await refusal('lead', { range: { range: 'department', organIds: [1], employeeIds: null } })).toBe(
      'outOfRange',
    )
  })

  it('refuses everyone who left, except for content that is their own', async () => {
    await gateway.ctx.db.updateTable('employee').set({ status: 2 }).where('id', '=', staffEmployee).execute()
    expect(await refusal('staff', {})).toBe('left')
    expect(await refusal('staff', { own: true })).toBeNull()
    expect(await refusal('admin', {})).toBeNull()
  })
})
