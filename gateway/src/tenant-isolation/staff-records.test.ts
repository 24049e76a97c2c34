import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never sees or changes tenant 1's rows (the route list: routes.ts).

describe('tenant isolation: records, query schemes, batch modify and the organisation', () => {
  const { tenants, post, staffIds } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  beforeAll(() => {
    ;({ gateway, one, two } = tenants())
  })

  it('keeps employee records, onboarding, offboarding and the staff searches to the session tenant', async () => {
    const r = async (path: string, body: unknown, token: string) => (await post(`/ums/web/${path}`, body, token)).body
    const [idsOne, idsTwo] = [await staffIds(one), await staffIds(two)]
    expect((await r('entryUser/getRecord', { id: idsOne[0] }, two)).code).toBe(410201)
    expect((await r('entryUser/updateRecord', { id: idsOne[0], values: { address: 'x' } }, two)).code).toBe(410201)
    expect((await r('entryUser/offboard', { id: idsOne[0], leaveDate: '2026-01-01', reason: 'x' }, two)).code).toBe(
      410201,
    )
    const organOne = (await post('/ums/web/organ/organTreeList', {}, one)).body.result[0].id
    expect(
      (
        await r(
          'entryUser/onboard',
          {
            values: {
              name: 'x',
              jobNumber: 'X1',
              mobile: '13700009999',
              organ: organOne,
              gangwei: 1,
              entryDate: '2026-01-01',
            },
          },
          two,
        )
      ).code,
    ).toBe(410208)
    expect(
      (await r('entryUser/recordOptions', { organId: organOne }, two)).result.organs.map((o: { id: number }) => o.id),
    ).not.toContain(organOne)
    const pageTwo = (await r('entryUser/getRecordPage', { rows: 200 }, two)).result.rows as Array<{ id: number }>
    expect(pageTwo.length).toBeGreaterThan(0)
    expect(pageTwo.every((row) => idsTwo.includes(row.id))).toBe(true)
    expect(
      (await r('user/getUserByKeyWord', { rows: 50 }, two)).result.every((row: { id: number }) =>
        idsTwo.includes(row.id),
      ),
    ).toBe(true)
    const pagedTwo = (await r('user/getUserByKeyWordPage2', { rows: 200 }, two)).result.rows as Array<{ id: number }>
    expect(pagedTwo.length).toBeGreaterThan(0)
    expect(pagedTwo.every((row) => idsTwo.includes(row.id))).toBe(true)
    const leftTwo = (await r('user/getLizhiUserByKeyWord', { rows: 200 }, two)).result.rows as Array<{ id: number }>
    expect(leftTwo.every((row) => idsTwo.includes(row.id) && !idsOne.includes(row.id))).toBe(true)
    expect((await r('entryUser/getMyRecord', {}, two)).code).toBe(410201)
  })

  it("keeps one user's query schemes to the tenant they were saved in", async () => {
    const saved = (
      await post('/joyhr/web/selfSchemeQuery/add', { name: 'Tenant one only', conditions: { status: 2 } }, one)
    ).body.result as { id: string }
    expect(
      (await post('/joyhr/web/selfSchemeQuery/add', { name: 'Tenant one only', conditions: {} }, two)).body.code,
    ).toBe(0)
    const listTwo = (await post('/joyhr/web/selfSchemeQuery/findSelfSchemeQueryByUser', {}, two)).body.result as Array<{
      id: string
    }>
    expect(listTwo.map((s) => s.id)).not.toContain(saved.id)
    for (const call of ['getSelfSchemeInfo', 'updateSelfSchemeInfo', 'updateDefaultScheme', 'remove']) {
      expect((await post(`/joyhr/web/selfSchemeQuery/${call}`, { id: saved.id, name: 'Changed' }, two)).body.code).toBe(
        410501,
      )
    }
    expect((await post('/ums/web/entryUser/getUserPage', { schemeId: saved.id }, two)).body.code).toBe(410501)
    expect(
      (await post('/joyhr/web/selfSchemeQuery/getSelfSchemeInfo', { id: saved.id }, one)).body.result,
    ).toMatchObject({ name: 'Tenant one only' })
  })

  it("batch-modifies only the session tenant's staff, to the session tenant's departments", async () => {
    const organsOne = (
      (await post('/joyhr/web/batch/getBatchModifyCondition', {}, one)).body.result as Array<{
        key: string
        options: Array<{ id: number }>
      }>
    )
      .find((f) => f.key === 'organ')!
      .options.map((o) => o.id)
    const organsTwo = (
      (await post('/joyhr/web/batch/getBatchModifyCondition', {}, two)).body.result as Array<{
        key: string
        options: Array<{ id: number }>
      }>
    )
      .find((f) => f.key === 'organ')!
      .options.map((o) => o.id)
    expect(organsOne.filter((id) => organsTwo.includes(id))).toEqual([])
    const [idsOne, idsTwo] = [await staffIds(one), await staffIds(two)]
    const before = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('id', 'in', idsOne)
      .orderBy('id')
      .execute()
    const withPosition = (
      await gateway.ctx.db.selectFrom('gangwei').select('organ_id').where('tenant_id', '=', 2).executeTakeFirstOrThrow()
    ).organ_id
    expect(
      (
        await post(
          '/joyhr/web/batch/batchModify',
          { ids: idsOne.slice(0, 3), field: 'organ', value: withPosition },
          two,
        )
      ).body.result,
    ).toEqual({ changed: 0, skipped: 3 })
    expect(
      (
        await post(
          '/joyhr/web/batch/batchModify',
          { ids: idsTwo.slice(0, 1), field: 'organ', value: organsOne[0] },
          two,
        )
      ).body.code,
    ).toBe(410504)
    expect(
      await gateway.ctx.db
        .selectFrom('employee')
        .select(['id', 'organ_id'])
        .where('id', 'in', idsOne)
        .orderBy('id')
        .execute(),
    ).toEqual(before)
  })

  it('keeps organisation units, post categories, posts and positions to the session tenant', async () => {
    const r = async (path: string, body: unknown, token: string) => (await post(`/ums/web/${path}`, body, token)).body
    const db = gateway.ctx.db
    const organOne = (await post('/ums/web/organ/organTreeList', {}, one)).body.result[0].id
    const organTwo = (await post('/ums/web/organ/organTreeList', {}, two)).body.result[0].id
    for (const [path, body] of [
      ['organ/getOrganById', { id: organOne }],
      ['organ/getDeptByOrganId', { organId: organOne }],
      ['organ/save', { parentId: organOne, name: 'x' }],
      ['organ/rename', { id: organOne, name: 'x' }],
      ['organ/move', { id: organOne, parentId: organTwo }],
      ['organ/remove', { id: organOne }],
    ] as const) {
      expect((await r(path, body, two)).code).toBe(410401)
    }
    const treeTwo = (await r('organ/organTreeListForAuth', {}, two)).result as Array<{ id: number }>
    expect(treeTwo.map((n) => n.id)).toEqual([organTwo])
    const postOne = await db.selectFrom('zhiwei').selectAll().where('tenant_id', '=', 1).executeTakeFirstOrThrow()
    const positionOne = await db.selectFrom('gangwei').selectAll().where('tenant_id', '=', 1).executeTakeFirstOrThrow()
    const postIdsTwo = (await r('zhiwei/getZhiweiAll', {}, two)).result.map((p: { id: number }) => p.id)
    expect(postIdsTwo.length).toBeGreaterThan(0)
    expect(postIdsTwo).not.toContain(postOne.id)
    expect((await r('zhiwei/getAllZhiweis', {}, two)).result.map((p: { id: number }) => p.id)).not.toContain(postOne.id)
    expect(
      (await r('zhiwei/getAllZhiweisByOrganIds', { organIds: [organOne] }, two)).result.map(
        (p: { id: number }) => p.id,
      ),
    ).not.toContain(postOne.id)
    expect((await r('zhiwei/getZhileiList', {}, two)).result.map((c: { id: number }) => c.id)).not.toContain(
      postOne.zhilei_id,
    )
    expect((await r('zhiwei/getZhiweiPageByZhileiId', { zhileiId: postOne.zhilei_id }, two)).result.total).toBe(0)
    expect(
      (await r('gangwei/getGangweiPage', { rows: 200 }, two)).result.rows.map((g: { id: number }) => g.id),
    ).not.toContain(positionOne.id)
    expect((await r('gangwei/getGangweiInfo', { id: positionOne.id }, two)).code).toBe(410401)
    expect((await r('gangwei/getGangweiNamesByOrganId', { organId: positionOne.organ_id }, two)).result).toEqual([])
    expect((await r('gangwei/getGangweiNamesByOrganIds', { organIds: [positionOne.organ_id] }, two)).result).toEqual([])
    expect((await r('zhilei/save', { id: postOne.zhilei_id, name: 'x' }, two)).code).toBe(410401)
    expect((await r('zhilei/remove', { id: postOne.zhilei_id }, two)).code).toBe(410401)
    expect((await r('zhiwei/save', { zhileiId: postOne.zhilei_id, name: 'x' }, two)).code).toBe(410401)
    expect((await r('zhiwei/remove', { id: postOne.id }, two)).code).toBe(410401)
    expect(
      (await r('gangwei/save', { organId: positionOne.organ_id, zhiweiId: postOne.id, name: 'x' }, two)).code,
    ).toBe(410401)
    expect((await r('gangwei/remove', { id: positionOne.id }, two)).code).toBe(410401)
  })
})
