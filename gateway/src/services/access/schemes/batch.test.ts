import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const J = (name: string) => `/gateway/joyhr/web/${name}`
const CONDITION = J('batch/getBatchModifyCondition')
const MODIFY = J('batch/batchModify')

describe('batch modify on the staff list', () => {
  let gateway: TestGateway
  let admin: string
  let hr: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    // HR (role 1) may edit the department and the post.
    const fields = [
      { key: 'organ', access: 'edit' },
      { key: 'zhiwei', access: 'edit' },
    ]
    expect(
      (await gateway.post(J('roleInsZhangtao/saveFieldList'), { roleId: 1, bizTypeId: 1, fields }, admin)).body.code,
    ).toBe(0)
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  })
  afterAll(() => gateway.close())

  const db = () => gateway.ctx.db
  const employee = (id: number) =>
    db().selectFrom('employee').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const organWithPositions = async (tenantId: number, not: number) =>
    (
      await db()
        .selectFrom('gangwei')
        .select('organ_id')
        .where('tenant_id', '=', tenantId)
        .where('organ_id', '!=', not)
        .orderBy('organ_id')
        .executeTakeFirstOrThrow()
    ).organ_id

  it('lists the fields the caller may edit, with their choices, in the request language', async () => {
    const fields = (await gateway.post(CONDITION, {}, hr, { 'accept-language': 'en' })).body.result as Array<{
      key: string
      label: string
      options: unknown[]
    }>
    expect(fields.map((f) => [f.key, f.label])).toEqual([
      ['organ', 'Department'],
      ['zhiwei', 'Post'],
    ])
    expect(fields[0].options.length).toBeGreaterThan(0)
  })

  it('moves selected staff of the tenant to a department (a position of it), counts others as skipped, audits it', async () => {
    const [a, b] = [await employee(12), await employee(13)]
    const target = await organWithPositions(1, a.organ_id)
    const other = await db().selectFrom('employee').select('id').where('tenant_id', '=', 2).executeTakeFirstOrThrow()
    const before = await employee(other.id)
    const result = (await gateway.post(MODIFY, { ids: [12, 13, other.id], field: 'organ', value: target }, hr)).body
    expect(result).toEqual({ code: 0, msg: 'success', result: { changed: 2, skipped: 1 } })
    for (const id of [a.id, b.id]) {
      const after = await employee(id)
      expect(after.organ_id).toBe(target)
      const position = await db()
        .selectFrom('gangwei')
        .select('organ_id')
        .where('id', '=', after.gangwei_id)
        .executeTakeFirstOrThrow()
      expect(position.organ_id).toBe(target)
    }
    expect((await employee(other.id)).organ_id).toBe(before.organ_id)
    const log = await db().selectFrom('batch_modify_log').selectAll().where('tenant_id', '=', 1).execute()
    expect(log.map((l) => [l.field, l.value, JSON.parse(l.changed_ids), l.skipped])).toContainEqual([
      'organ',
      String(target),
      [12, 13],
      1,
    ])
  })

  it("changes only staff in the caller's data range", async () => {
    await gateway.post(J('authRole/saveDataRange'), { roleId: 1, range: 'self' }, admin)
    const hrSelf = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    const own = (
      await db().selectFrom('app_user').select('employee_id').where('user_name', '=', 'hr').executeTakeFirstOrThrow()
    ).employee_id!
    const zhiwei = (
      await db()
        .selectFrom('zhiwei')
        .select('id')
        .where('tenant_id', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id
    const result = (await gateway.post(MODIFY, { ids: [own, 12], field: 'zhiwei', value: zhiwei }, hrSelf)).body.result
    expect(result).toEqual({ changed: 1, skipped: 1 })
    expect((await employee(own)).zhiwei_id).toBe(zhiwei)
    await gateway.post(J('authRole/saveDataRange'), { roleId: 1, range: 'all' }, admin)
  })

  it('refuses a field without edit permission, a value of another tenant, and callers without the button', async () => {
    await gateway.post(
      J('roleInsZhangtao/saveFieldList'),
      { roleId: 1, bizTypeId: 1, fields: [{ key: 'zhiwei', access: 'read' }] },
      admin,
    )
    const hrRead = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    const zhiwei = (await db().selectFrom('zhiwei').select('id').where('tenant_id', '=', 1).executeTakeFirstOrThrow())
      .id
    expect(
      (await gateway.post(MODIFY, { ids: [12], field: 'zhiwei', value: zhiwei }, hrRead, { 'accept-language': 'en' }))
        .body,
    ).toEqual({ code: 410503, msg: 'The field "Post" cannot be batch modified by you' })
    const foreign = await organWithPositions(2, 0)
    expect((await gateway.post(MODIFY, { ids: [12], field: 'organ', value: foreign }, hrRead)).body.code).toBe(410504)
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(MODIFY, { ids: [12], field: 'organ', value: foreign }, staff)).body.code).toBe(403001)
  })
})
