import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { apiTokenOf, appTokenOf, auditRowsOf, callApi, installApp } from './test-helpers'

interface Row {
  id: string
  name: string
  unitId: number
  unitName: string
  position?: string
  email?: string
  jobNumber?: string
}

describe("the vendor backends' directory", () => {
  let gateway: TestGateway
  let admin: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    await installApp(gateway, { tenantId: 1, code: 'basic', scopes: ['directory.read'] })
    await installApp(gateway, {
      tenantId: 1,
      code: 'full',
      scopes: ['directory.read', 'user.email', 'user.jobNumber', 'org.read'],
    })
    await installApp(gateway, { tenantId: 1, code: 'blind', scopes: ['user.name', 'user.email'] })
    await installApp(gateway, {
      tenantId: 2,
      code: 'full',
      scopes: ['directory.read', 'user.email', 'user.jobNumber', 'org.read'],
    })
  })
  afterAll(() => gateway.close())

  const staffOf = async (code: string, body: object = {}, tenantId = 1, userId = tenantId === 1 ? 2 : 1) => {
    const answer = await callApi(
      gateway,
      'directory/staff',
      body,
      await apiTokenOf(gateway, { tenantId, userId, code }),
    )
    expect(answer.body.code).toBe(0)
    return answer.body.result as { total: number; rows: Row[] }
  }
  const activeStaff = (tenantId: number) =>
    gateway.ctx.db
      .selectFrom('employee')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 1)
      .orderBy('id')
      .execute()

  it('refuses the staff list without directory.read, and the units without org.read (HTTP 403, 403101), audited', async () => {
    const token = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'blind' })
    const answer = await callApi(gateway, 'directory/staff', {}, token, { 'accept-language': 'en' })
    expect([answer.status, answer.body]).toEqual([
      403,
      { code: 403101, msg: 'The tenant has not consented to the data scope "directory.read" for this app' },
    ])
    const units = await callApi(
      gateway,
      'directory/units',
      {},
      await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'basic' }),
    )
    expect([units.status, units.body.code, units.body.msg]).toEqual([
      403,
      403101,
      '租户未同意此应用使用数据范围“org.read”',
    ])
    expect((await auditRowsOf(gateway, 1, 'blind')).find((row) => row.method === 'api.directory.staff')).toMatchObject({
      decision: 'deny',
      capability: 'directory.read',
      reason: expect.stringContaining('scope directory.read not consented'),
    })
  })

  it("answers the tenant's staff on the job with names and units, without e-mail or job number unless consented", async () => {
    const staff = await activeStaff(1)
    const basic = await staffOf('basic', { size: 100 })
    expect(basic.total).toBe(staff.length)
    expect(basic.rows).toHaveLength(Math.min(100, staff.length))
    for (const row of basic.rows) {
      expect(Object.keys(row).filter((key) => !['id', 'name', 'unitId', 'unitName', 'position'].includes(key))).toEqual(
        [],
      )
      expect(row.id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    }
    expect(basic.rows.map((row) => row.name)).toEqual(staff.slice(0, 100).map((row) => row.name))
    expect(basic.rows.some((row) => row.position)).toBe(true)

    const full = await staffOf('full', { size: 5 })
    expect(full.rows.map(({ name, email, jobNumber }) => ({ name, email, jobNumber }))).toEqual(
      staff.slice(0, 5).map((row) => ({ name: row.name, email: row.email, jobNumber: row.job_number })),
    )
  })

  it('finds by name only (never by phone or job number), by unit with its descendants, page by page', async () => {
    const staff = await activeStaff(1)
    const someone = staff[7]
    expect((await staffOf('full', { keyword: someone.name })).rows.map((row) => row.name)).toContain(someone.name)
    expect((await staffOf('full', { keyword: someone.phone })).total).toBe(0)
    expect((await staffOf('full', { keyword: someone.job_number })).total).toBe(0)

    const organs = await gateway.ctx.db.selectFrom('organ').selectAll().where('tenant_id', '=', 1).execute()
    const root = organs.find((organ) => organ.parent_id === null)!
    const child = organs.find((organ) => organ.parent_id === root.id && staff.some((s) => s.organ_id !== root.id))!
    const under = (id: number): number[] => [
      id,
      ...organs.filter((organ) => organ.parent_id === id).flatMap((organ) => under(organ.id)),
    ]
    const inChild = staff.filter((s) => under(child.id).includes(s.organ_id))
    expect((await staffOf('full', { unitId: child.id, size: 100 })).total).toBe(inChild.length)

    const first = await staffOf('full', { size: 3, page: 1 })
    const second = await staffOf('full', { size: 3, page: 2 })
    expect(second.rows.map((row) => row.name)).toEqual(staff.slice(3, 6).map((row) => row.name))
    expect(first.rows.filter((row) => second.rows.some((other) => other.id === row.id))).toEqual([])
    expect(
      (
        await callApi(
          gateway,
          'directory/staff',
          { size: 101 },
          await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'full' }),
        )
      ).body.code,
    ).toBe(400000)
  })

  it("names each person by a pseudonym: the app token's sub for an account, stable, different per app and per tenant", async () => {
    // staff (account 2) is employee 12 of tenant 1.
    const staffEmployee = await gateway.ctx.db
      .selectFrom('employee')
      .select('name')
      .where('id', '=', 12)
      .executeTakeFirstOrThrow()
    const idIn = async (code: string) =>
      (await staffOf(code, { keyword: staffEmployee.name })).rows.map((row) => row.id)
    const sub = decodeJwt(await appTokenOf(gateway, { tenantId: 1, userId: 2, code: 'full' })).sub
    expect(await idIn('full')).toContain(sub)
    expect(await idIn('full')).toEqual(await idIn('full'))
    expect((await idIn('basic')).filter((id) => (id as string) === sub)).toEqual([])

    // hr (account 3) is in both tenants: its pseudonym for one app differs between them.
    const hrOne = decodeJwt(await appTokenOf(gateway, { tenantId: 1, userId: 3, code: 'full' })).sub
    const hrTwo = decodeJwt(await appTokenOf(gateway, { tenantId: 2, userId: 3, code: 'full' })).sub
    expect(hrOne).not.toBe(hrTwo)

    // Staff without an account get ids of their own, unlike any account's.
    const all = await staffOf('full', { size: 100 })
    expect(new Set(all.rows.map((row) => row.id)).size).toBe(all.rows.length)
  })

  it('never shows a token of tenant 2 the staff or units of tenant 1', async () => {
    const [one, two] = [await activeStaff(1), await activeStaff(2)]
    const seen = await staffOf('full', { size: 100 }, 2)
    expect(seen.total).toBe(two.length)
    expect(seen.rows.map((row) => row.name).sort()).toEqual(
      two
        .slice(0, 100)
        .map((row) => row.name)
        .sort(),
    )
    expect(seen.rows.filter((row) => one.some((s) => s.organ_id === row.unitId))).toEqual([])
    expect((await staffOf('full', { unitId: one[0].organ_id }, 2)).total).toBe(0)
    const units = await callApi(
      gateway,
      'directory/units',
      {},
      await apiTokenOf(gateway, { tenantId: 2, userId: 1, code: 'full' }),
    )
    const organsTwo = await gateway.ctx.db
      .selectFrom('organ')
      .select(['id', 'parent_id', 'name'])
      .where('tenant_id', '=', 2)
      .execute()
    expect((units.body.result.rows as Array<{ id: number }>).map((unit) => unit.id).sort()).toEqual(
      organsTwo.map((organ) => organ.id).sort(),
    )
    expect(units.body.result.rows[0]).toEqual({ id: expect.any(Number), parentId: null, name: expect.any(String) })
  })

  it("audits every call with the app, the user's pseudonym and the counts, for the tenant's administrators to read", async () => {
    const token = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'full' })
    const sub = decodeJwt(await appTokenOf(gateway, { tenantId: 1, userId: 2, code: 'full' })).sub
    await callApi(gateway, 'directory/staff', { size: 4 }, token)
    const reason = `user ${sub}; 4 of ${(await activeStaff(1)).length} staff`
    const rows = (await auditRowsOf(gateway, 1, 'full')).filter(
      (row) => row.method === 'api.directory.staff' && row.reason === reason,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ user_id: 2, decision: 'allow', capability: 'directory.read', count: 1 })
    const listed = (await gateway.post('/gateway/joyhr/web/bridgeAudit/list', { app: 'full', rows: 200 }, admin)).body
      .result.rows as Array<{ method: string; tenantId: number }>
    expect(listed.map((row) => row.method)).toEqual(expect.arrayContaining(['api.token', 'api.directory.staff']))
    const admin2 = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const listedTwo = (await gateway.post('/gateway/joyhr/web/bridgeAudit/list', { app: 'full', rows: 200 }, admin2))
      .body.result.rows as Array<{ tenantId: number }>
    expect(listedTwo.every((row) => row.tenantId === 2)).toBe(true)
  })

  it('follows the tenant: scopes withdrawn or the app disabled after the exchange refuse the next call', async () => {
    await installApp(gateway, { tenantId: 1, code: 'shrinking', scopes: ['directory.read'] })
    const token = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'shrinking' })
    expect((await callApi(gateway, 'directory/staff', {}, token)).body.code).toBe(0)
    await installApp(gateway, { tenantId: 1, code: 'shrinking', scopes: [] })
    expect((await callApi(gateway, 'directory/staff', {}, token)).body.code).toBe(403101)
    await installApp(gateway, { tenantId: 1, code: 'shrinking', scopes: ['directory.read'], status: 'disabled' })
    expect((await callApi(gateway, 'directory/staff', {}, token)).body.code).toBe(403102)
  })

  it('follows the tenant: scopes consented after the exchange hold for the next call of the same token', async () => {
    await installApp(gateway, { tenantId: 1, code: 'growing', scopes: [] })
    const token = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'growing' })
    expect((await callApi(gateway, 'directory/staff', {}, token)).body.code).toBe(403101)
    await installApp(gateway, { tenantId: 1, code: 'growing', scopes: ['directory.read', 'user.email'] })
    const answer = await callApi(gateway, 'directory/staff', {}, token)
    expect(answer.body.code).toBe(0)
    const rows = answer.body.result.rows as Row[]
    expect(rows.some((row) => row.email)).toBe(true)
  })
})
