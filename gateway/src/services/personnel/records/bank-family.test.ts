import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { en, type RecordsGateway, startRecordsGateway } from './test-helpers'

// The bank account salary is paid into and the family members on the staff record: checked like every record field,
// the account number masked to its last 4 digits for whoever may not see it whole, kept in the history (masked), and
// proposed by staff for HR to approve.

const SELF = '/gateway/ums/web/selfService'
const FORM = '/gateway/workflow/web/approveForm'
const family = (members: unknown[]) => JSON.stringify(members)
const spouse = { n: '李娜', r: 'spouse', p: '13800138000', e: 1 }

describe('bank account and family members on the staff record', () => {
  let gateway: TestGateway
  let post: RecordsGateway['post']
  let hr: string
  let staff: string
  let own: number

  beforeAll(async () => {
    ;({ gateway, post, hr, staff } = await startRecordsGateway())
    own = (await post('entryUser/getMyRecord', {}, staff)).result.id
  })
  afterAll(() => gateway.close())

  const update = (values: Record<string, unknown>, headers?: Record<string, string>) =>
    post('entryUser/updateRecord', { id: own, values }, hr, headers)
  const stored = () =>
    gateway.ctx.db
      .selectFrom('employee_profile')
      .select(['bank_name', 'bank_account', 'bank_holder', 'family'])
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', own)
      .executeTakeFirstOrThrow()

  it('takes a bank account of 12 to 30 digits (spaces dropped) and refuses any other', async () => {
    const saved = await update({
      bankName: ' 招商银行深圳分行 ',
      bankAccount: '6225 8801 2345 6789',
      bankHolder: '王小明',
    })
    expect(saved.code).toBe(0)
    expect(await stored()).toMatchObject({
      bank_name: '招商银行深圳分行',
      bank_account: '6225880123456789',
      bank_holder: '王小明',
    })
    for (const bad of ['12345678901', '1'.repeat(31), '6225-8801-2345-6789', '62258801234567AB']) {
      const refused = await update({ bankAccount: bad }, en)
      expect(refused).toMatchObject({ code: 410203, msg: 'The bank account number must be 12 to 30 digits' })
    }
    expect((await stored()).bank_account).toBe('6225880123456789')
    expect((await update({ bankName: 'x'.repeat(101) })).code).toBe(410203)
  })

  it('keeps family members as a list and refuses a member without name, with another relation or a bad phone', async () => {
    const child = { n: ' 王小小 ', r: 'child', p: '010-88886666', e: false }
    expect((await update({ family: family([spouse, child]) })).code).toBe(0)
    const kept = JSON.parse((await stored()).family ?? '')
    expect(kept).toEqual([spouse, { n: '王小小', r: 'child', p: '010-88886666', e: 0 }])
    const cases: Array<[unknown[] | string, string]> = [
      [[{ ...spouse, n: ' ' }], 'Each family member needs a name of at most 50 characters'],
      [[{ ...spouse, r: 'cousin' }], 'Choose each family member’s relation: spouse, parent, child, sibling or other'],
      [[{ ...spouse, p: 'call me' }], 'Please enter a correct phone number for each family member'],
      [Array.from({ length: 9 }, () => spouse), 'At most 8 family members can be kept'],
      ['{"n":1}', 'The family members could not be read'],
    ]
    for (const [given, msg] of cases) {
      const value = typeof given === 'string' ? given : family(given)
      expect(await update({ family: value }, en)).toMatchObject({ code: 410203, msg })
    }
    expect(JSON.parse((await stored()).family ?? '')).toHaveLength(2)
  })

  it('shows the account whole to HR and masked to its last 4 digits to whoever lacks the field permission', async () => {
    await update({ bankAccount: '6225880123456789' })
    const ofHr = (await post('entryUser/getRecord', { id: own }, hr)).result
    expect(ofHr.values.bankAccount).toBe('6225880123456789')
    expect(ofHr.fields.find((f: { key: string }) => f.key === 'bankAccount').access).toBe('edit')
    // Staff hold no permission of the field: their own record reads masked, not hidden.
    const mine = (await post('entryUser/getMyRecord', {}, staff)).result
    expect(mine.values.bankAccount).toBe('**** 6789')
    expect(mine.hiddenFields).not.toContain('bankAccount')
    expect(mine.values.bankName).toBe('招商银行深圳分行')
    // HR narrowed to 'hidden' by a role row reads it masked too.
    const role = await gateway.ctx.db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'HR Manager')
      .executeTakeFirstOrThrow()
    const row = { tenant_id: 1, role_id: role.id, biz_type_id: 1, field_key: 'bankAccount' }
    await gateway.ctx.db
      .updateTable('role_field_permission')
      .set({ access: 'hidden' })
      .where('tenant_id', '=', 1)
      .where('role_id', '=', role.id)
      .where('field_key', '=', 'bankAccount')
      .execute()
    const narrowed = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    expect((await post('entryUser/getRecord', { id: own }, narrowed)).result.values.bankAccount).toBe('**** 6789')
    expect((await update({ bankAccount: '6225880100000000' })).code).toBe(410202)
    await gateway.ctx.db
      .updateTable('role_field_permission')
      .set({ access: 'edit' })
      .where('tenant_id', '=', row.tenant_id)
      .where('role_id', '=', row.role_id)
      .where('field_key', '=', row.field_key)
      .execute()
  })

  it("never shows or changes another tenant's bank account or family", async () => {
    const two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const before = await stored()
    expect((await post('entryUser/getRecord', { id: own }, two)).code).toBe(410201)
    const changed = await post('entryUser/updateRecord', { id: own, values: { bankAccount: '999999999999' } }, two)
    expect(changed.code).toBe(410201)
    expect(await stored()).toEqual(before)
  })

  it('lets staff propose a new account and family; on approval the record changes and the history keeps it masked', async () => {
    const opened = await post('selfService/saveSetting', { fields: ['bankAccount', 'family'] }, hr)
    expect(opened.code).toBe(0)
    const asked = (
      await gateway.post(`${SELF}/propose`, { field: 'bankAccount', value: '6217 0000 1111 2222 333' }, staff)
    ).body
    expect(asked).toMatchObject({ code: 0, result: { value: '6217000011112222333', beforeValue: '**** 6789' } })
    expect((await gateway.post(`${SELF}/propose`, { field: 'bankAccount', value: '12ab' }, staff)).body.code).toBe(
      410203,
    )
    const members = family([spouse, { n: '王大山', r: 'parent', p: '13900139000', e: 0 }])
    const told = (await gateway.post(`${SELF}/propose`, { field: 'family', value: members }, staff, en)).body.result
    expect(told.value).toBe('李娜 (Spouse, 13800138000, emergency contact); 王大山 (Parent, 13900139000)')
    // The approval centre's request says the change with the account masked.
    const instance = await gateway.ctx.db
      .selectFrom('wf_instance')
      .select('summary')
      .where('tenant_id', '=', 1)
      .where('id', '=', asked.result.instanceId)
      .executeTakeFirstOrThrow()
    expect(instance.summary).toBe('银行账号：**** 6789 → **** 2333')
    expect((await stored()).bank_account).toBe('6225880123456789')
    for (const id of [asked.result.instanceId, told.instanceId])
      expect((await gateway.post(`${FORM}/resolve`, { instanceId: id }, hr)).body.result.status).toBe('approved')
    expect(await stored()).toMatchObject({ bank_account: '6217000011112222333', family: members })
    const history = (await post('entryUser/recordHistory', { id: own }, hr, en)).result.items
    const account = history.find((i: { field: string }) => i.field === 'bankAccount')
    expect(account).toMatchObject({ before: '**** 6789', after: '**** 2333', cause: 'selfService' })
    expect(account.actorName).not.toBe('')
    const kin = history.find((i: { field: string }) => i.field === 'family')
    expect(kin).toMatchObject({ label: 'Family members', cause: 'selfService' })
    expect(kin.after).toContain('王大山 (Parent, 13900139000)')
    // Staff, who may not see the account whole, read the history masked as well.
    const ofStaffRecord = (await post('entryUser/getMyRecord', {}, staff)).result
    expect(ofStaffRecord.values.bankAccount).toBe('**** 2333')
  })
})
