import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { migrations } from '../migrations'

const S = '/gateway/salary/web'
const EN = { 'accept-language': 'en' }

describe("a salary profile's cost centre is a value of the tenant's cost centre dictionary", () => {
  let gateway: TestGateway
  let hr: string
  let admin: string
  let people: number[]
  const post = async (path: string, body: unknown, token = hr, headers: Record<string, string> = EN) =>
    (await gateway.post(`${S}${path}`, body, token, headers)).body
  const dictionary = (body: object) =>
    gateway.post('/gateway/joyhr/web/itemMap/save', { category: 'costCentre', create: true, ...body }, admin)
  const save = (employeeId: number, costCentre: string, effectiveMonth = '2027-01') =>
    post('/profile/save', { employeeId, effectiveMonth, costCentre, reason: 'cost centre' })
  const inForce = async (employeeId: number) =>
    (
      await gateway.ctx.db
        .selectFrom('salary_profile')
        .select('cost_centre')
        .where('tenant_id', '=', 1)
        .where('employee_id', '=', employeeId)
        .orderBy('effective_month', 'desc')
        .executeTakeFirstOrThrow()
    ).cost_centre

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    expect((await dictionary({ code: 'RND', nameZh: '研发中心', nameEn: 'R&D centre' })).body.code).toBe(0)
    expect((await dictionary({ code: 'OPS', nameZh: '运营中心', nameEn: '' })).body.code).toBe(0)
    people = ((await post('/profile/list', { rows: 5 })).result.rows as Array<{ employeeId: number; profile: unknown }>)
      .filter((r) => r.profile)
      .map((r) => r.employeeId)
    expect(people.length).toBeGreaterThan(3)
  }, 60_000)
  afterAll(() => gateway.close())

  it("offers the enabled values named in the reader's language, and names each profile's value", async () => {
    const listed = (await post('/profile/list', { rows: 5 })).result
    expect(listed.costCentres).toEqual(
      expect.arrayContaining([
        { value: 'RND', label: 'R&D centre' },
        { value: 'OPS', label: '运营中心' },
      ]),
    )
    const zh = (await post('/profile/list', { rows: 5 }, hr, { 'accept-language': 'zh-CN' })).result
    expect(zh.costCentres).toEqual(expect.arrayContaining([{ value: 'RND', label: '研发中心' }]))
    // The demo profiles hold the codes of the demo's cost centres, named after their departments.
    const demo = listed.rows.find((r: { profile: { costCentre?: string } | null }) => r.profile?.costCentre)
    expect(demo.profile.costCentreName).toEqual(expect.any(String))
    expect(demo.profile.costCentreName).not.toBe(demo.profile.costCentre)
  })

  it("takes an enabled value and refuses anything else, in the reader's language", async () => {
    expect((await save(people[0], 'RND')).code).toBe(0)
    expect(await inForce(people[0])).toBe('RND')
    const history = (await post('/profile/history', { employeeId: people[0] })).result.history[0]
    expect([history.costCentre, history.costCentreName]).toEqual(['RND', 'R&D centre'])
    expect(await save(people[1], 'Research')).toEqual({
      code: 410912,
      msg: 'The salary profile is not valid: the cost centre Research is not an enabled value of the cost centre dictionary (Master data → Dictionaries)',
    })
    expect(
      (
        await post(
          '/profile/save',
          { employeeId: people[1], effectiveMonth: '2027-01', costCentre: 'rnd', reason: 'x' },
          hr,
          { 'accept-language': 'zh-CN' },
        )
      ).msg,
    ).toBe('薪资档案有误：成本中心 rnd 不是成本中心字典中已启用的值（主数据 → 数据字典）')
    expect((await save(people[1], '')).code).toBe(0)
    expect(await inForce(people[1])).toBe('')
  })

  it('keeps a disabled value on the profiles that hold it, and refuses it as a new choice', async () => {
    expect((await save(people[2], 'OPS')).code).toBe(0)
    await gateway.post(
      '/gateway/joyhr/web/itemMap/setEnabled',
      { category: 'costCentre', code: 'OPS', enabled: false },
      admin,
    )
    const listed = (await post('/profile/list', { rows: 5 })).result
    expect(listed.costCentres.map((c: { value: string }) => c.value)).not.toContain('OPS')
    const history = (await post('/profile/history', { employeeId: people[2] })).result.history[0]
    expect([history.costCentre, history.costCentreName]).toEqual(['OPS', '运营中心'])
    // Its holder's next change may keep it; nobody else may take it.
    expect((await save(people[2], 'OPS', '2027-02')).code).toBe(0)
    expect((await save(people[3], 'OPS')).code).toBe(410912)
    await gateway.post(
      '/gateway/joyhr/web/itemMap/setEnabled',
      { category: 'costCentre', code: 'OPS', enabled: true },
      admin,
    )
    expect((await save(people[3], 'OPS')).code).toBe(0)
  })

  it('migration 116 maps typed cost centres to the codes they name, leaves the others and reports both', async () => {
    const db = gateway.ctx.db
    const typed = ['研发中心', ' r&d CENTRE ', 'rnd', 'Somewhere else', 'RND']
    for (const [index, text] of typed.entries()) {
      await db
        .updateTable('salary_profile')
        .set({ cost_centre: text })
        .where('tenant_id', '=', 1)
        .where('employee_id', '=', people[index])
        .execute()
    }
    await db.deleteFrom('salary_audit').where('action', '=', 'costCentreMapping').execute()
    await migrations['116-cost-centre-codes'].up(db)
    const after = await Promise.all(
      people
        .slice(0, 5)
        .map(async (id) =>
          (
            await db
              .selectFrom('salary_profile')
              .select('cost_centre')
              .distinct()
              .where('tenant_id', '=', 1)
              .where('employee_id', '=', id)
              .execute()
          ).map((r) => r.cost_centre),
        ),
    )
    expect(after).toEqual([['RND'], ['RND'], ['RND'], ['Somewhere else'], ['RND']])
    const [report] = await db
      .selectFrom('salary_audit')
      .select(['tenant_id', 'action', 'detail'])
      .where('action', '=', 'costCentreMapping')
      .execute()
    const detail = JSON.parse(report.detail)
    expect(report.tenant_id).toBe(1)
    // Its holder's two profile rows (the demo's and the change above).
    expect(detail.kept).toEqual([{ value: 'Somewhere else', rows: 2 }])
    expect(detail.mapped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: '研发中心', to: 'RND' }),
        expect.objectContaining({ from: ' r&d CENTRE ', to: 'RND' }),
        expect.objectContaining({ from: 'rnd', to: 'RND' }),
      ]),
    )
    expect([detail.mappedValues, detail.keptValues]).toEqual([3, 1])
    // A value no dictionary value names shows as it is, unnamed, until someone picks a value.
    const listed = (await post('/profile/history', { employeeId: people[3] })).result.history[0]
    expect([listed.costCentre, listed.costCentreName]).toEqual(['Somewhere else', null])
  })
})
