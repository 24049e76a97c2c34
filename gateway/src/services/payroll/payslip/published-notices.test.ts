import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addStaffAccount, offboardEmployee } from '../../../testing/staff-account'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { drainNotifications, queueNotification } from '../../notify'
import { insertRun } from './testing'

const HOUR = 3_600_000

describe('payslip notices of a published run', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  const mailsTo = (address: string) =>
    gateway.ctx.integrations.outbox!.list().filter((m) => m.kind === 'mail' && m.to.includes(address))

  it('still mails a leaver their own final payslip, while company notices to them are dropped', async () => {
    const now = Date.parse('2026-11-05T02:00:00Z')
    gateway.setNow(now)
    const leaver = await addStaffAccount(gateway, 'final-pay', 'Staff')
    const staff = await gateway.ctx.db
      .selectFrom('app_user')
      .select(['employee_id', 'email'])
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const staffOrgan = (
      await gateway.ctx.db
        .selectFrom('employee')
        .select('organ_id')
        .where('id', '=', staff.employee_id!)
        .executeTakeFirstOrThrow()
    ).organ_id
    await insertRun(gateway.ctx.db, { tenantId: 1, id: 71, month: '2026-10', status: 'locked' }, [
      { employeeId: leaver.employeeId, organId: leaver.organId },
      { employeeId: staff.employee_id!, organId: staffOrgan },
    ])
    // A company notice queued for the leaver an hour from now (a training reminder): it must not reach them after they left.
    await queueNotification(
      { db: gateway.ctx.db, now: () => now + HOUR },
      {
        tenantId: 1,
        kind: 'trainingDue',
        userIds: [leaver.userId],
        params: { title: 'Data protection', date: '2026-11-30' },
        link: '/portal/training/my-training',
        eventKey: 'training:final-pay',
        inPortal: false,
      },
    )
    await offboardEmployee(gateway, leaver.employeeId, '2026-10-31')

    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    expect((await gateway.post('/gateway/salary/web/run/publish', { id: 71 }, admin)).body.code).toBe(0)
    gateway.setNow(now + 2 * HOUR)
    await drainNotifications(gateway.ctx)

    expect(mailsTo(leaver.email).map((mail) => mail.subject)).toEqual(['工资条已发布：2026-10'])
    expect(mailsTo(staff.email).map((mail) => mail.subject)).toContain('工资条已发布：2026-10')
    // The notice links to this run's payslip and names the month only, never a figure.
    expect(mailsTo(leaver.email)[0].text).toContain('/portal/salary/payslips/71')
    expect(mailsTo(leaver.email)[0].text).not.toMatch(/12454|16000/)
    const training = await gateway.ctx.db
      .selectFrom('notify_delivery')
      .select(['state', 'last_error'])
      .where('dedupe_key', 'like', 'training:final-pay:%')
      .execute()
    expect(training).toEqual([{ state: 'skipped', last_error: 'left|' }])
  })
})
