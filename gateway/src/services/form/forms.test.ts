import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'

const F = (path: string) => `/gateway/form/web/${path}`

describe('custom forms: definitions, ranges and instances (§7 custom form, formRange, formInstance)', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let organs: Array<{ id: number; parent_id: number | null }>
  let demoFormId: string
  const post = async (path: string, body: unknown, token = hr, headers?: Record<string, string>) =>
    (await gateway.post(F(path), body, token, headers)).body
  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    organs = await gateway.ctx.db
      .selectFrom('organ')
      .select(['id', 'parent_id'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .execute()
    demoFormId = (await post('customForm/queryCustomForm', { bizTypeId: 1 })).result.rows[0].id
  })
  afterAll(() => gateway.close())

  const field = (key: string, type: string, extra: object = {}) => ({ key, labelZh: key, labelEn: key, type, ...extra })

  it('refuses bad definitions: duplicate, built-in or taken keys, selects without options', async () => {
    const save = (fields: unknown[]) => post('customForm/save', { bizTypeId: 1, name: 'Bad', fields })
    expect(await save([field('a', 'text'), field('a', 'text')])).toEqual({ code: 410303, msg: '字段标识 a 重复' })
    expect((await save([field('idNumber', 'text')])).code).toBe(410303)
    expect((await save([field('bloodType', 'text')])).code).toBe(410303)
    expect((await save([field('size', 'select')])).code).toBe(410303)
    expect((await save([field('1bad', 'text')])).code).toBe(400000)
    expect((await post('customForm/save', { bizTypeId: 77, name: 'x', fields: [] })).code).toBe(410305)
    expect((await post('customForm/save', { bizTypeId: 1, name: 'x', fields: [] }, staff)).code).toBe(403001)
  })

  it('saves a form, lists its fields, and refuses a range that overlaps another form (rangeRepeat, assignSource)', async () => {
    const saved = await post('customForm/save', {
      bizTypeId: 1,
      name: 'Uniform',
      fields: [
        field('shirtSize', 'select', {
          required: true,
          options: [
            { value: 'M', labelZh: '中', labelEn: 'Medium' },
            { value: 'L', labelZh: '大', labelEn: 'Large' },
          ],
        }),
        field('lockerNumber', 'number'),
        field('issuedOn', 'date'),
      ],
    })
    expect(saved.code).toBe(0)
    const child = organs.find((o) => o.parent_id !== null)!
    // The demo form covers the top organ and so everything below it.
    const repeat = await post('formRange/rangeRepeat', { formId: saved.result.id, organIds: [child.id] })
    expect(repeat.result).toMatchObject({
      repeat: true,
      conflicts: [{ organId: child.id, formId: demoFormId, formName: '员工补充信息' }],
    })
    expect(
      (
        await post('formRange/assignSource', { formId: saved.result.id, organIds: [child.id] }, hr, {
          'accept-language': 'en',
        })
      ).msg,
    ).toMatch(/^The range overlaps form "员工补充信息" for /)
    // Narrow the demo form to that child; the uniform form takes a sibling subtree, and may not take the child's parent.
    expect((await post('formRange/assignSource', { formId: demoFormId, organIds: [child.id] })).code).toBe(0)
    const sibling = organs.find((o) => o.parent_id === child.parent_id && o.id !== child.id)!
    expect((await post('formRange/rangeRepeat', { formId: saved.result.id, organIds: [sibling.id] })).result).toEqual({
      repeat: false,
      conflicts: [],
    })
    expect((await post('formRange/assignSource', { formId: saved.result.id, organIds: [child.parent_id] })).code).toBe(
      410301,
    )
    expect((await post('formRange/assignSource', { formId: saved.result.id, organIds: [sibling.id] })).code).toBe(0)
    expect((await post('formRange/getSourceIdByAssign', { formId: saved.result.id })).result).toEqual([sibling.id])
    expect((await post('formRange/getFormByAssign', { bizTypeId: 1, organId: sibling.id })).result.name).toBe('Uniform')
    const keys = (await post('field/listByBizType', { bizTypeId: 1 })).result.map((f: { key: string }) => f.key)
    expect(keys).toEqual(expect.arrayContaining(['name', 'idNumber', 'bloodType', 'shirtSize', 'lockerNumber']))
    expect((await post('customForm/hasEffectiveForm', { bizTypeId: 1 })).result).toBe(true)
  })

  it('validates instance values against the definitions and keeps them per record', async () => {
    const form = (await post('customForm/queryCustomForm', { bizTypeId: 1 })).result.rows.find(
      (f: { name: string }) => f.name === 'Uniform',
    )
    const covered = subtreeIds(await organsOfTenant(gateway.ctx.db, 1), form.organIds[0])
    const person = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('organ_id', 'in', covered)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const other = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('organ_id', 'not in', covered)
      .executeTakeFirstOrThrow()
    const create = (values: object, sourceId = person.id) =>
      post('formInstance/create', { formId: form.id, sourceId, values }, hr, { 'accept-language': 'en' })
    expect(await create({ lockerNumber: 3 })).toEqual({ code: 410304, msg: 'shirtSize is required' })
    expect((await create({ shirtSize: 'XXL' })).msg).toBe('shirtSize must be one of its options')
    expect((await create({ shirtSize: 'M', lockerNumber: 'twelve' })).msg).toBe('lockerNumber must be a number')
    expect((await create({ shirtSize: 'M', issuedOn: '2024-02-30' })).msg).toBe('issuedOn must be a date (yyyy-mm-dd)')
    expect((await create({ shirtSize: 'M', colour: 'red' })).code).toBe(410306)
    expect((await create({ shirtSize: 'M' }, other.id)).code).toBe(410309)
    expect((await create({ shirtSize: 'M', lockerNumber: '12', issuedOn: '2024-02-29' })).code).toBe(0)
    expect((await create({ lockerNumber: 13 })).code).toBe(0)
    const found = await post('formInstance/find', { bizTypeId: 1, sourceId: person.id })
    expect(found.result).toMatchObject({
      values: { shirtSize: 'M', lockerNumber: 13, issuedOn: '2024-02-29' },
      hiddenFields: [],
    })
    expect((await post('customForm/getFormByAssign', { bizTypeId: 1, sourceId: person.id })).result.id).toBe(form.id)
    expect(
      (await post('customForm/checkIsUserSameAssignedForm', { bizTypeId: 1, sourceIds: [person.id, other.id] })).result
        .same,
    ).toBe(false)
    expect(
      (await post('customForm/checkIsUserSameAssignedForm', { bizTypeId: 1, sourceIds: [person.id] })).result,
    ).toEqual({ same: true, formId: form.id })
  })

  it('hides fields the caller may not see and refuses edits of fields they may only read', async () => {
    const form = (await post('customForm/queryCustomForm', { bizTypeId: 1 })).result.rows.find(
      (f: { name: string }) => f.name === 'Uniform',
    )
    const covered = subtreeIds(await organsOfTenant(gateway.ctx.db, 1), form.organIds[0])
    const person = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('organ_id', 'in', covered)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(
      (
        await gateway.post(
          '/gateway/joyhr/web/roleInsZhangtao/saveFieldList',
          { roleId: 2, bizTypeId: 1, fields: [{ key: 'lockerNumber', access: 'hidden' }] },
          hr,
        )
      ).body.code,
    ).toBe(0)
    const seen = (await post('formInstance/find', { bizTypeId: 1, sourceId: person.id }, staff)).result
    expect(seen.hiddenFields).toEqual(['lockerNumber'])
    expect(seen.values).toEqual({ shirtSize: 'M', issuedOn: '2024-02-29' })
    expect(seen.form.fields.find((f: { key: string }) => f.key === 'shirtSize').access).toBe('read')
    expect(
      await post('formInstance/create', { formId: form.id, sourceId: person.id, values: { shirtSize: 'L' } }, staff),
    ).toEqual({ code: 410308, msg: '无字段权限：shirtSize' })
  })
})
