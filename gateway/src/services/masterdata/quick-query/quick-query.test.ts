import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { masterdataCodes } from '../texts'

const EN = { 'accept-language': 'en' }
const ZH = { 'accept-language': 'zh-CN' }

interface View {
  key: string
  label: string
  kind: string
  options?: Array<{ value: string; label: string; depth?: number }>
}

describe('quick query (§7 quickQuery getQuery, update and updateZPCustFieldRage)', () => {
  let gateway: TestGateway
  let admin: string
  let hr: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
  }, 60_000)
  afterAll(() => gateway.close())

  const call = async (path: string, body: object, token = hr, headers = EN) =>
    (await gateway.post(`/gateway/joyhr/web/quickQuery/${path}`, body, token, headers)).body
  const result = async (path: string, body: object, token = hr, headers = EN) => {
    const answer = await call(path, body, token, headers)
    expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0)
    return answer.result
  }

  it('offers no quick filter until HR chooses some, and lists every field a list can offer to the page', async () => {
    expect(await result('getQuery', { bizTypeId: 7 })).toEqual({ bizTypeId: 7, fields: [] })
    const { catalogue } = await result('getQuery', { bizTypeId: 7, catalogue: true })
    expect(catalogue.map((f: { key: string }) => f.key)).toEqual(
      expect.arrayContaining(['name', 'organ', 'gender', 'entryDate', 'education', 'contractType']),
    )
    expect(catalogue.find((f: { key: string }) => f.key === 'education')).toEqual({
      key: 'education',
      label: 'Education',
      kind: 'select',
      chosen: false,
      dictionary: { code: 'education', name: 'Education' },
    })
    expect(catalogue.find((f: { key: string }) => f.key === 'entryDate')).toMatchObject({
      kind: 'dateRange',
      dictionary: null,
    })
    // Recruitment keeps no custom candidate fields: the candidates' range is chosen among the candidate's own.
    const candidates = (await result('getQuery', { bizTypeId: 8, catalogue: true })).catalogue.map(
      (f: { key: string }) => f.key,
    )
    expect(candidates).toEqual(['name', 'phone', 'email', 'stage', 'job', 'channel', 'organ', 'appliedDate'])
    expect((await call('getQuery', { bizTypeId: 99 })).code).toBe(masterdataCodes.unknownList)
  })

  it("saves a list's quick filters in order, audited, and answers them with their choices in the reader's language", async () => {
    expect(await result('update', { bizTypeId: 7, fields: ['education', 'entryDate', 'organ', 'gender'] })).toEqual({
      bizTypeId: 7,
      fields: ['education', 'entryDate', 'organ', 'gender'],
    })
    const en = (await result('getQuery', { bizTypeId: 7 })).fields as View[]
    expect(en.map((f) => [f.key, f.label, f.kind])).toEqual([
      ['education', 'Education', 'select'],
      ['entryDate', 'Entry date', 'dateRange'],
      ['organ', 'Department', 'organ'],
      ['gender', 'Gender', 'select'],
    ])
    expect(en[0].options!.slice(0, 2)).toEqual([
      { value: 'primary', label: 'Primary school' },
      { value: 'junior', label: 'Junior high school' },
    ])
    expect(en[2].options![0]).toMatchObject({ depth: 0 })
    expect(en[2].options!.some((o) => (o.depth ?? 0) > 0)).toBe(true)
    expect(en[3].options).toEqual([
      { value: '1', label: 'Male' },
      { value: '2', label: 'Female' },
    ])
    const zh = (await result('getQuery', { bizTypeId: 7 }, hr, ZH)).fields as View[]
    expect([zh[0].label, zh[0].options![0].label, zh[3].options![1].label]).toEqual(['学历', '小学', '女'])
    const trail = await gateway.ctx.db
      .selectFrom('dict_audit')
      .select(['action', 'detail'])
      .where('tenant_id', '=', 1)
      .where('action', '=', 'quickQuerySave')
      .execute()
    expect(trail.map((row) => JSON.parse(row.detail))).toEqual([
      { bizTypeId: 7, before: [], after: ['education', 'entryDate', 'organ', 'gender'] },
    ])
    // A disabled value is no longer offered.
    await gateway.post(
      '/gateway/joyhr/web/itemMap/setEnabled',
      { category: 'education', code: 'primary', enabled: false },
      admin,
    )
    expect(((await result('getQuery', { bizTypeId: 7 })).fields[0] as View).options!.map((o) => o.value)).not.toContain(
      'primary',
    )
    await gateway.post(
      '/gateway/joyhr/web/itemMap/setEnabled',
      { category: 'education', code: 'primary', enabled: true },
      admin,
    )
  })

  it("saves the recruitment candidates' range with updateZPCustFieldRage", async () => {
    expect(await result('updateZPCustFieldRage', { fields: ['stage', 'appliedDate'] })).toEqual({
      bizTypeId: 8,
      fields: ['stage', 'appliedDate'],
    })
    const fields = (await result('getQuery', { bizTypeId: 8 }, hr, ZH)).fields as View[]
    expect(fields.map((f) => f.label)).toEqual(['阶段', '投递日期'])
    expect(fields[0].options!.map((o) => o.label)).toEqual(['已申请', '筛选', '面试', '录用', '已入职', '已淘汰'])
    expect((await result('getQuery', { bizTypeId: 7 })).fields.map((f: View) => f.key)).toEqual([
      'education',
      'entryDate',
      'organ',
      'gender',
    ])
  })

  it('refuses fields the list does not have, repeated ones and more than ten', async () => {
    expect(await call('update', { bizTypeId: 7, fields: ['salary'] })).toEqual({
      code: masterdataCodes.unknownField,
      msg: 'salary is not a field of this list',
    })
    expect((await call('updateZPCustFieldRage', { fields: ['education'] })).code).toBe(masterdataCodes.unknownField)
    expect(await call('update', { bizTypeId: 7, fields: ['name', 'name'] })).toEqual({
      code: masterdataCodes.repeatedField,
      msg: 'name is listed more than once',
    })
    const eleven = [
      'name',
      'jobNumber',
      'organ',
      'gender',
      'entryDate',
      'leaveDate',
      'birthDate',
      'contractEnd',
      'nationality',
      'education',
      'maritalStatus',
    ]
    expect((await call('update', { bizTypeId: 7, fields: eleven })).code).toBe(masterdataCodes.tooMany)
    expect((await call('update', { bizTypeId: 99, fields: [] })).code).toBe(masterdataCodes.unknownList)
  })

  it("lets the list's readers read its quick filters, and only the page's editors change them", async () => {
    expect((await call('update', { bizTypeId: 7, fields: [] }, staff)).code).toBe(403001)
    expect((await call('updateZPCustFieldRage', { fields: [] }, staff)).code).toBe(403001)
    // staff reads the staff list (1002), not the candidates (8402), nor the page.
    expect((await result('getQuery', { bizTypeId: 7 }, staff)).fields).toHaveLength(4)
    expect((await call('getQuery', { bizTypeId: 8 }, staff)).code).toBe(403001)
    expect((await call('getQuery', { bizTypeId: 7, catalogue: true }, staff)).code).toBe(403001)
    expect((await result('getQuery', { bizTypeId: 7 }, admin)).fields).toHaveLength(4)
  })
})
