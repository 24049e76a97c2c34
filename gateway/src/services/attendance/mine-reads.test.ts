import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { lockMonth, unlockMonth } from '../scheduling'

const K = '/gateway/kaoqin/web'
/** Wednesday 20 March 2030, 10:00 in Shanghai. */
const NOW = Date.parse('2030-03-20T02:00:00Z')

interface Day {
  day: string
  status: string
  flagged: boolean
  mayPatch: boolean
}

// My month reads its flagged days with the judgement's own punches, its locked months from the shared cache, and its
// plans and employment with the caller's own record: what it shows must stay what the punches, the locks and the
// record say, read after read.
describe('my attendance month, read again after its facts change', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let employeeId: number
  let userId: number

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(NOW)
    ;[staff, manager] = await Promise.all([
      gateway.login('staff', 'Staff@12345'),
      gateway.login('manager', 'Manager@12345'),
    ])
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select(['id', 'employee_id'])
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    employeeId = user.employee_id!
    userId = user.id
  })
  afterAll(() => gateway.close())

  const mine = async (month: string) =>
    (await gateway.post(`${K}/result/mine`, { month }, staff)).body.result as { locked: boolean; days: Day[] }
  const punch = (day: string, time: string, inRange: number) => ({
    tenant_id: 1,
    id: `m3-${day}-${time}`,
    employee_id: employeeId,
    at: Date.parse(`${day}T${time}:00+08:00`),
    day,
    time,
    source: 'web',
    device: null,
    lat: null,
    lng: null,
    accuracy_m: null,
    place_id: null,
    distance_m: null,
    in_range: inRange,
    reason: inRange ? null : 'out of range',
    created_at: NOW,
  })

  it("flags the days with a punch out of range, those of the month only, as the manager's team month does", async () => {
    expect((await mine('2030-03')).days.filter((d) => d.flagged)).toEqual([])
    await gateway.ctx.db
      .insertInto('punch')
      .values([
        punch('2030-02-28', '18:30', 0),
        punch('2030-03-04', '09:01', 0),
        punch('2030-03-04', '18:02', 1),
        punch('2030-03-05', '08:55', 1),
      ])
      .execute()
    const flagged = (await mine('2030-03')).days.filter((d) => d.flagged).map((d) => d.day)
    expect(flagged).toEqual(['2030-03-04'])
    const team = (await gateway.post(`${K}/result/team`, { month: '2030-03' }, manager)).body.result
    const row = team.employees.find((person: { id: number }) => person.id === employeeId)
    const teamFlagged = Object.entries(row.days as Record<string, { flagged: boolean }>)
      .filter(([, mark]) => mark.flagged)
      .map(([day]) => day)
    expect(teamFlagged).toEqual(flagged)
  })

  it('shows a month locked or unlocked since the last read at the next read', async () => {
    const open = await mine('2030-03')
    expect(open.locked).toBe(false)
    expect(open.days.some((d) => d.mayPatch)).toBe(true)
    await lockMonth(gateway.ctx.db, 1, '2030-03', userId)
    const locked = await mine('2030-03')
    expect(locked.locked).toBe(true)
    expect(locked.days.some((d) => d.mayPatch)).toBe(false)
    await unlockMonth(gateway.ctx.db, 1, '2030-03', userId)
    const again = await mine('2030-03')
    expect(again.locked).toBe(false)
    expect(again.days.map((d) => d.mayPatch)).toEqual(open.days.map((d) => d.mayPatch))
  })

  it('judges the days of my month before my entry date as not employed, and the others by my plan', async () => {
    const record = (entry: number) =>
      gateway.ctx.db.updateTable('employee').set({ entry_date: entry }).where('id', '=', employeeId).execute()
    const before = await gateway.ctx.db
      .selectFrom('employee')
      .select('entry_date')
      .where('id', '=', employeeId)
      .executeTakeFirstOrThrow()
    await record(Date.parse('2030-03-12T00:00:00Z'))
    try {
      const days = (await mine('2030-03')).days
      expect(days.filter((d) => d.status === 'not_employed').map((d) => d.day)).toEqual(
        Array.from({ length: 11 }, (_, i) => `2030-03-${String(i + 1).padStart(2, '0')}`),
      )
      expect(days.find((d) => d.day === '2030-03-12')!.status).not.toBe('not_employed')
    } finally {
      await record(Number(before.entry_date))
    }
    expect((await mine('2030-03')).days.some((d) => d.status === 'not_employed')).toBe(false)
  })

  it('judges my month with the leave of each account that signs in as me, and of no other', async () => {
    const leave = (id: string, user: number, day: string) => ({
      tenant_id: 1,
      id,
      user_id: user,
      type_code: 'annual',
      start_date: day,
      start_half: 'am',
      end_date: day,
      end_half: 'pm',
      days: 1,
      reason: 'test',
      status: 'approved',
      instance_id: null,
      created_at: NOW,
      start_time: null,
      end_time: null,
      hours: 0,
      credits: null,
    })
    const other = await gateway.ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'manager')
      .executeTakeFirstOrThrow()
    const statusOf = async (day: string) => (await mine('2030-03')).days.find((d) => d.day === day)!.status
    expect(await statusOf('2030-03-07')).not.toBe('leave')
    await gateway.ctx.db
      .insertInto('leave_request')
      .values([
        leave('a1111111-1111-4111-8111-111111111111', userId, '2030-03-07'),
        leave('a2222222-2222-4222-8222-222222222222', other.id, '2030-03-08'),
      ])
      .execute()
    expect(await statusOf('2030-03-07')).toBe('leave')
    expect(await statusOf('2030-03-08')).not.toBe('leave')
    // The manager's account signs in as me too: its leave is mine.
    const { employee_id: managerEmployee } = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow()
    await gateway.ctx.db.updateTable('app_user').set({ employee_id: employeeId }).where('id', '=', other.id).execute()
    try {
      expect(await statusOf('2030-03-08')).toBe('leave')
    } finally {
      await gateway.ctx.db
        .updateTable('app_user')
        .set({ employee_id: managerEmployee })
        .where('id', '=', other.id)
        .execute()
      await gateway.ctx.db
        .deleteFrom('leave_request')
        .where('id', 'like', 'a%-%')
        .where('reason', '=', 'test')
        .execute()
    }
    expect(await statusOf('2030-03-08')).not.toBe('leave')
  })
})
