import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'

interface FieldView {
  key: string
  options: Array<{ value: string; label: string }>
  dictionary: string | null
}

describe('custom form selects whose options are a dictionary (services/masterdata)', () => {
  let gateway: TestGateway
  let hr: string
  let admin: string
  let formId: string
  let person: number
  let colleague: number
  const post = async (path: string, body: unknown, token = hr, lang = 'en') =>
    (await gateway.post(`/gateway${path}`, body, token, { 'accept-language': lang })).body
  const fieldOf = async (sourceId: number) =>
    (await post('/form/web/formInstance/find', { bizTypeId: 1, sourceId })).result.form.fields.find(
      (field: FieldView) => field.key === 'degree',
    ) as FieldView
  const field = (key: string, extra: object) => ({
    key,
    labelZh: '最高学历',
    labelEn: 'Highest degree',
    type: 'select',
    ...extra,
  })

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    // The demo form covers the whole organisation: narrow it to one department and give a sibling department a new form.
    const organs = await organsOfTenant(gateway.ctx.db, 1)
    const child = organs.find((o) => o.parent_id !== null)!
    const sibling = organs.find((o) => o.parent_id === child.parent_id && o.id !== child.id)!
    const demo = (await post('/form/web/customForm/queryCustomForm', { bizTypeId: 1 })).result.rows[0].id
    expect((await post('/form/web/formRange/assignSource', { formId: demo, organIds: [child.id] })).code).toBe(0)
    const saved = await post('/form/web/customForm/save', {
      bizTypeId: 1,
      name: 'Degrees',
      fields: [field('degree', { dictionary: 'education' })],
    })
    expect(saved.code).toBe(0)
    formId = saved.result.id
    expect((await post('/form/web/formRange/assignSource', { formId, organIds: [sibling.id] })).code).toBe(0)
    const staff = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('organ_id', 'in', subtreeIds(organs, sibling.id))
      .where('status', '=', 1)
      .orderBy('id')
      .limit(2)
      .execute()
    ;[person, colleague] = staff.map((row) => row.id)
  })
  afterAll(() => gateway.close())

  it('lists the dictionaries to the designer and refuses a dictionary the tenant does not have', async () => {
    const listed = (await post('/form/web/customForm/dictionaries', {})).result as Array<{ code: string; name: string }>
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'education', name: 'Education' })]))
    expect(
      (await post('/form/web/customForm/dictionaries', {}, hr, 'zh-CN')).result.find(
        (d: { code: string }) => d.code === 'education',
      ).name,
    ).toBe('学历')
    const refused = await post('/form/web/customForm/save', {
      bizTypeId: 1,
      name: 'Bad',
      fields: [field('shoe', { dictionary: 'shoeSize' })],
    })
    expect(refused).toMatchObject({
      code: 410303,
      msg: 'Field shoe takes its options from dictionary shoeSize, which does not exist',
    })
    const form = (await post('/form/web/customForm/queryCustomForm', { bizTypeId: 1 })).result.rows.find(
      (f: { id: string }) => f.id === formId,
    )
    expect(form.fields[0]).toMatchObject({ key: 'degree', dictionary: 'education' })
  })

  it('offers the enabled values, takes a new value without a change to the form, and keeps a disabled value only where it is held', async () => {
    const before = await fieldOf(person)
    expect(before.options.map((o) => o.value)).toEqual([
      'primary',
      'junior',
      'senior',
      'technical',
      'college',
      'bachelor',
      'master',
      'doctor',
    ])
    expect(before.options.find((o) => o.value === 'bachelor')!.label).toBe('Bachelor')
    const create = (sourceId: number, degree: string) =>
      post('/form/web/formInstance/create', { formId, sourceId, values: { degree } })
    expect((await create(person, 'mba')).msg).toBe('Highest degree must be one of its options')

    expect(
      (
        await post(
          '/joyhr/web/itemMap/save',
          { category: 'education', code: 'mba', nameZh: '工商管理硕士', nameEn: 'MBA', create: true },
          admin,
        )
      ).code,
    ).toBe(0)
    expect((await fieldOf(person)).options.at(-1)).toEqual({ value: 'mba', label: 'MBA' })
    expect((await create(person, 'mba')).code).toBe(0)

    expect(
      (await post('/joyhr/web/itemMap/setEnabled', { category: 'education', code: 'mba', enabled: false }, admin)).code,
    ).toBe(0)
    // The person who holds it still sees it and may save the record unchanged; nobody else is offered or may take it.
    expect((await fieldOf(person)).options.map((o) => o.value)).toContain('mba')
    expect((await create(person, 'mba')).code).toBe(0)
    expect((await fieldOf(colleague)).options.map((o) => o.value)).not.toContain('mba')
    expect((await create(colleague, 'mba')).msg).toBe('Highest degree must be one of its options')
    const record = (await post('/ums/web/entryUser/getRecord', { id: person })).result
    expect(record.custom.values.degree).toBe('mba')
    expect(record.custom.form.fields[0].options.map((o: { value: string }) => o.value)).toContain('mba')
  })

  it('keeps each tenant to its own dictionaries', async () => {
    const other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const listed = (await post('/form/web/customForm/dictionaries', {}, other)).result as Array<{ code: string }>
    expect(listed.map((d) => d.code)).toContain('education')
    await post(
      '/joyhr/web/itemMapCategory/save',
      { code: 'tenantOneOnly', nameZh: '一', nameEn: 'One', create: true },
      admin,
    )
    expect(
      (await post('/form/web/customForm/dictionaries', {}, other)).result.map((d: { code: string }) => d.code),
    ).not.toContain('tenantOneOnly')
    const refused = await post(
      '/form/web/customForm/save',
      { bizTypeId: 1, name: 'Other', fields: [field('pick', { dictionary: 'tenantOneOnly' })] },
      other,
    )
    expect(refused.code).toBe(410303)
  })
})
