import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { masterdataCodes } from '../masterdata'

const USER_PAGE = '/gateway/ums/web/entryUser/getUserPage'
const EN = { 'accept-language': 'en' }

describe('the staff list filtered by the quick filters HR offers (biz type 7)', () => {
  let gateway: TestGateway
  let admin: string
  let hr: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    const saved = await gateway.post(
      '/gateway/joyhr/web/quickQuery/update',
      { bizTypeId: 7, fields: ['education', 'entryDate', 'organ', 'gender', 'name'] },
      hr,
    )
    expect(saved.body.code).toBe(0)
  }, 60_000)
  afterAll(() => gateway.close())

  type Row = { id: number; name: string; organId: number; entryDate: string }
  const page = async (body: object, token = admin) => {
    const answer = (await gateway.post(USER_PAGE, { rows: 200, ...body }, token, EN)).body
    expect(answer.code, JSON.stringify(answer)).toBe(0)
    return answer.result as { total: number; rows: Row[]; countData: Record<string, number> }
  }
  const refusal = async (quick: unknown) => (await gateway.post(USER_PAGE, { quick }, admin, EN)).body
  const db = () => gateway.ctx.db
  const staffWith = async (education: string) =>
    (
      await db()
        .selectFrom('employee')
        .innerJoin('employee_profile', 'employee_profile.employee_id', 'employee.id')
        .select('employee.id')
        .where('employee.tenant_id', '=', 1)
        .where('employee_profile.education', '=', education)
        .execute()
    )
      .map((r) => r.id)
      .sort((a, b) => a - b)

  it('finds the staff holding a dictionary value, counted by status like the list', async () => {
    const bachelors = await staffWith('bachelor')
    expect(bachelors.length).toBeGreaterThan(0)
    const found = await page({ quick: { education: 'bachelor' } })
    expect(found.total).toBe(bachelors.length)
    expect(found.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(bachelors)
    expect(Object.values(found.countData).reduce((a, b) => a + b, 0)).toBe(bachelors.length)
    // With the list's own filters: the keyword, the status.
    const onJob = await page({ quick: { education: 'bachelor' }, status: 1 })
    expect(onJob.total).toBe(found.countData['1'])
  })

  it('keeps quick filters in a saved scheme (blank ones left out) and applies them with the scheme', async () => {
    const bachelors = await staffWith('bachelor')
    const added = (
      await gateway.post(
        '/gateway/joyhr/web/selfSchemeQuery/add',
        {
          name: 'Bachelors',
          conditions: { status: 1, quick: { education: 'bachelor', name: '  ', entryDate: { from: '', to: '' } } },
        },
        admin,
      )
    ).body
    expect(added).toMatchObject({ code: 0, result: { conditions: { status: 1, quick: { education: 'bachelor' } } } })
    expect(Object.keys(added.result.conditions.quick)).toEqual(['education'])
    const applied = await page({ schemeId: added.result.id })
    expect(applied.total).toBe((await page({ quick: { education: 'bachelor' }, status: 1 })).total)
    expect(applied.total).toBeLessThanOrEqual(bachelors.length)
    // Quick filters sent with the request win over the scheme's.
    expect((await page({ schemeId: added.result.id, quick: {} })).total).toBe((await page({ status: 1 })).total)
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'x']))
    expect(
      (
        await gateway.post(
          '/gateway/joyhr/web/selfSchemeQuery/add',
          { name: 'Too many', conditions: { quick: tooMany } },
          admin,
        )
      ).body.code,
    ).not.toBe(0)
  })

  it('filters by a date range (either end open), a department with the units under it, a fixed choice and text, together', async () => {
    // Every staff member of the tenant (more than a page), as the list shows them.
    const all = (
      await db()
        .selectFrom('employee')
        .select(['id', 'name', 'organ_id', 'entry_date'])
        .where('tenant_id', '=', 1)
        .execute()
    ).map((e) => ({
      id: e.id,
      name: e.name,
      organId: e.organ_id,
      entryDate: new Date(Number(e.entry_date)).toISOString().slice(0, 10),
    }))
    expect((await page({})).total).toBe(all.length)
    const days = all.map((r) => r.entryDate).sort()
    const [from, to] = [days[Math.floor(days.length / 4)], days[Math.floor(days.length / 2)]]
    const between = await page({ quick: { entryDate: { from, to } } })
    expect(between.total).toBe(all.filter((r) => r.entryDate >= from && r.entryDate <= to).length)
    expect(between.rows.every((r) => r.entryDate >= from && r.entryDate <= to)).toBe(true)
    expect(between.total).toBeLessThan(all.length)
    expect((await page({ quick: { entryDate: { from: '', to } } })).total).toBe(
      all.filter((r) => r.entryDate <= to).length,
    )
    expect((await page({ quick: { entryDate: [from, null] } })).total).toBe(
      all.filter((r) => r.entryDate >= from).length,
    )

    const units = await db().selectFrom('organ').select(['id', 'parent_id']).where('tenant_id', '=', 1).execute()
    const parent = units.find((u) => units.some((child) => child.parent_id === u.id) && u.parent_id !== null)!
    const under = new Set([parent.id, ...units.filter((u) => u.parent_id === parent.id).map((u) => u.id)])
    for (const u of units) if (u.parent_id !== null && under.has(u.parent_id)) under.add(u.id)
    const inUnit = await page({ quick: { organ: String(parent.id) } })
    expect(inUnit.total).toBe(all.filter((r) => under.has(r.organId)).length)
    expect(inUnit.total).toBeGreaterThan(0)

    const women = (
      await db().selectFrom('employee').select('id').where('tenant_id', '=', 1).where('gender', '=', 2).execute()
    ).length
    expect((await page({ quick: { gender: '2' } })).total).toBe(women)
    const someone = (await page({})).rows[3]
    const named = await page({ quick: { name: someone.name.slice(0, 2), gender: '', organ: someone.organId } })
    expect(named.rows.map((r) => r.id)).toContain(someone.id)
    expect(named.rows.every((r) => r.name.includes(someone.name.slice(0, 2)))).toBe(true)
  })

  it('takes the filters as JSON text from a form-encoded request, and exports what the list shows', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: USER_PAGE,
      payload: `rows=200&quick=${encodeURIComponent(JSON.stringify({ education: 'master' }))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: admin },
    })
    expect(JSON.parse(response.body).result.total).toBe((await staffWith('master')).length)
    const csv = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/ums/web/entryUser/export',
      payload: `quick=${encodeURIComponent(JSON.stringify({ education: 'master' }))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: admin },
    })
    expect(csv.body.trim().split('\n').length - 1).toBe((await staffWith('master')).length)
  })

  it('a value disabled in its dictionary still finds the staff holding it', async () => {
    await gateway.post(
      '/gateway/joyhr/web/itemMap/setEnabled',
      { category: 'education', code: 'doctor', enabled: false },
      admin,
    )
    expect((await page({ quick: { education: 'doctor' } })).total).toBe((await staffWith('doctor')).length)
    await gateway.post(
      '/gateway/joyhr/web/itemMap/setEnabled',
      { category: 'education', code: 'doctor', enabled: true },
      admin,
    )
  })

  it('refuses a field not offered above the list, and values that do not fit their kind, naming the field', async () => {
    expect(await refusal({ nationality: 'CN' })).toEqual({
      code: masterdataCodes.notQuickField,
      msg: 'nationality is not a quick filter of this list',
    })
    expect(await refusal({ salary: '1' })).toMatchObject({ code: masterdataCodes.notQuickField })
    expect(await refusal({ education: 'astronaut' })).toEqual({
      code: masterdataCodes.filterChoice,
      msg: 'Education: astronaut is not one of its values',
    })
    expect(await refusal({ gender: '3' })).toMatchObject({ code: masterdataCodes.filterChoice })
    expect(await refusal({ entryDate: { from: '2026-02-30' } })).toEqual({
      code: masterdataCodes.filterDate,
      msg: 'Entry date: give dates as YYYY-MM-DD, the start not after the end',
    })
    expect(await refusal({ entryDate: { from: '2026-03-02', to: '2026-03-01' } })).toMatchObject({
      code: masterdataCodes.filterDate,
    })
    expect(await refusal({ organ: 999_999 })).toEqual({
      code: masterdataCodes.filterOrgan,
      msg: 'Department: the department does not exist',
    })
    expect(await refusal({ name: 'x'.repeat(101) })).toMatchObject({ code: masterdataCodes.filterText })
    expect(await refusal(JSON.stringify(['education']))).toMatchObject({ code: masterdataCodes.badQuick })
    expect((await gateway.post(USER_PAGE, { quick: { education: 'astronaut' } }, admin)).body.msg).toBe(
      '学历：astronaut 不是可选的值',
    )
    // Taken off the list by HR, a filter is refused from then on.
    await gateway.post('/gateway/joyhr/web/quickQuery/update', { bizTypeId: 7, fields: ['entryDate'] }, hr)
    expect((await refusal({ education: 'bachelor' })).code).toBe(masterdataCodes.notQuickField)
    expect((await page({ quick: { entryDate: { from: '2000-01-01' } } })).total).toBe((await page({})).total)
  })
})
