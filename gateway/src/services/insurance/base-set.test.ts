import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { contributionsOf } from '.'
import { en, P, type Row, type BaseGateway, startBaseGateway } from './test-helpers'

describe('insurance bases: setting one, setting many, history', () => {
  let gateway: TestGateway
  let hr: string
  let eastSales: number
  let hangzhouSales: number
  let list: BaseGateway['list']

  beforeAll(async () => {
    ;({ gateway, hr, eastSales, hangzhouSales, list } = await startBaseGateway())
  })
  afterAll(() => gateway.close())

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
})
