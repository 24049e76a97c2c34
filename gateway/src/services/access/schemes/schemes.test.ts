import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { SCHEMES_PER_TENANT, SCHEMES_PER_USER } from './store'

const S = '/gateway/joyhr/web/selfSchemeQuery'
const PAGE = '/gateway/ums/web/entryUser/getUserPage'

interface Scheme {
  id: string
  name: string
  isDefault: boolean
  conditions: Record<string, unknown>
}

describe('saved query schemes', () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345')
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  const add = async (token: string, body: object) => (await gateway.post(`${S}/add`, body, token)).body

  it("adds, lists, renames and removes the caller's schemes; a name is unique per user", async () => {
    const first = await add(admin, { name: 'Left staff', conditions: { status: 2, keyword: '  ' } })
    expect(first).toMatchObject({
      code: 0,
      result: { name: 'Left staff', isDefault: false, conditions: { status: 2 } },
    })
    expect(await add(admin, { name: 'Left staff', conditions: {} })).toMatchObject({ code: 410502 })
    // Another user may use the same name.
    expect((await add(staff, { name: 'Left staff', conditions: {} })).code).toBe(0)
    const id = (first.result as Scheme).id
    const renamed = (await gateway.post(`${S}/updateSelfSchemeInfo`, { id, name: 'Former staff' }, admin)).body
    expect(renamed.result).toMatchObject({ name: 'Former staff', conditions: { status: 2 } })
    const list = (await gateway.post(`${S}/findSelfSchemeQueryByUser`, {}, admin)).body.result as Scheme[]
    expect(list.map((s) => s.name)).toEqual(['Former staff'])
    expect((await gateway.post(`${S}/remove`, { id }, admin)).body.code).toBe(0)
    expect((await gateway.post(`${S}/getSelfSchemeInfo`, { id }, admin)).body.code).toBe(410501)
  })

  it(`keeps at most ${SCHEMES_PER_USER} schemes per user and ${SCHEMES_PER_TENANT} per tenant, saying so in the request language`, async () => {
    const db = gateway.ctx.db
    const hr = await gateway.login('hr', 'Hr@123456789')
    const hrId = (await db.selectFrom('app_user').select('id').where('user_name', '=', 'hr').executeTakeFirstOrThrow())
      .id
    for (let i = 0; i < SCHEMES_PER_USER; i++) expect((await add(hr, { name: `Cap ${i}` })).code).toBe(0)
    expect((await gateway.post(`${S}/add`, { name: 'One more' }, hr, { 'accept-language': 'en' })).body).toEqual({
      code: 410505,
      msg: `You can keep at most ${SCHEMES_PER_USER} query schemes, please delete one first`,
    })
    expect(await add(hr, { name: 'One more' })).toEqual({
      code: 410505,
      msg: `最多可保存 ${SCHEMES_PER_USER} 个查询方案，请先删除不用的方案`,
    })
    // Deleting one makes room again.
    const first = ((await gateway.post(`${S}/findSelfSchemeQueryByUser`, {}, hr)).body.result as Scheme[])[0]
    await gateway.post(`${S}/remove`, { id: first.id }, hr)
    expect((await add(hr, { name: 'One more' })).code).toBe(0)

    // The tenant's cap, filled directly (as if many users had saved schemes).
    const tenantId = (
      await db.selectFrom('session').select('tenant_id').where('user_id', '=', hrId).executeTakeFirstOrThrow()
    ).tenant_id
    const { n } = await db
      .selectFrom('self_scheme')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow()
    const fill = Array.from({ length: SCHEMES_PER_TENANT - Number(n) }, (_, i) => ({
      tenant_id: tenantId,
      id: `fill-${i}`,
      user_id: 100_000 + i,
      name: 'x',
      conditions: '{}',
      is_default: 0,
      created_at: 0,
    }))
    for (let i = 0; i < fill.length; i += 200)
      await db
        .insertInto('self_scheme')
        .values(fill.slice(i, i + 200))
        .execute()
    expect((await gateway.post(`${S}/add`, { name: 'Tenant full' }, staff, { 'accept-language': 'en' })).body).toEqual({
      code: 410506,
      msg: `Your organisation keeps the most query schemes it may (${SCHEMES_PER_TENANT}), please ask colleagues to delete unused ones`,
    })
    await db.deleteFrom('self_scheme').where('tenant_id', '=', tenantId).where('id', 'like', 'fill-%').execute()
    await db.deleteFrom('self_scheme').where('tenant_id', '=', tenantId).where('user_id', '=', hrId).execute()
  })

  it('keeps at most one default', async () => {
    const a = (await add(admin, { name: 'A', conditions: { status: 1 }, isDefault: true })).result as Scheme
    const b = (await add(admin, { name: 'B', conditions: { status: 2 } })).result as Scheme
    expect(a.isDefault).toBe(true)
    const list = (await gateway.post(`${S}/updateDefaultScheme`, { id: b.id }, admin)).body.result as Scheme[]
    expect(list.filter((s) => s.isDefault).map((s) => s.id)).toEqual([b.id])
    const cleared = (await gateway.post(`${S}/updateDefaultScheme`, { id: b.id, isDefault: false }, admin)).body
      .result as Scheme[]
    expect(cleared.some((s) => s.isDefault)).toBe(false)
  })

  it("refuses another user's scheme everywhere", async () => {
    const mine = (await add(admin, { name: 'Private', conditions: { status: 2 } })).result as Scheme
    for (const call of ['getSelfSchemeInfo', 'updateSelfSchemeInfo', 'updateDefaultScheme', 'remove']) {
      const response = await gateway.post(`${S}/${call}`, { id: mine.id, name: 'Taken' }, staff, {
        'accept-language': 'en',
      })
      expect(response.body).toMatchObject({ code: 410501, msg: 'The query scheme does not exist' })
    }
    expect((await gateway.post(PAGE, { schemeId: mine.id }, staff)).body.code).toBe(410501)
    expect(((await gateway.post(`${S}/getSelfSchemeInfo`, { id: mine.id }, admin)).body.result as Scheme).name).toBe(
      'Private',
    )
  })

  it("getUserPage applies the scheme's filters, and request filters win over them", async () => {
    const left = (await add(admin, { name: 'Only left', conditions: { status: 2 } })).result as Scheme
    const all = (await gateway.post(PAGE, { rows: 200 }, admin)).body.result as {
      total: number
      countData: Record<string, number>
      rows: Array<{ status: number }>
    }
    const leftCount = all.countData['2'] ?? 0
    const applied = (await gateway.post(PAGE, { rows: 200, schemeId: left.id }, admin)).body.result as typeof all
    expect(applied.total).toBe(leftCount)
    expect(applied.rows.every((row) => row.status === 2)).toBe(true)
    const overridden = (await gateway.post(PAGE, { rows: 200, schemeId: left.id, status: 1 }, admin)).body
      .result as typeof all
    expect(overridden.total).toBe(all.countData['1'])
    expect(all.total).toBeGreaterThan(applied.total)
  })

  it('names the filters a scheme holds in the request language', async () => {
    const en = (await gateway.post(`${S}/getQueryCondition`, {}, admin, { 'accept-language': 'en' })).body
      .result as Array<{ key: string; label: string }>
    expect(en.map((f) => f.key)).toEqual(['keyword', 'organId', 'status'])
    expect(en[1].label).toBe('Department')
  })
})
