import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { lockMonth } from '../scheduling'

const K = '/gateway/kaoqin/web'
const APPLY = '/gateway/vacation/web/patchCard/apply'
/** Wednesday 20 March 2030, 10:00 in Shanghai. */
const NOW = Date.parse('2030-03-20T02:00:00Z')

interface Day {
  day: string
  mayPatch: boolean
  patchAsked: boolean
  makeUpName: { zh: string; en: string } | null
}

describe("the attendance months: the staff's own with its patch cards, the team's and the department's with the calendar", () => {
  let gateway: TestGateway
  let staff: string
  let hr: string
  let staffEmployee: { id: number; organ_id: number }

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(NOW)
    ;[staff, hr] = await Promise.all([gateway.login('staff', 'Staff@12345'), gateway.login('hr', 'Hr@123456789')])
    const db = gateway.ctx.db
    const user = await db
      .selectFrom('app_user')
      .select(['id', 'employee_id'])
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    staffEmployee = await db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('id', '=', user.employee_id!)
      .executeTakeFirstOrThrow()
    // Monday to Friday but for one holiday in April; February locked by HR.
    await db.deleteFrom('calendar_day').where('day', '>=', '2029-12-01').where('day', '<=', '2030-04-30').execute()
    await db
      .insertInto('calendar_day')
      .values([
        {
          tenant_id: 1,
          calendar_id: 1,
          day: '2030-04-05',
          kind: 'holiday',
          name_zh: '清明节',
          name_en: 'Qingming Festival',
        },
        {
          tenant_id: 1,
          calendar_id: 1,
          day: '2030-04-13',
          kind: 'workday',
          name_zh: '清明节调休',
          name_en: 'Qingming make-up',
        },
      ])
      .execute()
    await lockMonth(db, 1, '2030-02', user.id)
  })
  afterAll(() => gateway.close())

  it('offers a patch card on the days of the last 22 working days outside locked months, the days the apply route takes', async () => {
    const march = (await gateway.post(`${K}/result/mine`, { month: '2030-03' }, staff)).body.result
    expect(march.locked).toBe(false)
    expect(march.patchWindow).toEqual({ from: '2030-02-19', to: '2030-03-20', workingDays: 22 })
    const open = (march.days as Day[]).filter((d) => d.mayPatch).map((d) => d.day)
    expect(open).toEqual(Array.from({ length: 20 }, (_, i) => `2030-03-${String(i + 1).padStart(2, '0')}`))
    const february = (await gateway.post(`${K}/result/mine`, { month: '2030-02' }, staff)).body.result
    expect(february.locked).toBe(true)
    expect((february.days as Day[]).some((d) => d.mayPatch)).toBe(false)

    const apply = async (day: string) =>
      (await gateway.post(APPLY, { day, time: '18:00', kind: 'out', reason: 'Forgot' }, staff)).body.code
    expect(await apply('2030-03-21')).toBe(410108)
    expect(await apply('2030-02-19')).toBe(410119)
    expect(await apply('2030-03-05')).toBe(0)
    // One side asked: the other may still be; both asked: the day offers none.
    const dayOf = async (day: string) =>
      ((await gateway.post(`${K}/result/mine`, { month: day.slice(0, 7) }, staff)).body.result.days as Day[]).find(
        (d) => d.day === day,
      )!
    expect(await dayOf('2030-03-05')).toMatchObject({ mayPatch: true, patchAsked: false })
    expect(
      (await gateway.post(APPLY, { day: '2030-03-05', time: '09:00', kind: 'in', reason: 'Forgot' }, staff)).body.code,
    ).toBe(0)
    expect(await dayOf('2030-03-05')).toMatchObject({ mayPatch: false, patchAsked: true })
    expect(await dayOf('2030-03-06')).toMatchObject({ mayPatch: true, patchAsked: false })
  })

  it("names my month's make-up working days", async () => {
    const april = (await gateway.post(`${K}/result/mine`, { month: '2030-04' }, staff)).body.result.days as Day[]
    expect(april.find((d) => d.day === '2030-04-13')!.makeUpName).toEqual({ zh: '清明节调休', en: 'Qingming make-up' })
    expect(april.filter((d) => d.makeUpName).map((d) => d.day)).toEqual(['2030-04-13'])
  })

  it("heads the department's and the team's month with the calendar's days, holiday names in the reader's language", async () => {
    const en = { 'accept-language': 'en' }
    const department = (
      await gateway.post(`${K}/result/department`, { month: '2030-04', organId: staffEmployee.organ_id }, hr, en)
    ).body.result
    expect(Object.keys(department.dayKinds)).toEqual(department.days)
    expect(department.dayKinds).toMatchObject({
      '2030-04-05': { kind: 'holiday', name: 'Qingming Festival' },
      '2030-04-06': { kind: 'rest' },
      '2030-04-13': { kind: 'makeUp', name: 'Qingming make-up' },
      '2030-04-15': { kind: 'work' },
    })
    const manager = await gateway.login('manager', 'Manager@12345')
    const team = (await gateway.post(`${K}/result/team`, { month: '2030-04' }, manager)).body.result
    expect(team.dayKinds['2030-04-05']).toEqual({ kind: 'holiday', name: '清明节' })
  })
})
