import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

// Staff propose changes of the fields HR opened on their own record; HR decides in the approval centre and only an
// approved proposal changes the record, through the same write as HR's own edits.

const BASE = '/gateway/ums/web/selfService'
const FORM = '/gateway/workflow/web/approveForm'
const MINE = '/gateway/ums/web/entryUser/getMyRecord'

describe('proposed changes of one’s own record', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  const en = { 'accept-language': 'en' }

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
  }, 60_000)
  afterAll(() => gateway.close())

  const record = async () => (await gateway.post(MINE, {}, staff)).body.result.values
  const propose = (field: string, value: string, headers = {}) =>
    gateway.post(`${BASE}/propose`, { field, value }, staff, headers)

  it('changes the record only when HR approves, written as the approver’s edit', async () => {
    const before = (await record()).address
    const asked = (await propose('address', '  12 Binhai Road, Shenzhen  ')).body
    expect(asked).toMatchObject({
      code: 0,
      result: { field: 'address', value: '12 Binhai Road, Shenzhen', beforeValue: before, status: 'pending' },
    })
    // Not yet: the record keeps its value while HR decides.
    expect((await record()).address).toBe(before)
    const detail = (await gateway.post(`${BASE}/proposal`, { id: asked.result.id }, hr, en)).body
    expect(detail.result).toMatchObject({ label: 'Address', value: '12 Binhai Road, Shenzhen' })
    const resolved = await gateway.post(`${FORM}/resolve`, { instanceId: asked.result.instanceId }, hr)
    expect(resolved.body.result.status).toBe('approved')
    expect((await record()).address).toBe('12 Binhai Road, Shenzhen')
    const hrUser = await gateway.ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'hr')
      .executeTakeFirstOrThrow()
    const profile = await gateway.ctx.db
      .selectFrom('employee_profile')
      .innerJoin('app_user', 'app_user.employee_id', 'employee_profile.employee_id')
      .select(['employee_profile.updated_by'])
      .where('app_user.user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    expect(profile.updated_by).toBe(hrUser.id)
    const mine = (await gateway.post(`${BASE}/myProposals`, {}, staff)).body.result
    expect(mine[0]).toMatchObject({ id: asked.result.id, status: 'approved' })
    expect(mine[0].decidedAt).toBeGreaterThan(0)
  })

  it('leaves the record as it was when HR rejects, and then takes a new proposal of the field', async () => {
    const before = (await record()).emergencyPhone
    const asked = (await propose('emergencyPhone', '13800138000')).body.result
    const rejected = await gateway.post(`${FORM}/reject`, { instanceId: asked.instanceId, comment: 'Call us' }, hr)
    expect(rejected.body.result.status).toBe('rejected')
    expect((await record()).emergencyPhone).toBe(before)
    const mine = (await gateway.post(`${BASE}/myProposals`, {}, staff)).body.result
    expect(mine.find((p: { id: string }) => p.id === asked.id).status).toBe('rejected')
    expect((await propose('emergencyPhone', '13800138001')).body.code).toBe(0)
  })

  it('refuses a field not opened, a second pending proposal of a field and a value the record would refuse', async () => {
    const closed = (await propose('name', 'Someone else', en)).body
    expect(closed.code).toBe(411901)
    expect(closed.msg).toBe('Name is not open for self-service: ask HR to change it')
    expect((await propose('mobile', '13900139000')).body.code).toBe(411901)
    expect((await propose('emergencyContact', 'Li Lei')).body.code).toBe(0)
    const twice = (await propose('emergencyContact', 'Han Meimei')).body
    expect(twice.code).toBe(411902)
    expect(twice.msg).toBe('紧急联系人已有一项修改申请等待人事审批')
    expect((await propose('emergencyRelation', 'x'.repeat(51))).body.code).toBe(410203)
  })

  it('lets HR open fields (only openable ones) and then takes a proposal of the newly opened field', async () => {
    expect((await gateway.post(`${BASE}/saveSetting`, { fields: ['mobile'] }, staff)).body.code).not.toBe(0)
    expect((await gateway.post(`${BASE}/saveSetting`, { fields: ['salaryGrade'] }, hr)).body.code).toBe(411904)
    const saved = (await gateway.post(`${BASE}/saveSetting`, { fields: ['mobile', 'address'] }, hr, en)).body.result
    expect(saved.fields).toEqual([
      { key: 'mobile', label: 'Mobile' },
      { key: 'address', label: 'Address' },
    ])
    expect(
      (await gateway.post(`${BASE}/setting`, {}, staff)).body.result.fields.map((f: { key: string }) => f.key),
    ).toEqual(['mobile', 'address'])
    expect((await propose('mobile', '12345')).body.code).toBe(410203)
    expect((await propose('mobile', '13912345678')).body.code).toBe(0)
    // Closed again: the emergency contact is no longer open.
    expect((await propose('emergencyRelation', 'Sister')).body.code).toBe(411901)
  })

  it('shows a proposal only to those who may see its request', async () => {
    const asked = (await propose('address', 'Room 5')).body.result
    const manager = await gateway.login('manager', 'Manager@12345')
    expect((await gateway.post(`${BASE}/proposal`, { id: asked.id }, manager)).body.code).toBe(411903)
    expect((await gateway.post(`${BASE}/proposal`, { id: asked.id }, staff)).body.code).toBe(0)
  })
})
