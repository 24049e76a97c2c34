import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { en, P, openFrontendJob, screenLinYi, type RecruitGateway, startRecruitGateway } from './test-helpers'

describe('recruitment: interviews', () => {
  let at: RecruitGateway
  let gateway: TestGateway
  let hr: string
  let manager: string
  let staff: string
  let db: RecruitGateway['db']
  let candidateNamed: RecruitGateway['candidateNamed']
  let jobId: number

  beforeAll(async () => {
    at = await startRecruitGateway()
    ;({ gateway, hr, manager, staff, db, candidateNamed } = at)
    ;({ jobId } = await openFrontendJob(at))
    await screenLinYi(at, jobId)
  })
  afterAll(() => gateway.close())

  it('schedules an interview: each interviewer gets an e-mail with an .ics invitation and a notice, in their language, and fills in their own scorecard', async () => {
    const first = await candidateNamed('Lin Yi')
    // HR uses the portal in English (the shell's language is stored per person); the manager never chose: Chinese.
    const people = (await gateway.post(`${P}/interview/people`, { keyword: 'manager' }, hr, en)).body.result as Array<{
      id: number
      account: string
    }>
    const interviewer = people.find((p) => p.account === 'manager')!
    const { id: hrId, email: hrEmail } = await db()
      .selectFrom('app_user')
      .select(['id', 'email'])
      .where('user_name', '=', 'hr')
      .executeTakeFirstOrThrow()
    const managerEmail = (
      await db().selectFrom('app_user').select('email').where('id', '=', interviewer.id).executeTakeFirstOrThrow()
    ).email
    const startsAt = Date.UTC(2030, 4, 6, 6, 30)
    const scheduled = await gateway.post(
      `${P}/interview/schedule`,
      { candidateId: first.id, startsAt, minutes: 45, place: 'Room 3', interviewerIds: [interviewer.id, hrId] },
      hr,
    )
    expect(scheduled.body.result.invitations).toEqual({ [interviewer.id]: 'sent', [hrId]: 'sent' })
    // The invitations (other mails, e.g. approval notices, go out meanwhile).
    const mails = gateway.ctx.integrations
      .outbox!.list()
      .filter((m) => m.kind === 'mail' && m.attachments?.some((a) => a.filename === 'interview.ics'))
    const mail = mails.find((m) => m.to.includes(managerEmail))!
    expect(mail.subject).toBe('面试邀请：Lin Yi（Frontend engineer）')
    expect(mail.text).toContain('时间：2030-05-06 14:30（中国标准时间，UTC+8）')
    const english = mails.find((m) => hrEmail && m.to.includes(hrEmail))!
    expect(english.subject).toBe('Interview: Lin Yi (Frontend engineer)')
    expect(english.text).toContain('When: 2030-05-06 14:30 (China Standard Time, UTC+8) (45 minutes)')
    const ics = mail.attachments!.find((a) => a.filename === 'interview.ics')!
    expect(ics.contentType).toBe('text/calendar')
    expect(ics.content).toContain('METHOD:REQUEST')
    expect(ics.content).toContain('DTSTART:20300506T063000Z')
    expect(ics.content).toContain('DTEND:20300506T071500Z')
    // Long lines are folded (RFC 5545: CRLF and a space).
    expect(ics.content.replace(/\r\n /g, '')).toContain(`RSVP=TRUE:mailto:${managerEmail}`)
    expect((await candidateNamed('Lin Yi')).stage).toBe('interview')
    // The message centre (and the channels each chose: e-mail is off by default, the .ics mail goes anyway).
    const notices = await db()
      .selectFrom('notify_delivery')
      .select(['user_id', 'channel', 'lang', 'subject', 'body', 'link'])
      .where('tenant_id', '=', 1)
      .where('kind', '=', 'interviewInvite')
      .orderBy('user_id')
      .execute()
    expect(notices.map((n) => [n.user_id, n.channel, n.lang])).toEqual(
      [
        [hrId, 'portal', 'en'],
        [interviewer.id, 'portal', 'zh'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    )
    const notice = (id: number) => notices.find((n) => n.user_id === id)!
    expect(notice(hrId)).toMatchObject({
      subject: 'Interview invitation: Lin Yi (Frontend engineer)',
      link: '/portal/recruit/interviews',
    })
    expect(notice(hrId).body).toContain(
      'When: 2030-05-06 14:30 (China Standard Time, UTC+8) (45 minutes)\nWhere: Room 3',
    )
    expect(notice(interviewer.id).body).toContain('时间：2030-05-06 14:30（中国标准时间，UTC+8）（45 分钟）')

    const interviewId = scheduled.body.result.id
    expect(
      (await gateway.post(`${P}/interview/score`, { interviewId, rating: 4, notes: 'Strong' }, staff, en)).body.code,
    ).toBe(411513)
    expect((await gateway.post(`${P}/interview/score`, { interviewId, rating: 6 }, manager)).body.code).toBe(400000)
    expect(
      (await gateway.post(`${P}/interview/score`, { interviewId, rating: 4, notes: 'Strong' }, manager)).body.code,
    ).toBe(0)
    expect((await gateway.post(`${P}/interview/mine`, {}, manager)).body.result).toEqual({
      timeZone: 'Asia/Shanghai',
      interviews: [expect.objectContaining({ id: interviewId, candidateName: 'Lin Yi', rating: 4 })],
    })
    const detail = (await gateway.post(`${P}/candidate/detail`, { id: first.id }, hr)).body.result
    expect(detail.timeZone).toBe('Asia/Shanghai')
    expect(detail.interviews[0].scorecards).toContainEqual(
      expect.objectContaining({ userId: interviewer.id, inviteState: 'sent', rating: 4, notes: 'Strong' }),
    )
  })
})
