import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { startInstance } from './engine'

const EN = { 'accept-language': 'en' }
const SAVE = '/gateway/workflow/web/definition/save'
const manager = (nameEn: string, conditions?: object[]) => ({
  nameZh: nameEn,
  nameEn,
  approver: { type: 'manager', level: 1 },
  ...(conditions ? { conditions } : {}),
})

describe("a workflow step's conditions", () => {
  let tries = 0
  let gateway: TestGateway
  let admin: string
  let staff: string
  let staffId: number
  let unit: { id: number; root: number; gender: number }
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    const { db } = gateway.ctx
    const row = await db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['app_user.id', 'employee.organ_id', 'employee.gender'])
      .where('app_user.user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const root = await db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow()
    staffId = row.id
    unit = { id: row.organ_id, root: root.id, gender: row.gender }
  }, 60_000)
  afterAll(() => gateway.close())

  const save = async (bizType: string, steps: object[]) =>
    (await gateway.post(SAVE, { bizType, name: 'Conditions', steps }, admin, EN)).body

  it('refuses a condition on a field the business type does not offer', async () => {
    const unknown = await save('leave', [manager('A'), manager('B', [{ field: 'salary', op: 'gt', values: ['1'] }])])
    expect(unknown.code).toBe(412801)
    expect(unknown.msg).toBe('Step 2, condition 1: there is no field salary to test here')
    const leaveTypeElsewhere = await save('contractRenewal', [
      manager('A', [{ field: 'leaveType', op: 'in', values: ['annual'] }]),
    ])
    expect(leaveTypeElsewhere.code).toBe(412801)
  })

  it("refuses an operator that is not valid for the field's type", async () => {
    const answer = await save('leave', [manager('A', [{ field: 'amount', op: 'in', values: ['3'] }])])
    expect(answer.code).toBe(412802)
    expect(answer.msg).toContain('gt')
    expect((await save('leave', [manager('A', [{ field: 'leaveType', op: 'gt', values: ['annual'] }])])).code).toBe(
      412802,
    )
  })

  it("refuses a value that does not fit the field, or a department of another tenant's", async () => {
    const other = await gateway.ctx.db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', 2)
      .executeTakeFirstOrThrow()
    const foreign = await save('leave', [manager('A', [{ field: 'department', op: 'in', values: [String(other.id)] }])])
    expect(foreign.code).toBe(412803)
    expect((await save('leave', [manager('A', [{ field: 'amount', op: 'gt', values: ['three'] }])])).code).toBe(412803)
    const none = await save('leave', [manager('A', [{ field: 'leaveType', op: 'in', values: [] }])])
    expect(none.code).toBe(412803)
    expect(none.msg).toBe('Step 1, condition 1: Leave type needs values from its list')
    expect((await save('leave', [manager('A', [{ field: 'amount', op: 'gt', values: ['1', '2'] }])])).code).toBe(412803)
  })

  it('saves valid conditions and lists them with the step', async () => {
    const conditions = [
      { field: 'leaveType', op: 'in', values: ['annual', 'sick'] },
      { field: 'amount', op: 'gte', values: ['2.5'] },
    ]
    expect((await save('leave', [manager('A', conditions)])).code).toBe(0)
    const list = (await gateway.post('/gateway/workflow/web/definition/list', {}, admin)).body.result
    const leave = list.definitions.find((d: { bizType: string }) => d.bizType === 'leave')
    expect(leave.steps[0].conditions).toEqual(conditions)
  })

  it("plans only the steps whose conditions the request's amount and applicant meet", async () => {
    const otherGender = String(unit.gender === 1 ? 2 : 1)
    expect(
      (
        await save('conditions-test', [
          manager('Always'),
          manager('Above 2.5', [{ field: 'amount', op: 'gt', values: ['2.5'] }]),
          manager('In the company', [{ field: 'department', op: 'in', values: [String(unit.root)] }]),
          manager('Not in their unit', [{ field: 'department', op: 'notIn', values: [String(unit.id)] }]),
          manager('Other gender', [{ field: 'gender', op: 'in', values: [otherGender] }]),
          manager('Joined a month ago', [{ field: 'serviceMonths', op: 'gte', values: ['1'] }]),
        ])
      ).code,
    ).toBe(0)
    const plan = async (amount: number) =>
      (
        await startInstance({ db: gateway.ctx.db, now: gateway.ctx.now } as never, {
          tenantId: 1,
          bizType: 'conditions-test',
          bizId: `amount-${amount}`,
          applicantId: staffId,
          title: 'Request',
          summary: '',
          amount,
        })
      ).steps.map((step) => step.nameEn)
    expect(await plan(2.5)).toEqual(['Always', 'In the company', 'Joined a month ago'])
    expect(await plan(3)).toEqual(['Always', 'Above 2.5', 'In the company', 'Joined a month ago'])
  })

  it("tests a leave request's type, as the leave service answers it", async () => {
    expect(
      (
        await save('leave', [
          manager('Annual only', [{ field: 'leaveType', op: 'in', values: ['annual'] }]),
          manager('Not annual', [{ field: 'leaveType', op: 'notIn', values: ['annual'] }]),
        ])
      ).code,
    ).toBe(0)
    const year = new Date().getUTCFullYear() + 1
    // A day of its own on each try (a retried test must not overlap the leave its first try took).
    const day = `${year}-03-${String(10 + ++tries).padStart(2, '0')}`
    const applied = (
      await gateway.post(
        '/gateway/vacation/web/leave/apply',
        {
          typeCode: 'annual',
          startDate: day,
          startHalf: 'am',
          endDate: day,
          endHalf: 'pm',
          reason: 'x',
        },
        staff,
      )
    ).body
    expect(applied.code, JSON.stringify(applied)).toBe(0)
    const preview = (
      await gateway.post('/gateway/workflow/web/approveForm/preview', { instanceId: applied.result.instanceId }, staff)
    ).body
    expect(preview.code, JSON.stringify(preview)).toBe(0)
    const detail = preview.result
    expect(detail.steps.map((step: { nameEn: string }) => step.nameEn)).toEqual(['Annual only'])
  })
})
