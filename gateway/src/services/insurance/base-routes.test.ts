import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { contributionsOf } from '.'

const P = '/gateway/insurance/web'
const en = { 'accept-language': 'en' }
interface Row {
  employeeId: number
  name: string
  jobNumber: string
  schemeId: number | null
  schemeName: string | null
  base: string | null
  effectiveMonth: string | null
}

describe('insurance bases: list, history, set one, set many, undo', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let other: string
  let eastSales: number
  let hangzhouSales: number

  const list = async (body: object, token = hr) =>
    (await gateway.post(`${P}/base/list`, { rows: 200, ...body }, token)).body
  const organId = async (name: string) =>
    (
      await gateway.ctx.db
        .selectFrom('organ')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    eastSales = await organId('华东销售部')
    hangzhouSales = await organId('杭州销售组')
  })
  afterAll(() => gateway.close())

  it('lists everyone on the job with the scheme and base in force in the month, by department and keyword, a page at a time', async () => {
    // This month (the default): everyone has the scheme and base the seed gave them.
    const all = (await list({ rows: 10 })).result
    const onJob = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .execute()
    expect(all.total).toBe(onJob.length)
    expect(all.rows).toHaveLength(10)
    expect(all.rows.every((r: Row) => r.schemeName !== null && /^\d+\.\d{2}$/.test(r.base!))).toBe(true)
    const east = (await list({ month: '2026-03', organId: eastSales })).result
    const hangzhou = east.rows.filter((r: Row) => r.schemeName === '杭州社保')
    expect(hangzhou.length).toBeGreaterThan(0)
    expect(hangzhou.length).toBeLessThan(east.total)
    const someone: Row = east.rows[0]
    const found = (await list({ month: '2026-03', keyword: someone.jobNumber.toLowerCase() })).result
    expect(found.rows.map((r: Row) => r.employeeId)).toContain(someone.employeeId)
    expect((await list({ month: '2026-03', keyword: '100%_' })).result.total).toBe(0)
    // Before the seeded changes (July 2025) no one has a scheme.
    expect(
      (await list({ month: '2025-06', rows: 5 })).result.rows.every((r: Row) => r.schemeId === null && r.base === null),
    ).toBe(true)
    expect((await list({ month: '2026-3' })).code).toBe(411001)
    expect((await list({ organId: 99_999 })).code).toBe(411011)
    const options = (await gateway.post(`${P}/base/options`, {}, hr)).body.result
    expect(options.schemes).toEqual([
      { id: 1, name: '上海社保', city: '上海', firstMonth: '2025-07' },
      { id: 2, name: '杭州社保', city: '杭州', firstMonth: '2025-07' },
    ])
    expect(options.organs.find((o: { id: number }) => o.id === hangzhouSales)).toMatchObject({
      name: '杭州销售组',
      nameEn: 'Hangzhou sales team',
    })
  })

  it('refuses the routes to a user without the functions', async () => {
    for (const [route, body] of [
      ['base/options', {}],
      ['base/list', {}],
      ['base/history', { employeeId: 12 }],
      ['base/set', { employeeId: 12, schemeId: 1, base: '9000', effectiveMonth: '2026-05' }],
      ['base/setMany', { organId: eastSales, schemeId: 1, effectiveMonth: '2026-05', rule: 'lower' }],
      ['base/delete', { employeeId: 12, effectiveMonth: '2025-07' }],
    ] as const) {
      expect((await gateway.post(`${P}/${route}`, body, staff)).body.code).toBe(403001)
    }
  })

  it("sets one employee's scheme and base from a month on: the month before keeps the old one, history lists both, contributions follow", async () => {
    const person = (await list({ month: '2026-03', organId: hangzhouSales })).result.rows[0] as Row
    expect(
      (
        await gateway.post(
          `${P}/base/set`,
          { employeeId: person.employeeId, schemeId: 1, base: '12345.6', effectiveMonth: '2026-05' },
          hr,
        )
      ).body.code,
    ).toBe(0)
    const inMonth = async (month: string) =>
      ((await list({ month, keyword: person.jobNumber })).result.rows as Row[]).find(
        (r) => r.employeeId === person.employeeId,
      )!
    expect(await inMonth('2026-04')).toMatchObject({ schemeName: '杭州社保', base: person.base })
    expect(await inMonth('2026-05')).toMatchObject({
      schemeName: '上海社保',
      base: '12345.60',
      effectiveMonth: '2026-05',
    })
    const history = (await gateway.post(`${P}/base/history`, { employeeId: person.employeeId }, hr)).body.result
    expect(
      history.map((h: { effectiveMonth: string; schemeName: string }) => [h.effectiveMonth, h.schemeName]),
    ).toEqual([
      ['2026-05', '上海社保'],
      [person.effectiveMonth, '杭州社保'],
    ])
    const may = (await contributionsOf(gateway.ctx.db, 1, '2026-05', [person.employeeId])).get(person.employeeId)!
    // 12345.60 × 0.08 = 987.648
    expect(may[0]).toEqual({ kind: 'pension', base: '12345.60', employee: '987.65', employer: '1975.30' })
    // Undo the change: the old scheme again.
    expect(
      (await gateway.post(`${P}/base/delete`, { employeeId: person.employeeId, effectiveMonth: '2026-05' }, hr)).body
        .code,
    ).toBe(0)
    expect(await inMonth('2026-05')).toMatchObject({ schemeName: '杭州社保' })
    expect(
      (await gateway.post(`${P}/base/delete`, { employeeId: person.employeeId, effectiveMonth: '2026-05' }, hr, en))
        .body,
    ).toEqual({ code: 411010, msg: "No change of this employee's scheme takes effect in 2026-05" })
  })

  it('answers a wrong base, a scheme not yet in force or unknown with a clear message', async () => {
    const set = (body: object) =>
      gateway.post(
        `${P}/base/set`,
        { employeeId: 12, schemeId: 1, base: '9000', effectiveMonth: '2026-05', ...body },
        hr,
        en,
      )
    expect((await set({ base: '9,000' })).body).toEqual({
      code: 411006,
      msg: 'The contribution base must be an amount in yuan with at most two decimal places, e.g. 7460.00',
    })
    expect((await set({ base: '-1' })).body.code).toBe(411006)
    expect((await set({ effectiveMonth: '2025-06' })).body).toEqual({
      code: 411009,
      msg: 'The scheme 上海社保 has no rates in force in 2025-06: its first effective month is 2025-07',
    })
    expect((await set({ schemeId: 99 })).body.code).toBe(411002)
    expect((await set({ employeeId: 99_999 })).body.code).toBe(411008)
  })

  it('sets a whole department at once: one amount, the lower or upper limits, or the bases they had', async () => {
    const rowsOf = async (month: string) => (await list({ month, organId: eastSales })).result.rows as Row[]
    const setMany = async (body: object) =>
      (await gateway.post(`${P}/base/setMany`, { organId: eastSales, schemeId: 1, ...body }, hr)).body
    const before = await rowsOf('2026-08')
    expect(await setMany({ effectiveMonth: '2026-08', rule: 'upper' })).toEqual({
      code: 0,
      msg: 'success',
      result: { people: before.length, effectiveMonth: '2026-08' },
    })
    // The largest upper limit of Shanghai's version of July 2026 (38500): each kind clamps it to its own.
    expect((await rowsOf('2026-08')).every((r) => r.schemeName === '上海社保' && r.base === '38500.00')).toBe(true)
    expect(await setMany({ effectiveMonth: '2026-09', rule: 'lower' })).toMatchObject({ code: 0 })
    // The smallest lower limit is the housing fund's (2800): every kind ends at its own lower limit.
    expect((await rowsOf('2026-09')).every((r) => r.base === '2800.00')).toBe(true)
    const contributions = (await contributionsOf(gateway.ctx.db, 1, '2026-09', [before[0].employeeId])).get(
      before[0].employeeId,
    )!
    expect(contributions.map((c) => c.base)).toEqual(['7700.00', '7700.00', '7700.00', '7700.00', '7700.00', '2800.00'])
    expect(await setMany({ effectiveMonth: '2026-10', rule: 'amount', amount: '15000' })).toMatchObject({ code: 0 })
    expect((await rowsOf('2026-10')).every((r) => r.base === '15000.00')).toBe(true)
    // Keep: each person's base as it was in March, everyone moved to Hangzhou's scheme.
    // Keep: each person's base as it was in March, everyone moved to Hangzhou's scheme; people who had none in March
    // (joined later) get the smallest lower limit (Hangzhou's housing fund, 2490).
    const march = await rowsOf('2026-03')
    expect(await setMany({ effectiveMonth: '2026-03', rule: 'keep', schemeId: 2 })).toMatchObject({ code: 0 })
    const moved = await rowsOf('2026-03')
    expect(moved.map((r) => [r.employeeId, r.schemeName, r.base])).toEqual(
      march.map((r) => [r.employeeId, '杭州社保', r.base ?? '2490.00']),
    )
    // A list of people instead of a department.
    const two = before.slice(0, 2).map((r) => r.employeeId)
    expect(
      await gateway
        .post(
          `${P}/base/setMany`,
          { employeeIds: two, schemeId: 1, effectiveMonth: '2026-11', rule: 'amount', amount: '9000.5' },
          hr,
        )
        .then((a) => a.body.result),
    ).toEqual({ people: 2, effectiveMonth: '2026-11' })
    expect(
      (
        await gateway.post(
          `${P}/base/setMany`,
          { employeeIds: two, schemeId: 1, effectiveMonth: '2026-11', rule: 'amount' },
          hr,
        )
      ).body.code,
    ).toBe(411006)
    expect(
      (await gateway.post(`${P}/base/setMany`, { schemeId: 1, effectiveMonth: '2026-11', rule: 'lower' }, hr)).body
        .code,
    ).toBe(411012)
  })

  it("keeps to the caller's data range: a user who sees their own department sees and changes it only", async () => {
    const db = gateway.ctx.db
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Staff')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('role_function')
      .values(['8212', '821201'].map((function_id) => ({ role_id: role.id, function_id })))
      .execute()
    await db
      .updateTable('role_data_range')
      .set({ data_range: 'department' })
      .where('tenant_id', '=', 1)
      .where('role_id', '=', role.id)
      .execute()
    const reader = await gateway.login('staff', 'Staff@12345')
    const self = await db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['employee.id', 'employee.organ_id'])
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const team = (
      await db
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('organ_id', '=', self.organ_id)
        .execute()
    ).map((r) => r.id)
    const seen = (await list({}, reader)).result.rows.map((r: Row) => r.employeeId)
    expect(seen.length).toBeGreaterThan(1)
    expect(seen).toContain(self.id)
    expect(seen.every((id: number) => team.includes(id))).toBe(true)
    const outside = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .where('id', 'not in', team)
      .executeTakeFirstOrThrow()
    const set = { schemeId: 1, base: '9000', effectiveMonth: '2026-05' }
    expect((await gateway.post(`${P}/base/set`, { ...set, employeeId: outside.id }, reader)).body.code).toBe(411008)
    expect((await gateway.post(`${P}/base/history`, { employeeId: outside.id }, reader)).body.code).toBe(411008)
    expect(
      (await gateway.post(`${P}/base/setMany`, { ...set, employeeIds: [seen[0], outside.id], rule: 'lower' }, reader))
        .body.code,
    ).toBe(411008)
    expect((await gateway.post(`${P}/base/set`, { ...set, employeeId: seen[0] }, reader)).body.code).toBe(0)
  })

  it("never lists or changes another tenant's people or schemes", async () => {
    const tenantTwo = (
      await gateway.ctx.db
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 2)
        .where('status', '=', 1)
        .execute()
    ).map((r) => r.id)
    const page = (await list({}, other)).result
    expect(page.total).toBe(tenantTwo.length)
    expect(page.rows.every((r: Row) => tenantTwo.includes(r.employeeId) && r.schemeId === null)).toBe(true)
    expect((await gateway.post(`${P}/base/options`, {}, other)).body.result.schemes).toEqual([])
    expect((await gateway.post(`${P}/base/history`, { employeeId: 12 }, other)).body.code).toBe(411008)
    expect(
      (
        await gateway.post(
          `${P}/base/set`,
          { employeeId: 12, schemeId: 1, base: '9000', effectiveMonth: '2026-05' },
          other,
        )
      ).body.code,
    ).toBe(411008)
    expect(
      (
        await gateway.post(
          `${P}/base/set`,
          { employeeId: tenantTwo[0], schemeId: 1, base: '9000', effectiveMonth: '2026-05' },
          other,
        )
      ).body.code,
    ).toBe(411002)
    expect(
      (
        await gateway.post(
          `${P}/base/setMany`,
          { organId: eastSales, schemeId: 1, effectiveMonth: '2026-05', rule: 'lower' },
          other,
        )
      ).body.code,
    ).toBe(411011)
    expect(
      (await gateway.post(`${P}/base/delete`, { employeeId: 12, effectiveMonth: '2025-07' }, other)).body.code,
    ).toBe(411008)
    expect((await gateway.post(`${P}/base/list`, { organId: eastSales }, other)).body.code).toBe(411011)
  })
})
