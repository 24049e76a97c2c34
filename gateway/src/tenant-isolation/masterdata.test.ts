import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or changes tenant 1's dictionaries or values (services/masterdata).

describe('tenant isolation: master data', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string

  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    expect(
      (
        await post(
          '/joyhr/web/itemMapCategory/save',
          { code: 'badgeColour', nameZh: '工牌颜色', nameEn: 'Badge colour', create: true },
          one,
        )
      ).body.code,
    ).toBe(0)
    expect(
      (
        await post(
          '/joyhr/web/itemMap/save',
          { category: 'badgeColour', code: 'red', nameZh: '红', nameEn: 'Red', create: true },
          one,
        )
      ).body.code,
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

  it("keeps tenant 1's dictionaries and values from tenant 2", async () => {
    const listed = (await post('/joyhr/web/itemMapCategory/list', {}, two)).body.result.dictionaries as Array<{
      code: string
      values: Array<{ code: string }>
    }>
    expect(listed.map((d) => d.code)).not.toContain('badgeColour')
    expect(listed.find((d) => d.code === 'education')!.values.map((v) => v.code)).not.toContain('onlyOne')
    expect((await post('/joyhr/web/itemMap/list', { category: 'badgeColour' }, two)).body.code).toBe(412101)
    expect(
      (await post('/joyhr/web/itemMap/options', { categories: ['badgeColour', 'education'] }, two)).body.result
        .badgeColour,
    ).toBeUndefined()
    expect(
      (
        await post(
          '/joyhr/web/itemMap/save',
          { category: 'badgeColour', code: 'red', nameZh: '蓝', nameEn: 'Blue' },
          two,
        )
      ).body.code,
    ).toBe(412101)
    expect(
      (
        await post(
          '/joyhr/web/itemMap/save',
          { category: 'education', code: 'onlyOne', nameZh: '改', nameEn: 'Taken over' },
          two,
        )
      ).body.code,
    ).toBe(412102)
    expect(
      (await post('/joyhr/web/itemMap/setEnabled', { category: 'education', code: 'onlyOne', enabled: false }, two))
        .body.code,
    ).toBe(412102)
    expect(
      (await post('/joyhr/web/itemMap/move', { category: 'education', code: 'onlyOne', direction: 'up' }, two)).body
        .code,
    ).toBe(412102)
    expect(
      (await post('/joyhr/web/itemMapCategory/save', { code: 'badgeColour', nameZh: 'x', nameEn: 'x' }, two)).body.code,
    ).toBe(412101)
    // Tenant 2 may use the same codes for its own.
    expect(
      (
        await post(
          '/joyhr/web/itemMapCategory/save',
          { code: 'badgeColour', nameZh: '工牌', nameEn: 'Badge', create: true },
          two,
        )
      ).body.code,
    ).toBe(0)
    const rows = await gateway.ctx.db
      .selectFrom('dict_item')
      .select(['name_en', 'enabled', 'sort'])
      .where('tenant_id', '=', 1)
      .where('category', '=', 'education')
      .where('code', '=', 'onlyOne')
      .executeTakeFirstOrThrow()
    expect(rows).toEqual({ name_en: 'Only one', enabled: 1, sort: 9 })
    expect(
      (
        await gateway.ctx.db
          .selectFrom('dict_category')
          .select('name_en')
          .where('tenant_id', '=', 1)
          .where('code', '=', 'badgeColour')
          .executeTakeFirstOrThrow()
      ).name_en,
    ).toBe('Badge colour')
  })
})
