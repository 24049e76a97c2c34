import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addStaffAccount, offboardEmployee } from '../../testing/staff-account'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { drainNotifications } from '../notify'
import { runContractDay } from './reminders'
import { ADD, fromToday } from './test-helpers'

const DAY = 86_400_000
const HOUR = 3_600_000

describe('contract expiry reminders to people who left or lost the function', () => {
  let gateway: TestGateway
  let hr: string
  let staffEmployee: number
  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(Date.UTC(2031, 0, 10, 8))
    hr = await gateway.login('hr', 'Hr@123456789')
    staffEmployee = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('employee_id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).employee_id!
  })
  afterAll(() => gateway.close())
  const mailsTo = (address: string) =>
    gateway.ctx.integrations.outbox!.list().filter((m) => m.kind === 'mail' && m.to.includes(address))
  const rowsOf = (userId: number, contractId: number) =>
    gateway.ctx.db
      .selectFrom('notify_delivery')
      .select(['channel', 'state', 'last_error'])
      .where('user_id', '=', userId)
      .where('dedupe_key', 'like', `contract:${contractId}:%`)
      .orderBy('channel')
      .execute()
  const contractEnding = async (employeeId: number, days: number) => {
    const answer = await gateway.post(
      ADD,
      {
        employeeId,
        typeCode: 'fixed',
        term: 'fixed',
        startDate: fromToday(gateway, -300),
        endDate: fromToday(gateway, days),
      },
      hr,
    )
    expect(answer.body.code).toBe(0)
    return answer.body.result as { id: number }
  }
  const hrMail = async () =>
    (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('email')
        .where('user_name', '=', 'hr')
        .executeTakeFirstOrThrow()
    ).email

  it('sends nothing to HR who left, by any channel, while HR still employed gets the reminder', async () => {
    const leaver = await addStaffAccount(gateway, 'contracts-leaver', 'HR Manager')
    await offboardEmployee(gateway, leaver.employeeId, fromToday(gateway, 0))
    const contract = await contractEnding(staffEmployee, 30)
    const before = mailsTo(await hrMail()).length

    await runContractDay(gateway.ctx)
    await drainNotifications(gateway.ctx)
    expect(mailsTo(leaver.email)).toEqual([])
    expect(await rowsOf(leaver.userId, contract.id)).toEqual([
      { channel: 'email', state: 'skipped', last_error: 'left|' },
      { channel: 'portal', state: 'skipped', last_error: 'left|' },
    ])
    expect(mailsTo(await hrMail()).length).toBe(before + 1)
  })

  it('drops a reminder queued before its HR recipient lost the contracts function', async () => {
    const keeper = await addStaffAccount(gateway, 'contracts-keeper', 'HR Manager')
    const contract = await contractEnding(keeper.employeeId, 29)
    // The day's look queues the reminder for an hour from now; the role goes before it is sent.
    const queuedAt = gateway.ctx.now() + HOUR
    await runContractDay({ db: gateway.ctx.db, now: () => queuedAt }, queuedAt)
    await gateway.ctx.db.deleteFrom('user_role').where('user_id', '=', keeper.userId).execute()

    gateway.setNow(queuedAt + HOUR)
    await drainNotifications(gateway.ctx)
    expect(mailsTo(keeper.email)).toEqual([])
    expect(await rowsOf(keeper.userId, contract.id)).toEqual([
      { channel: 'email', state: 'skipped', last_error: 'noFunction|' },
      { channel: 'portal', state: 'skipped', last_error: 'noFunction|' },
    ])
    gateway.setNow(gateway.ctx.now() + DAY)
  })
})
