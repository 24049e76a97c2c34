import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { type AttendanceGateway, joinOwnGroup, K, startAttendanceGateway } from './test-helpers'

const EN = { 'accept-language': 'en' }
const RULES = { enabled: true, restDays: true, afterShift: true, afterMinutes: 30, minMinutes: 60 }

interface Offer {
  day: string
  kind: string
  startTime: string
  endTime: string
  minutes: number
  reason: string
}

describe('overtime offered from punches under the attendance group rules', () => {
  let at: AttendanceGateway
  let gateway: TestGateway
  let admin: string
  const mine = async (token: string, headers?: Record<string, string>): Promise<Offer[]> => {
    const answer = (await gateway.post(`${K}/overtimeOffer/mine`, {}, token, headers)).body
    expect(answer.code, answer.msg).toBe(0)
    return answer.result
  }
  const stored = () =>
    gateway.ctx.db
      .selectFrom('overtime_offer')
      .select(['day', 'kind', 'status'])
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', at.staffEmployee.id)
      .orderBy('day')
      .execute()

  beforeAll(async () => {
    at = await startAttendanceGateway()
    gateway = at.gateway
    admin = await gateway.login('admin', 'Admin@12345')
    await joinOwnGroup(at)
    const job = at.staffEmployee.job_number
    // Saturday 7 March at work 09:58–14:05; Monday 9 March 70 minutes past the shift's 18:00; Tuesday 10 March 20.
    const csv = ['07 09:58', '07 14:05', '09 08:55', '09 19:10', '10 08:55', '10 18:20']
      .map((time) => `${job},2026-03-${time}`)
      .join('\n')
    expect((await gateway.post(`${K}/punch/import`, { text: csv }, at.hr)).body.result).toMatchObject({ imported: 6 })
  })
  afterAll(() => gateway.close())

  it('offers nothing while the group rules are off', async () => {
    expect(await mine(at.staff)).toEqual([])
    expect(await stored()).toEqual([])
  })

  it('keeps the rules with the group and offers rest-day work and work beyond the threshold, not below it', async () => {
    const saved = await gateway.post(
      '/gateway/paiban/web/group/save',
      {
        id: 901,
        name: 'Shanghai',
        calendarId: 1,
        mode: 'fixed',
        week: [1, 1, 1, 1, 1, 0, 0],
        organIds: [],
        employeeIds: [at.staffEmployee.id],
        places: [],
        overtimeOffer: RULES,
      },
      admin,
    )
    expect(saved.body.code, saved.body.msg).toBe(0)
    const groups = (await gateway.post('/gateway/paiban/web/group/list', {}, admin)).body.result
    expect(groups.find((group: { id: number }) => group.id === 901).overtimeOffer).toEqual(RULES)
    expect(await mine(at.staff, EN)).toEqual([
      {
        day: '2026-03-09',
        kind: 'afterShift',
        startTime: '18:00',
        endTime: '19:10',
        minutes: 70,
        reason: 'Overtime after the shift on 2026-03-09, 18:00–19:10 (from punches)',
      },
      {
        day: '2026-03-07',
        kind: 'rest',
        startTime: '09:58',
        endTime: '14:05',
        minutes: 247,
        reason: 'Overtime on the rest day 2026-03-07, 09:58–14:05 (from punches)',
      },
    ])
    expect((await mine(at.staff))[1].reason).toBe('2026-03-07 休息日加班 09:58–14:05（据打卡记录）')
  })

  it('offers a day once however often it is judged again', async () => {
    await mine(at.staff)
    await gateway.post(`${K}/result/mine`, { month: '2026-03' }, at.staff)
    expect(await stored()).toEqual([
      { day: '2026-03-07', kind: 'rest', status: 'open' },
      { day: '2026-03-09', kind: 'afterShift', status: 'open' },
    ])
  })

  it('drops a dismissed offer for good, and refuses dismissing one that is not open', async () => {
    const dismissed = await gateway.post(
      `${K}/overtimeOffer/dismiss`,
      { day: '2026-03-09', kind: 'afterShift' },
      at.staff,
    )
    expect(dismissed.body).toMatchObject({ code: 0, result: { day: '2026-03-09', kind: 'afterShift' } })
    expect((await mine(at.staff)).map((offer) => offer.day)).toEqual(['2026-03-07'])
    expect(await stored()).toContainEqual({ day: '2026-03-09', kind: 'afterShift', status: 'dismissed' })
    const again = await gateway.post(`${K}/overtimeOffer/dismiss`, { day: '2026-03-09', kind: 'afterShift' }, at.staff)
    expect(again.body.code).toBe(410811)
    // Another tenant's session reaches no offer of this one.
    const other = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    const foreign = await gateway.post(`${K}/overtimeOffer/dismiss`, { day: '2026-03-07', kind: 'rest' }, other)
    expect([410801, 410811]).toContain(foreign.body.code)
    expect((await mine(at.staff)).map((offer) => offer.day)).toEqual(['2026-03-07'])
  })

  it('sends the offer as an ordinary overtime request the manager approves in the approval centre, and offers it no more', async () => {
    const [offer] = await mine(at.staff)
    const sent = (
      await gateway.post(
        '/gateway/vacation/web/overtime/apply',
        { day: offer.day, startTime: offer.startTime, endTime: offer.endTime, timing: 'after', reason: offer.reason },
        at.staff,
      )
    ).body
    expect(sent.code, sent.msg).toBe(0)
    expect(await mine(at.staff)).toEqual([])
    const todo = (
      await gateway.post('/gateway/workflow/web/approveCenter/list', { tab: 'todo', rows: 200 }, at.manager)
    ).body.result.rows as Array<{ id: string; bizType: string; status: string }>
    expect(todo.find((row) => row.id === sent.result.instanceId)).toMatchObject({
      bizType: 'overtime',
      status: 'running',
    })
    const request = await gateway.ctx.db
      .selectFrom('overtime_request')
      .select(['day', 'start_time', 'end_time', 'status'])
      .where('id', '=', sent.result.id)
      .executeTakeFirstOrThrow()
    expect(request).toEqual({ day: '2026-03-07', start_time: '09:58', end_time: '14:05', status: 'pending' })
  })
})
