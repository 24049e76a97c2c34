import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'
import { seedPunches } from './punches'

/** Wednesday 11 March 2026, 10:00 in Shanghai (the demo calendar's time zone). */
const NOW = Date.parse('2026-03-11T02:00:00Z')

interface DayView {
  day: string
  kind: string | null
  status: string
  firstIn: string | null
}

describe("the demo's door-access punches", () => {
  let gateway: TestGateway

  beforeAll(async () => {
    gateway = await startTestGateway()
    // The template was seeded at the real time: seed its punches again at a known one.
    await gateway.ctx.db.deleteFrom('day_result').execute()
    await gateway.ctx.db.deleteFrom('punch').execute()
    await seedPunches(gateway.ctx.db, NOW)
    gateway.setNow(NOW)
  })
  afterAll(() => gateway.close())

  const accounts = [
    ['staff', 'Staff@12345'],
    ['manager', 'Manager@12345'],
    ['hr', 'Hr@123456789'],
    ['worker', 'Worker@12345'],
  ] as const

  it.each(accounts)(
    "fill %s's past working days of this month and last, a few late, missing a punch or absent, and leave today to them",
    async (account, password) => {
      const token = await gateway.login(account, password)
      const days: DayView[] = []
      for (const month of ['2026-02', '2026-03']) {
        const answer = (await gateway.post('/gateway/kaoqin/web/result/mine', { month }, token)).body
        expect(answer.code).toBe(0)
        days.push(...answer.result.days)
      }
      const past = days.filter((day) => day.kind === 'work' && day.day < '2026-03-11')
      const count = (status: string) => past.filter((day) => day.status === status).length
      expect(past.length).toBeGreaterThan(20)
      expect(count('absent')).toBe(1)
      expect(count('late')).toBeGreaterThanOrEqual(2)
      expect(count('missing_punch')).toBeGreaterThanOrEqual(1)
      expect(count('normal')).toBe(past.length - count('absent') - count('late') - count('missing_punch'))
      expect(days.find((day) => day.day === '2026-03-11')).toMatchObject({ firstIn: null })
    },
  )

  it('keeps every punch in the tenant of its person', async () => {
    const db = gateway.ctx.db
    const staff = await db
      .selectFrom('punch')
      .innerJoin('employee', 'employee.id', 'punch.employee_id')
      .select(['punch.tenant_id as punchTenant', 'employee.tenant_id as personTenant'])
      .execute()
    expect(staff.length).toBeGreaterThan(0)
    expect(staff.filter((row) => row.punchTenant !== row.personTenant)).toEqual([])
    expect(new Set(staff.map((row) => row.punchTenant))).toEqual(new Set([1, 2]))
    const workers = await db
      .selectFrom('punch')
      .innerJoin('outsourcing_worker', (join) =>
        join.on((eb) => eb('outsourcing_worker.id', '=', eb.neg(eb.ref('punch.employee_id')))),
      )
      .select(['punch.tenant_id as punchTenant', 'outsourcing_worker.tenant_id as personTenant'])
      .execute()
    expect(workers.length).toBeGreaterThan(0)
    expect(workers.filter((row) => row.punchTenant !== row.personTenant)).toEqual([])
  })
})
