import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AttendanceGateway, K, marchPunchesCsv, NOW, startAttendanceGateway } from './test-helpers'

describe('attendance: my month is judged afresh at each read, and stored only where it changed', () => {
  let at: AttendanceGateway

  beforeAll(async () => {
    at = await startAttendanceGateway()
    const imported = await at.gateway.post(
      `${K}/punch/import`,
      { text: marchPunchesCsv(at.staffEmployee.job_number) },
      at.hr,
    )
    expect(imported.body.code).toBe(0)
  })
  afterAll(() => at.gateway.close())

  const mine = async () => {
    const answer = (await at.gateway.post(`${K}/result/mine`, { month: '2026-03' }, at.staff)).body
    expect(answer.code).toBe(0)
    return new Map((answer.result.days as Array<{ day: string; status: string }>).map((d) => [d.day, d]))
  }
  const storedRows = () =>
    at.gateway.ctx.db
      .selectFrom('day_result')
      .select(['day', 'status', 'computed_at'])
      .where('employee_id', '=', at.staffEmployee.id)
      .where('day', '>=', '2026-03-01')
      .where('day', '<=', '2026-03-31')
      .orderBy('day')
      .execute()

  it('stores the closed days at the first read, rewrites none at the next, and only the changed day after an unannounced change', async () => {
    const first = await mine()
    const stored = await storedRows()
    // Days before today (11 March) are closed and stored; today and later are open and judged at each read.
    expect(stored.map((row) => row.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    )
    expect(stored.every((row) => Number(row.computed_at) === NOW)).toBe(true)

    at.gateway.setNow(NOW + 60_000)
    expect(await mine()).toEqual(first)
    expect(await storedRows()).toEqual(stored)

    // A punch written straight into the table (no attendanceChanged announced): 10 March had none, it is absent.
    expect(first.get('2026-03-10')?.status).toBe('absent')
    await at.gateway.ctx.db
      .insertInto('punch')
      .values({
        tenant_id: 1,
        id: 'fresh-results-test-punch',
        employee_id: at.staffEmployee.id,
        at: Date.parse('2026-03-10T00:50:00Z'),
        day: '2026-03-10',
        time: '08:50',
        source: 'import',
        device: 'Door 1',
        lat: null,
        lng: null,
        accuracy_m: null,
        place_id: null,
        distance_m: null,
        in_range: 1,
        reason: '',
        created_at: NOW,
      })
      .execute()
    const after = await mine()
    expect(after.get('2026-03-10')?.status).not.toBe('absent')
    const rewritten = await storedRows()
    expect(rewritten.filter((row) => Number(row.computed_at) !== NOW).map((row) => row.day)).toEqual(['2026-03-10'])
    expect(rewritten.find((row) => row.day === '2026-03-10')?.status).toBe(after.get('2026-03-10')?.status)
  })
})
