import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const U = (path: string) => `/gateway/ums/web/${path}`
const en = { 'accept-language': 'en' }

describe('post categories, posts and positions', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let root: number
  const post = async (path: string, body: unknown, token = hr) => (await gateway.post(U(path), body, token, en)).body

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    root = (await post('organ/organTreeList', {})).result[0].id
  })
  afterAll(() => gateway.close())

  it('creates, renames and deletes a category, names unique in the tenant', async () => {
    const made = (await post('zhilei/save', { name: 'Research' })).result
    expect((await post('zhiwei/getZhileiList', {})).result).toContainEqual({
      id: made.id,
      name: 'Research',
      zhiweiCount: 0,
    })
    expect(await post('zhilei/save', { name: ' research ' })).toMatchObject({
      code: 410404,
      msg: 'A post category named "research" exists already',
    })
    expect((await post('zhilei/save', { id: made.id, name: 'Research and development' })).result.name).toBe(
      'Research and development',
    )
    expect((await post('zhilei/remove', { id: made.id })).code).toBe(0)
    expect((await post('zhilei/remove', { id: made.id })).code).toBe(410401)
  })

  it('creates posts in a category bound to units, lists and pages them, refuses a duplicate and a category in use', async () => {
    const category = (await post('zhilei/save', { name: 'Science' })).result
    const lab = (await post('organ/save', { parentId: root, name: 'Posts Lab' })).result
    const physicist = (await post('zhiwei/save', { zhileiId: category.id, name: 'Physicist', organIds: [lab.id] }))
      .result
    expect(physicist).toMatchObject({ zhileiId: category.id, organIds: [lab.id] })
    await post('zhiwei/save', { zhileiId: category.id, name: 'Chemist' })
    expect((await post('zhiwei/save', { zhileiId: category.id, name: 'PHYSICIST' })).code).toBe(410404)
    const page = (await post('zhiwei/getZhiweiPageByZhileiId', { zhileiId: category.id, page: 1, rows: 10 })).result
    expect(page.total).toBe(2)
    expect(page.rows.map((row: { name: string }) => row.name)).toEqual(['Physicist', 'Chemist'])
    expect(page.rows[0]).toMatchObject({ zhileiName: 'Science', organIds: [lab.id], gangweiCount: 0 })
    expect(
      (await post('zhiwei/getAllZhiweis', { keyword: 'physic' })).result.map((row: { id: number }) => row.id),
    ).toEqual([physicist.id])
    const other = (await post('organ/save', { parentId: root, name: 'Posts Other' })).result
    const forOther = (await post('zhiwei/getAllZhiweisByOrganIds', { organIds: [other.id] })).result.map(
      (row: { name: string }) => row.name,
    )
    expect(forOther).toContain('Chemist')
    expect(forOther).not.toContain('Physicist')
    expect(
      (await post('zhiwei/getAllZhiweisByOrganIds', { organIds: [lab.id] })).result.map(
        (row: { name: string }) => row.name,
      ),
    ).toContain('Physicist')
    expect(await post('zhilei/remove', { id: category.id })).toMatchObject({
      code: 410405,
      msg: '"Science" cannot be deleted: it has 2 post(s)',
    })
  })

  it('creates positions with a headcount, only in units the post is bound to, and refuses deleting what is in use', async () => {
    const category = (await post('zhilei/save', { name: 'Operations' })).result
    const unit = (await post('organ/save', { parentId: root, name: 'Ops Unit' })).result
    const sub = (await post('organ/save', { parentId: unit.id, name: 'Ops Sub' })).result
    const elsewhere = (await post('organ/save', { parentId: root, name: 'Ops Elsewhere' })).result
    const operator = (await post('zhiwei/save', { zhileiId: category.id, name: 'Operator', organIds: [unit.id] }))
      .result
    const made = (
      await post('gangwei/save', { organId: sub.id, zhiweiId: operator.id, name: 'Night operator', headcount: 3 })
    ).result
    expect(made).toMatchObject({ organId: sub.id, headcount: 3 })
    expect(
      await post('gangwei/save', { organId: elsewhere.id, zhiweiId: operator.id, name: 'Day operator' }),
    ).toMatchObject({ code: 410407, msg: 'The post "Operator" is not available in this unit' })
    expect((await post('gangwei/save', { organId: sub.id, zhiweiId: operator.id, name: 'night OPERATOR' })).code).toBe(
      410404,
    )
    expect(
      (await post('gangwei/save', { organId: sub.id, zhiweiId: operator.id, name: 'X', headcount: -1 })).code,
    ).toBe(400000)
    const page = (await post('gangwei/getGangweiPage', { organId: unit.id, page: 1, rows: 10 })).result
    expect(page.rows).toEqual([
      {
        id: made.id,
        name: 'Night operator',
        organId: sub.id,
        organName: 'Ops Sub',
        zhiweiId: operator.id,
        zhiweiName: 'Operator',
        headcount: 3,
        staffCount: 0,
      },
    ])
    expect((await post('gangwei/getGangweiInfo', { id: made.id })).result.name).toBe('Night operator')
    expect((await post('gangwei/getGangweiNamesByOrganId', { organId: sub.id })).result).toEqual([
      { id: made.id, name: 'Night operator', organId: sub.id, zhiweiId: operator.id },
    ])
    expect((await post('gangwei/getGangweiNamesByOrganIds', { organIds: [sub.id, elsewhere.id] })).result).toHaveLength(
      1,
    )
    expect(await post('zhiwei/remove', { id: operator.id })).toMatchObject({ code: 410405 })
    expect(await post('organ/remove', { id: sub.id })).toMatchObject({
      code: 410403,
      msg: '"Ops Sub" cannot be deleted: 1 position(s) belong to it',
    })
    expect(
      (
        await post('gangwei/save', {
          id: made.id,
          organId: sub.id,
          zhiweiId: operator.id,
          name: 'Night operator',
          headcount: 5,
        })
      ).result.headcount,
    ).toBe(5)
    expect((await post('gangwei/remove', { id: made.id })).code).toBe(0)
    expect((await post('zhiwei/remove', { id: operator.id })).code).toBe(0)
    expect((await post('zhilei/remove', { id: category.id })).code).toBe(0)
  })

  it('refuses deleting a position or post staff hold', async () => {
    const held = await gateway.ctx.db
      .selectFrom('employee')
      .select(['gangwei_id', 'zhiwei_id'])
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    expect((await post('gangwei/remove', { id: held.gangwei_id })).msg).toMatch(
      /cannot be deleted: \d+ staff member\(s\) hold it$/,
    )
    expect((await post('zhiwei/remove', { id: held.zhiwei_id })).code).toBe(410405)
  })

  it('writes with the functions only, and keeps tenants apart', async () => {
    expect((await post('zhilei/save', { name: 'By staff' }, staff)).code).toBe(403001)
    expect((await post('gangwei/remove', { id: 1 }, staff)).code).toBe(403001)
    const db = gateway.ctx.db
    const otherPost = await db.selectFrom('zhiwei').selectAll().where('tenant_id', '=', 2).executeTakeFirstOrThrow()
    const otherPosition = await db
      .selectFrom('gangwei')
      .selectAll()
      .where('tenant_id', '=', 2)
      .executeTakeFirstOrThrow()
    expect((await post('zhilei/remove', { id: otherPost.zhilei_id })).code).toBe(410401)
    expect((await post('zhiwei/remove', { id: otherPost.id })).code).toBe(410401)
    expect((await post('zhiwei/save', { id: otherPost.id, zhileiId: otherPost.zhilei_id, name: 'X' })).code).toBe(
      410401,
    )
    expect((await post('gangwei/getGangweiInfo', { id: otherPosition.id })).code).toBe(410401)
    expect((await post('gangwei/remove', { id: otherPosition.id })).code).toBe(410401)
    expect((await post('gangwei/getGangweiNamesByOrganId', { organId: otherPosition.organ_id })).result).toEqual([])
    const categories = (await post('zhiwei/getZhileiList', {})).result.map((row: { id: number }) => row.id)
    expect(categories).not.toContain(otherPost.zhilei_id)
  })
})
