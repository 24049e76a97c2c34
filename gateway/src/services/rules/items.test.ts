import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const EN = { 'accept-language': 'en' }
const ITEMS = '/gateway/ruleEngine/web/conditionItem/list'

interface Item {
  key: string
  label: { zh: string; en: string }
  type: string
  unit: { zh: string; en: string } | null
  operators: string[]
  values: Array<{ value: string; label: { zh: string; en: string } }> | null
}

describe('rule-engine condition items', () => {
  let gateway: TestGateway
  let one: string
  let two: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    one = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    // A leave type only tenant 2 has.
    await gateway.ctx.db
      .insertInto('leave_type')
      .values({
        tenant_id: 2,
        code: 'twoonly',
        name_zh: '二号专属假',
        name_en: 'Tenant two leave',
        tracked: 0,
        paid: 1,
        sort: 99,
        unit: 'day',
      })
      .execute()
  }, 60_000)
  afterAll(() => gateway.close())

  const items = async (body: object, token = one): Promise<Item[]> => {
    const answer = (await gateway.post(ITEMS, body, token, EN)).body
    expect(answer.code, JSON.stringify(answer)).toBe(0)
    return answer.result.items
  }
  const byKey = (list: Item[]) => Object.fromEntries(list.map((item) => [item.key, item]))

  it("answers a leave approval's fields with their operators by type, the amount in days and the leave type", async () => {
    const leave = byKey(await items({ kind: 'approval', bizType: 'leave' }))
    expect(Object.keys(leave)).toEqual(['amount', 'department', 'serviceMonths', 'gender', 'leaveType'])
    expect(leave.amount).toMatchObject({ type: 'number', unit: { zh: '天', en: 'days' }, values: null })
    expect(leave.amount.operators).toEqual(['eq', 'ne', 'gt', 'gte', 'lt', 'lte'])
    expect(leave.leaveType).toMatchObject({
      type: 'enum',
      label: { zh: '假期类型', en: 'Leave type' },
      operators: ['in', 'notIn'],
    })
    expect(leave.serviceMonths.unit).toEqual({ zh: '个月', en: 'months' })
  })

  it('offers the leave type only to leave approvals, and counts no unit for an amount that has none', async () => {
    const renewal = byKey(await items({ kind: 'approval', bizType: 'contractRenewal' }))
    expect(Object.keys(renewal)).toEqual(['amount', 'department', 'serviceMonths', 'gender'])
    expect(renewal.amount.unit).toBeNull()
    expect(byKey(await items({ kind: 'approval', bizType: 'overtime' })).amount.unit).toEqual({
      zh: '小时',
      en: 'hours',
    })
  })

  it("answers overtime rules' and leave policies' fields", async () => {
    const overtime = byKey(await items({ kind: 'overtime' }))
    expect(Object.keys(overtime)).toEqual(['department', 'contractType', 'overtimeHours', 'dayKind', 'compensation'])
    expect(overtime.dayKind.values?.map((v) => v.value)).toEqual(['workday', 'restDay', 'statutory'])
    expect(overtime.compensation.values?.map((v) => v.value)).toEqual(['pay', 'timeOff'])
    expect(overtime.overtimeHours).toMatchObject({ type: 'number', unit: { en: 'hours' } })
    const policy = byKey(await items({ kind: 'leavePolicy' }))
    expect(Object.keys(policy)).toEqual(['department', 'serviceMonths', 'gender', 'contractType', 'leaveType'])
    expect(policy.contractType.values?.map((v) => v.value)).toContain('fixed')
  })

  it("reads an enum field's values from the session tenant's own rows, never another tenant's", async () => {
    const { db } = gateway.ctx
    const organs = async (tenantId: number) =>
      (await db.selectFrom('organ').select('id').where('tenant_id', '=', tenantId).execute()).map((r) => String(r.id))
    const types = async (tenantId: number) =>
      (await db.selectFrom('leave_type').select('code').where('tenant_id', '=', tenantId).execute()).map((r) => r.code)
    const mine = byKey(await items({ kind: 'leavePolicy' }, one))
    const theirs = byKey(await items({ kind: 'leavePolicy' }, two))
    const values = (item: Item) => (item.values ?? []).map((v) => v.value)
    expect(values(mine.department).sort()).toEqual((await organs(1)).sort())
    expect(values(theirs.department).sort()).toEqual((await organs(2)).sort())
    expect(values(mine.department).filter((id) => values(theirs.department).includes(id))).toEqual([])
    expect(values(mine.leaveType).sort()).toEqual((await types(1)).sort())
    expect(values(theirs.leaveType)).toContain('twoonly')
    expect(values(mine.leaveType)).not.toContain('twoonly')
    expect(theirs.leaveType.values?.find((v) => v.value === 'twoonly')?.label).toEqual({
      zh: '二号专属假',
      en: 'Tenant two leave',
    })
  })

  it('answers only to a signed-in user and refuses a kind it does not know', async () => {
    const anonymous = await gateway.post(ITEMS, { kind: 'approval' })
    expect([anonymous.status, anonymous.body.code]).toEqual([200, 401001])
    const unknown = await gateway.post(ITEMS, { kind: 'payroll' }, one, EN)
    expect(unknown.body.code).not.toBe(0)
    expect(unknown.body.result).toBeUndefined()
  })
})
