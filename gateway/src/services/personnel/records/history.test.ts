import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { createPeople, placePeople } from '../../people'
import { setContractFacts } from './contract-facts'
import { historyOf } from './history-view'
import { en, type RecordsGateway, startRecordsGateway } from './test-helpers'

type Item = {
  field: string
  label: string
  before: string | null
  after: string | null
  cause: string
  hidden: boolean
}

describe("a staff record's history: every writer keeps who, when, before → after and why", () => {
  let gateway: TestGateway
  let post: RecordsGateway['post']
  let hr: string
  let position: RecordsGateway['position']
  let otherPosition: RecordsGateway['otherPosition']
  const history = async (id: number, headers?: Record<string, string>): Promise<Item[]> =>
    (await post('entryUser/recordHistory', { id }, hr, headers)).result.items

  beforeAll(async () => {
    ;({ gateway, post, hr, position, otherPosition } = await startRecordsGateway())
  })
  afterAll(() => gateway.close())

  it("keeps HR's edits field by field, newest first, with labels and names in the reader's language", async () => {
    expect((await post('entryUser/updateRecord', { id: 12, values: { address: '上海市 1 号' } })).code).toBe(0)
    expect(
      (await post('entryUser/updateRecord', { id: 12, values: { address: '上海市 2 号', gender: '2' } })).code,
    ).toBe(0)
    const items = await history(12, en)
    expect(items.slice(0, 3).map((i) => [i.field, i.label, i.before, i.after, i.cause])).toEqual(
      expect.arrayContaining([
        ['address', 'Address', '上海市 1 号', '上海市 2 号', 'edit'],
        ['gender', 'Gender', 'Male', 'Female', 'edit'],
      ]),
    )
    expect(items[2]).toMatchObject({ field: 'address', after: '上海市 1 号' })
    const zh = await history(12)
    expect(zh.find((i) => i.field === 'gender')).toMatchObject({ label: '性别', before: '男', after: '女' })
    expect((await post('entryUser/recordHistory', { id: 12 })).result.items[0].actorName).not.toBe('')
  })

  it('keeps a hire (onboarding and the import) and the batch change with their causes', async () => {
    const values = {
      name: '历史新人',
      jobNumber: 'HIS0001',
      mobile: '13700003333',
      organ: position.organ_id,
      gangwei: position.id,
      entryDate: '2026-10-01',
    }
    const hired = await post('entryUser/onboard', { values })
    expect(hired.code).toBe(0)
    const onboarded = await history(hired.result.id)
    expect(onboarded.every((i) => i.cause === 'onboard')).toBe(true)
    expect(onboarded.find((i) => i.field === 'name')).toMatchObject({ before: '', after: '历史新人' })
    const db = gateway.ctx.db
    const imported = await db.transaction().execute(async (trx) =>
      createPeople({ db: trx, tenantId: 1, actor: 1, lang: 'zh', cause: 'import' }, [
        {
          organ_id: position.organ_id,
          gangwei_id: position.id,
          zhiwei_id: position.zhiwei_id,
          name: '导入者',
          job_number: 'HIS0002',
          phone: '13700004444',
          email: '',
          gender: 1,
          entry_date: Date.parse('2026-10-02'),
        },
      ]),
    )
    expect((await history(imported[0])).map((i) => i.cause)).toContain('import')
    const other = await db
      .selectFrom('organ')
      .select('name')
      .where('id', '=', otherPosition.organ_id)
      .executeTakeFirstOrThrow()
    await placePeople({ db, tenantId: 1, actor: 1, lang: 'zh' }, [
      { id: imported[0], set: { organ_id: otherPosition.organ_id, gangwei_id: otherPosition.id } },
    ])
    expect((await history(imported[0]))[0]).toMatchObject({ cause: 'batch' })
    expect((await history(imported[0])).find((i) => i.field === 'organ')).toMatchObject({ after: other.name })
  })

  it('keeps an offboarding as a change of status and leave date', async () => {
    const hired = await post('entryUser/onboard', {
      values: {
        name: '离开者',
        jobNumber: 'HIS0003',
        mobile: '13700005555',
        organ: position.organ_id,
        gangwei: position.id,
        entryDate: '2026-01-05',
      },
    })
    expect(
      (await post('entryUser/offboard', { id: hired.result.id, leaveDate: '2026-11-20', reason: '个人原因' })).code,
    ).toBe(0)
    const items = await history(hired.result.id, en)
    expect(items.filter((i) => i.cause === 'leave').map((i) => [i.field, i.after])).toEqual(
      expect.arrayContaining([
        ['status', 'Left'],
        ['leaveDate', '2026-11-20'],
        ['leaveReason', '个人原因'],
      ]),
    )
  })

  it("keeps an approved self-service proposal as the staff member's own change, and the contract's facts as the contract's", async () => {
    expect((await post('selfService/saveSetting', { fields: ['address'] })).code).toBe(0)
    const staff = await gateway.login('staff', 'Staff@12345')
    const asked = await post('selfService/propose', { field: 'address', value: '深圳市滨海路 12 号' }, staff)
    expect(asked.code).toBe(0)
    const resolved = await gateway.post(
      '/gateway/workflow/web/approveForm/resolve',
      { instanceId: asked.result.instanceId },
      hr,
    )
    expect(resolved.body.result.status).toBe('approved')
    const own = (await post('entryUser/getMyRecord', {}, staff)).result.id
    expect((await history(own))[0]).toMatchObject({
      field: 'address',
      after: '深圳市滨海路 12 号',
      cause: 'selfService',
    })
    await gateway.ctx.db.transaction().execute((trx) =>
      setContractFacts(trx, {
        tenantId: 1,
        employeeId: own,
        type: 'fixed',
        start: Date.parse('2026-01-01'),
        end: Date.parse('2028-12-31'),
        now: Date.now(),
      }),
    )
    const contract = (await history(own)).filter((i) => i.cause === 'contract')
    expect(contract.find((i) => i.field === 'contractEnd')).toMatchObject({ after: '2028-12-31' })
  })

  it('shows no values of a field the reader may not see', async () => {
    await post('entryUser/updateRecord', { id: 12, values: { emergencyPhone: '13911113333' } })
    const read = await historyOf(
      gateway.ctx.db,
      { tenantId: 1, lang: 'en', access: { address: 'read', emergencyPhone: 'hidden' } },
      12,
      { offset: 0, limit: 50 },
    )
    const phone = read.items.find((i) => i.field === 'emergencyPhone')!
    expect(phone).toMatchObject({ hidden: true, before: null, after: null, label: 'Emergency contact phone' })
    expect(JSON.stringify(read)).not.toContain('13911113333')
    const address = read.items.find((i) => i.field === 'address' && i.cause === 'edit')
    expect(address).toMatchObject({ hidden: false, after: '上海市 2 号' })
  })

  it("answers no history of another tenant's staff, nor to someone without the records function", async () => {
    const outsider = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '!=', 1)
      .executeTakeFirst()
    if (outsider) expect((await post('entryUser/recordHistory', { id: outsider.id })).code).toBe(410201)
    expect((await post('entryUser/recordHistory', { id: 999_999 })).code).toBe(410201)
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await post('entryUser/recordHistory', { id: 12 }, staff)).code).toBe(403001)
  })
})
