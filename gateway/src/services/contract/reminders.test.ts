import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
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

  it("reminds HR and the employee's manager 60 and 30 days before the end, each once, and expires the contract after it", async () => {
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

    gateway.setNow(start + 29 * DAY)
    await runContractDay(gateway.ctx)
    expect(await portalRows(added.id)).toEqual([])

    // Day 60 before the end: two processes (or a restart) running the day at once queue each reminder once.
    gateway.setNow(start + 30 * DAY)
    await Promise.all([runContractDay(gateway.ctx), runContractDay(gateway.ctx)])
    const sixty = await portalRows(added.id)
    expect(sixty.map((row) => [row.user_id, row.dedupe_key])).toEqual(
      [
        [hrId, `contract:${added.id}:${end}:60d:${hrId}:portal`],
        [managerId, `contract:${added.id}:${end}:60d:${managerId}:portal`],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    )
    expect(sixty[0].subject).toMatch(/合同即将到期|Contract ending soon/)

    gateway.setNow(start + 45 * DAY)
    expect((await runContractDay(gateway.ctx)).queued).toBe(0)

    gateway.setNow(start + 60 * DAY + 3_600_000)
    expect((await runContractDay(gateway.ctx)).queued).toBeGreaterThan(0)
    expect((await runContractDay(gateway.ctx)).queued).toBe(0)
    const keys = (await portalRows(added.id)).map((row) => row.dedupe_key.split(':')[3])
    expect(keys.sort()).toEqual(['30d', '30d', '60d', '60d'])

    gateway.setNow(start + 91 * DAY)
    expect((await runContractDay(gateway.ctx)).expired).toBe(1)
    expect(
      (await gateway.post(DETAIL, { id: added.id }, await gateway.login('hr', 'Hr@123456789'))).body.result.status,
    ).toBe('expired')
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
