import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or changes tenant 1's quick filters, nor filters its own lists by tenant 1's
// dictionary values or departments (services/masterdata/quick-query; the lists: services/personnel, services/recruitment).

describe('tenant isolation: quick query', () => {
  const { tenants, post, staffIds } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  const keysOf = async (tenantId: number, bizTypeId: number) =>
    (
      await gateway.ctx.db
        .selectFrom('quick_query_field')
        .select('field_key')
        .where('tenant_id', '=', tenantId)
        .where('biz_type_id', '=', bizTypeId)
        .orderBy('sort')
        .execute()
    ).map((row) => row.field_key)

  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    expect(
      (await post('/joyhr/web/quickQuery/update', { bizTypeId: 7, fields: ['education', 'organ'] }, one)).body.code,
    ).toBe(0)
    expect(
      (await post('/joyhr/web/quickQuery/updateZPCustFieldRage', { fields: ['stage', 'channel'] }, one)).body.code,
    ).toBe(0)
    expect(
      (
        await post(
          '/joyhr/web/itemMap/save',
          { category: 'education', code: 'onlyOne', nameZh: '仅一', nameEn: 'Only one', create: true },
          one,
        )
      ).body.code,
    ).toBe(0)
  })

  it("keeps tenant 1's quick filters from tenant 2, and tenant 2's saves to itself", async () => {
    expect((await post('/joyhr/web/quickQuery/getQuery', { bizTypeId: 7 }, two)).body.result.fields).toEqual([])
    expect(
      (
        await post('/joyhr/web/quickQuery/getQuery', { bizTypeId: 8, catalogue: true }, two)
      ).body.result.catalogue.every((f: { chosen: boolean }) => !f.chosen),
    ).toBe(true)
    expect(
      (await post('/joyhr/web/quickQuery/update', { bizTypeId: 7, fields: ['education', 'name'] }, two)).body.code,
    ).toBe(0)
    expect((await post('/joyhr/web/quickQuery/updateZPCustFieldRage', { fields: [] }, two)).body.code).toBe(0)
    expect([await keysOf(1, 7), await keysOf(1, 8), await keysOf(2, 7), await keysOf(2, 8)]).toEqual([
      ['education', 'organ'],
      ['stage', 'channel'],
      ['education', 'name'],
      [],
    ])
    const audited = await gateway.ctx.db
      .selectFrom('dict_audit')
      .select('tenant_id')
      .where('action', '=', 'quickQuerySave')
      .execute()
    expect(audited.map((row) => row.tenant_id).sort()).toEqual([1, 1, 2, 2])
  })

  it("offers and accepts only tenant 2's own dictionary values and departments on its lists", async () => {
    const education = async (token: string) =>
      (
        (await post('/joyhr/web/quickQuery/getQuery', { bizTypeId: 7 }, token)).body.result.fields[0].options as Array<{
          value: string
        }>
      ).map((o) => o.value)
    expect(await education(one)).toContain('onlyOne')
    expect(await education(two)).not.toContain('onlyOne')
    expect((await post('/ums/web/entryUser/getUserPage', { quick: { education: 'onlyOne' } }, two)).body.code).toBe(
      412113,
    )
    expect((await post('/ums/web/entryUser/getUserPage', { quick: { education: 'onlyOne' } }, one)).body).toMatchObject(
      { code: 0, result: { total: 0 } },
    )

    // A department of tenant 1 is unknown to tenant 2, as a filter and among the choices.
    await post('/joyhr/web/quickQuery/update', { bizTypeId: 7, fields: ['organ'] }, two)
    const organOfOne = await gateway.ctx.db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const choices = (await post('/joyhr/web/quickQuery/getQuery', { bizTypeId: 7 }, two)).body.result.fields[0]
      .options as Array<{ value: string }>
    expect(choices.map((o) => o.value)).not.toContain(String(organOfOne.id))
    expect((await post('/ums/web/entryUser/getUserPage', { quick: { organ: organOfOne.id } }, two)).body.code).toBe(
      412115,
    )
    const ownRoot = Number(choices[0].value)
    const found = (await post('/ums/web/entryUser/getUserPage', { quick: { organ: ownRoot }, rows: 200 }, two)).body
      .result.rows as Array<{ id: number }>
    const mine = await staffIds(two)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((row) => mine.includes(row.id))).toBe(true)
    expect((await post('/ums/web/entryUser/export', { quick: { organ: organOfOne.id } }, two)).body.code).toBe(412115)
  })

  it("never filters tenant 2's candidates by a channel of tenant 1 alone", async () => {
    await post('/joyhr/web/quickQuery/updateZPCustFieldRage', { fields: ['channel'] }, two)
    type Field = { key: string; options: Array<{ label: string }> }
    const channels = async (token: string) =>
      ((await post('/joyhr/web/quickQuery/getQuery', { bizTypeId: 8 }, token)).body.result.fields as Field[])
        .find((field) => field.key === 'channel')!
        .options.map((o) => o.label)
    await post('/recruit/web/channel/save', { kind: 'site', nameZh: '仅租户一', nameEn: 'Tenant one only' }, one)
    expect(await channels(two)).not.toContain('仅租户一')
    expect(await channels(one)).toContain('仅租户一')
    const ofOne = await gateway.ctx.db
      .selectFrom('recruit_channel')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Tenant one only')
      .executeTakeFirstOrThrow()
    const ofTwo = await gateway.ctx.db
      .selectFrom('recruit_channel')
      .select('id')
      .where('tenant_id', '=', 2)
      .where('id', '=', ofOne.id)
      .executeTakeFirst()
    if (!ofTwo)
      expect(
        (await post('/recruit/web/candidate/board', { quick: { channel: String(ofOne.id) } }, two)).body.code,
      ).toBe(412113)
  })
})
