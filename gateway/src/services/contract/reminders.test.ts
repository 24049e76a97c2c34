import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { drainNotifications } from '../notify'
import { runContractDay } from './reminders'
import { nextRunAt, RUN_OFFSET_MS, startDailyScheduler, type SchedulerClock } from './scheduler'
import { ADD, DETAIL, fromToday } from './test-helpers'

const DAY = 86_400_000

describe('contract expiry reminders', () => {
  let gateway: TestGateway
  let hr: string
  let start: number
  const userIdOf = async (name: string) =>
    (await gateway.ctx.db.selectFrom('app_user').select('id').where('user_name', '=', name).executeTakeFirstOrThrow())
      .id
  const portalRows = (contractId: number) =>
    gateway.ctx.db
      .selectFrom('notify_delivery')
      .select(['user_id', 'dedupe_key', 'subject'])
      .where('channel', '=', 'portal')
      .where('dedupe_key', 'like', `contract:${contractId}:%`)
      .orderBy('dedupe_key')
      .orderBy('user_id')
      .execute()

  beforeAll(async () => {
    gateway = await startTestGateway()
    start = Date.UTC(2031, 0, 10, 8)
    gateway.setNow(start)
    hr = await gateway.login('hr', 'Hr@123456789')
  })
  afterAll(() => gateway.close())

  it("reminds HR and the employee's manager 30 days before the end, each once, and expires the contract after it", async () => {
    const staff = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const added = (
      await gateway.post(
        ADD,
        {
          employeeId: staff.employee_id,
          typeCode: 'fixed',
          term: 'fixed',
          startDate: fromToday(gateway, -300),
          endDate: fromToday(gateway, 90),
        },
        hr,
      )
    ).body.result
    const [hrId, managerId] = [await userIdOf('hr'), await userIdOf('manager')]
    const end = added.endDate as string

    gateway.setNow(start + 59 * DAY)
    await runContractDay(gateway.ctx)
    expect(await portalRows(added.id)).toEqual([])

    // Day 30 before the end: two processes (or a restart) running the day at once queue each reminder once.
    gateway.setNow(start + 60 * DAY)
    await Promise.all([runContractDay(gateway.ctx), runContractDay(gateway.ctx)])
    const thirty = await portalRows(added.id)
    expect(thirty.map((row) => [row.user_id, row.dedupe_key])).toEqual(
      [
        [hrId, `contract:${added.id}:${end}:30d:${hrId}:portal`],
        [managerId, `contract:${added.id}:${end}:30d:${managerId}:portal`],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    )
    expect(thirty[0].subject).toMatch(/合同即将到期|Contract ending soon/)

    gateway.setNow(start + 75 * DAY)
    expect((await runContractDay(gateway.ctx)).queued).toBe(0)
    expect(await portalRows(added.id)).toHaveLength(2)

    gateway.setNow(start + 91 * DAY)
    expect((await runContractDay(gateway.ctx)).expired).toBe(1)
    expect(
      (await gateway.post(DETAIL, { id: added.id }, await gateway.login('hr', 'Hr@123456789'))).body.result.status,
    ).toBe('expired')
  })

  it("sends nothing for a record's own contract end: reminders come from contracts only", async () => {
    const db = gateway.ctx.db
    const now = start + 200 * DAY
    gateway.setNow(now)
    const person = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    await db.deleteFrom('employment_contract').where('tenant_id', '=', 1).where('employee_id', '=', person.id).execute()
    await db
      .updateTable('employee_profile')
      .set({ contract_end: Math.floor(now / DAY) * DAY + 10 * DAY })
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', person.id)
      .execute()
    const before = await db.selectFrom('notify_delivery').select('id').execute()
    await runContractDay(gateway.ctx)
    await drainNotifications(gateway.ctx)
    expect(await db.selectFrom('notify_delivery').select('id').execute()).toHaveLength(before.length)
  })
})

describe('the daily scheduler', () => {
  it('runs shortly after start, then at five past each midnight by its clock, until stopped', async () => {
    let now = Date.UTC(2031, 4, 1, 13, 0)
    const timers: Array<{ at: number; run: () => void }> = []
    const clock: SchedulerClock = {
      now: () => now,
      setTimer: (run, ms) => {
        const timer = { at: now + ms, run }
        timers.push(timer)
        return timer
      },
      clearTimer: (timer) => {
        timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1)
      },
    }
    const runs: number[] = []
    const advanceTo = async (at: number) => {
      for (
        let next = timers.sort((a, b) => a.at - b.at)[0];
        next && next.at <= at;
        next = timers.sort((a, b) => a.at - b.at)[0]
      ) {
        timers.splice(timers.indexOf(next), 1)
        now = next.at
        next.run()
        await new Promise((resolve) => setImmediate(resolve))
      }
      now = at
    }
    const scheduler = startDailyScheduler(
      clock,
      async (at) => {
        runs.push(at)
      },
      () => {},
    )
    await advanceTo(now + RUN_OFFSET_MS)
    expect(runs).toEqual([Date.UTC(2031, 4, 1, 13, 5)])
    await advanceTo(Date.UTC(2031, 4, 3, 12))
    expect(runs.slice(1)).toEqual([Date.UTC(2031, 4, 2, 0, 5), Date.UTC(2031, 4, 3, 0, 5)])
    expect(nextRunAt(Date.UTC(2031, 4, 3, 0, 5))).toBe(Date.UTC(2031, 4, 4, 0, 5))
    scheduler.stop()
    await advanceTo(Date.UTC(2031, 4, 6))
    expect(runs).toHaveLength(3)
  })
})
