import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addStaffAccount, offboardEmployee } from '../../testing/staff-account'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { drainNotifications } from '../notify'

/** An opening and one applicant for it, written straight into tenant 1 (how they came is not what this test is about). */
async function applicant(gateway: TestGateway): Promise<{ id: number }> {
  const { db } = gateway.ctx
  const now = gateway.ctx.now()
  const position = await db
    .selectFrom('gangwei')
    .select(['id', 'organ_id'])
    .where('tenant_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('recruit_job')
    .values({
      tenant_id: 1,
      id: 901,
      gangwei_id: position.id,
      organ_id: position.organ_id,
      title: 'Payroll analyst',
      description: '',
      vacancies: 1,
      status: 'open',
      instance_id: null,
      created_by: 1,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('recruit_candidate')
    .values({
      tenant_id: 1,
      id: 901,
      job_id: 901,
      channel_id: 0,
      name: 'Qian Mo',
      phone: '13900009001',
      email: 'qian.mo@example.com',
      stage: 'applied',
      resume_path: '',
      resume_name: '',
      resume_size: 0,
      employee_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return { id: 901 }
}

describe('interview invitations to people who left', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it("mails no candidate's details to an interviewer who left, and marks their invitation refused", async () => {
    gateway.setNow(Date.UTC(2030, 0, 6, 2))
    const hr = await gateway.login('hr', 'Hr@123456789')
    const hrId = (
      await gateway.ctx.db.selectFrom('app_user').select('id').where('user_name', '=', 'hr').executeTakeFirstOrThrow()
    ).id
    const leaver = await addStaffAccount(gateway, 'interview-leaver', 'HR Manager')
    await offboardEmployee(gateway, leaver.employeeId, '2030-01-06')
    const candidate = await applicant(gateway)

    const scheduled = await gateway.post(
      '/gateway/recruit/web/interview/schedule',
      {
        candidateId: candidate.id,
        startsAt: Date.UTC(2030, 0, 9, 6),
        minutes: 30,
        place: 'Room 2',
        interviewerIds: [leaver.userId, hrId],
      },
      hr,
    )
    expect(scheduled.body.result.invitations).toEqual({ [leaver.userId]: 'refused', [hrId]: 'sent' })
    await drainNotifications(gateway.ctx)
    expect(
      gateway.ctx.integrations.outbox!.list().filter((m) => m.kind === 'mail' && m.to.includes(leaver.email)),
    ).toEqual([])
    const notices = await gateway.ctx.db
      .selectFrom('notify_delivery')
      .select(['state', 'last_error'])
      .where('user_id', '=', leaver.userId)
      .execute()
    expect(notices.length).toBeGreaterThan(0)
    expect(new Set(notices.map((n) => `${n.state} ${n.last_error}`))).toEqual(new Set(['skipped left|']))
  })
})
