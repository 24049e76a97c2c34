import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyFor, TINY_PDF } from '../../testing/recruit'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { APPLICATIONS_PER_ADDRESS, purgeExpiredCandidates } from '.'

const P = '/gateway/recruit/web'
const en = { 'accept-language': 'en' }
const DAY = 24 * 60 * 60 * 1000

describe('recruitment: openings, the careers page, candidates, interviews, offers, hiring and retention', () => {
  let gateway: TestGateway
  let hr: string
  let manager: string
  let staff: string
  let jobId: number
  let position: { id: number; organId: number; open: number; headcount: number; staff: number }
  const db = () => gateway.ctx.db
  const candidateNamed = (name: string) =>
    db()
      .selectFrom('recruit_candidate')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  const approve = (instanceId: string) =>
    gateway.post('/gateway/workflow/web/approveForm/resolve', { instanceId, comment: 'ok' }, manager)

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    manager = await gateway.login('manager', 'Manager@12345')
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('raises an opening from a position only within its open headcount, and opens it when the workflow approves', async () => {
    const positions = (await gateway.post(`${P}/job/positions`, {}, hr)).body.result as Array<{
      id: number
      organId: number
      open: number
      headcount: number
      staff: number
    }>
    position = positions.find((p) => p.open > 0)!
    expect(position.open).toBe(position.headcount - position.staff)
    const full = positions.find((p) => p.open === 0)!
    expect(
      (await gateway.post(`${P}/job/save`, { gangweiId: full.id, title: 'Nothing left', vacancies: 1 }, hr, en)).body,
    ).toMatchObject({ code: 411502, msg: 'The position has no open headcount: 0 left' })
    expect(
      (
        await gateway.post(
          `${P}/job/save`,
          { gangweiId: position.id, title: 'Too many', vacancies: position.open + 1 },
          hr,
        )
      ).body.code,
    ).toBe(411502)
    expect(
      (await gateway.post(`${P}/job/save`, { gangweiId: position.id, title: '', vacancies: 1 }, hr)).body.code,
    ).toBe(400000)

    const raised = (
      await gateway.post(
        `${P}/job/save`,
        { gangweiId: position.id, title: 'Frontend engineer', description: 'React and TypeScript', vacancies: 1 },
        hr,
      )
    ).body.result
    jobId = raised.id
    expect(raised.status).toBe('approving')
    // The vacancies being recruited for count against the headcount.
    const after = (
      (await gateway.post(`${P}/job/positions`, {}, hr)).body.result as Array<{
        id: number
        open: number
        recruiting: number
      }>
    ).find((p) => p.id === position.id)!
    expect(after).toMatchObject({ open: position.open - 1, recruiting: 1 })
    expect((await gateway.post('/gateway/recruit/open/careers', { code: 'demo-sh' })).body.result.jobs).toEqual([])
    // The approver sees it in the approval centre's dialog; staff who are not approvers do not.
    expect((await gateway.post(`${P}/job/approval`, { id: jobId }, manager)).body.result.job).toMatchObject({
      title: 'Frontend engineer',
      status: 'approving',
    })
    expect((await gateway.post(`${P}/job/approval`, { id: jobId }, staff)).body.code).toBe(403001)

    expect((await approve(raised.instanceId)).body.code).toBe(0)
    const careers = (await gateway.post('/gateway/recruit/open/careers', { code: 'demo-sh' })).body.result
    expect(careers.jobs).toEqual([
      expect.objectContaining({
        id: jobId,
        title: 'Frontend engineer',
        description: 'React and TypeScript',
        vacancies: 1,
      }),
    ])
    expect((await gateway.post('/gateway/recruit/open/careers', { code: 'nope' }, undefined, en)).body).toMatchObject({
      code: 411512,
      msg: 'This careers page does not exist',
    })
    expect((await gateway.post(`${P}/job/getJobByKeyWord`, { keyword: 'front' }, staff)).body.result).toEqual([
      expect.objectContaining({ id: jobId }),
    ])
  })

  it('takes an application with a PDF résumé behind the captcha, refuses what is not a PDF by its content, and throttles floods', async () => {
    const who = { jobId, name: 'Lin Yi', phone: '13912345678', email: 'Lin.Yi@example.com' }
    expect((await applyFor(gateway, who)).code).toBe(400106)
    const disguised = { name: 'cv.pdf', content: Buffer.from('MZ\x90\x00 this is a program, not a résumé') }
    expect(await applyFor(gateway, { ...who, captchaToken: await gateway.captchaPass() }, disguised)).toMatchObject({
      code: 411507,
      msg: 'The résumé must be a PDF file',
    })
    const bad = await applyFor(gateway, { ...who, phone: '123', captchaToken: await gateway.captchaPass() })
    expect(bad.code).toBe(411511)
    expect((await applyFor(gateway, { ...who, captchaToken: await gateway.captchaPass() })).code).toBe(0)
    const candidate = await candidateNamed('Lin Yi')
    expect(candidate).toMatchObject({
      stage: 'applied',
      email: 'lin.yi@example.com',
      resume_name: 'cv.pdf',
      resume_size: TINY_PDF.length,
    })
    const channel = await db()
      .selectFrom('recruit_channel')
      .select('kind')
      .where('tenant_id', '=', 1)
      .where('id', '=', candidate.channel_id)
      .executeTakeFirstOrThrow()
    expect(channel.kind).toBe('careers')
    const resume = await gateway.app.inject({
      method: 'POST',
      url: `${P}/candidate/resume`,
      payload: { id: candidate.id },
      headers: { token: hr },
    })
    expect(resume.headers['content-type']).toBe('application/pdf')
    expect(resume.rawPayload.equals(TINY_PDF)).toBe(true)

    // A flood from one address: every attempt counts, captcha or not; then the address waits.
    for (let i = 0; i < APPLICATIONS_PER_ADDRESS; i++)
      expect((await applyFor(gateway, who, undefined, '10.1.2.3')).code).toBe(400106)
    expect(
      await applyFor(gateway, { ...who, captchaToken: await gateway.captchaPass('10.1.2.3') }, undefined, '10.1.2.3'),
    ).toMatchObject({ code: 411510, msg: 'Too many applications from your network. Please try again in 60 minutes' })
  })

  it('moves candidates on the board, flags duplicates by phone or e-mail, and keeps the history', async () => {
    const referral = (await gateway.post(`${P}/channel/list`, {}, hr)).body.result.find(
      (c: { kind: string }) => c.kind === 'referral',
    )
    // A channel's name is kept per language and shown in the reader's.
    expect(referral).toMatchObject({ name: '内部推荐', nameZh: '内部推荐', nameEn: 'Referral' })
    expect(
      (await gateway.post(`${P}/channel/list`, {}, hr, en)).body.result.find(
        (c: { id: number }) => c.id === referral.id,
      ).name,
    ).toBe('Referral')
    expect((await gateway.post(`${P}/channel/save`, { kind: 'site', nameZh: '猎聘', nameEn: '' }, hr)).body.code).toBe(
      400000,
    )
    const liepin = (await gateway.post(`${P}/channel/save`, { kind: 'site', nameZh: '猎聘', nameEn: 'Liepin' }, hr))
      .body.result.id
    expect(
      (await gateway.post(`${P}/channel/getChannelByKeyWord`, { keyword: 'liep' }, staff, en)).body.result,
    ).toEqual([{ id: liepin, kind: 'site', name: 'Liepin', nameZh: '猎聘', nameEn: 'Liepin', enabled: true }])
    const added = await gateway.post(
      `${P}/candidate/add`,
      { jobId, channelId: referral.id, name: 'Lin Yi (referred)', phone: '13700000099', email: 'lin.yi@example.com' },
      hr,
    )
    expect(added.body.code).toBe(0)
    const board = (await gateway.post(`${P}/candidate/board`, { jobId }, hr)).body.result as Array<{
      id: number
      name: string
      duplicates: Array<{ id: number; by: string[] }>
    }>
    const first = board.find((c) => c.name === 'Lin Yi')!
    expect(first.duplicates).toEqual([expect.objectContaining({ id: added.body.result.id, by: ['email'] })])

    expect((await gateway.post(`${P}/candidate/move`, { id: first.id, stage: 'screening' }, hr)).body.code).toBe(0)
    expect((await gateway.post(`${P}/candidate/move`, { id: first.id, stage: 'hired' }, hr)).body.code).toBe(400000)
    expect((await gateway.post(`${P}/candidate/move`, { id: first.id, stage: 'screening' }, hr, en)).body.code).toBe(
      411506,
    )
    expect((await gateway.post(`${P}/candidate/move`, { id: first.id, stage: 'interview' }, staff)).body.code).toBe(
      403001,
    )
    const detail = (await gateway.post(`${P}/candidate/detail`, { id: first.id }, hr)).body.result
    expect(detail.candidate.channelName).toBe('招聘官网')
    expect(
      (await gateway.post(`${P}/candidate/detail`, { id: added.body.result.id }, hr, en)).body.result.candidate
        .channelName,
    ).toBe('Referral')
    expect(detail.history.map((h: { from: string; to: string }) => [h.from, h.to])).toEqual([
      ['', 'applied'],
      ['applied', 'screening'],
    ])
  })

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

  it('makes an offer approved through the workflow, draws its letter, and hires the candidate through the onboarding', async () => {
    const first = await candidateNamed('Lin Yi')
    expect((await gateway.post(`${P}/candidate/onboarding`, { id: first.id }, hr)).body.code).toBe(411516)
    const offer = (
      await gateway.post(
        `${P}/offer/create`,
        { candidateId: first.id, gangweiId: position.id, salary: '18000', startDate: '2030-06-01' },
        hr,
      )
    ).body.result
    expect(
      (
        await gateway.post(
          `${P}/offer/create`,
          { candidateId: first.id, gangweiId: position.id, salary: '19000', startDate: '2030-06-01' },
          hr,
        )
      ).body.code,
    ).toBe(411515)
    expect((await gateway.post(`${P}/offer/approval`, { id: offer.id }, manager)).body.result.offer).toMatchObject({
      salary: '18000.00',
      status: 'approving',
    })
    expect((await gateway.post(`${P}/offer/letter`, { id: offer.id }, hr)).body.code).toBe(411516)
    expect((await approve(offer.instanceId)).body.code).toBe(0)

    const letter = await gateway.app.inject({
      method: 'POST',
      url: `${P}/offer/letter`,
      payload: { id: offer.id },
      headers: { token: hr },
    })
    expect(letter.headers['content-type']).toBe('application/pdf')
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const onboarding = (await gateway.post(`${P}/candidate/onboarding`, { id: first.id }, hr)).body.result
    expect(onboarding.values).toMatchObject({
      name: 'Lin Yi',
      mobile: '13912345678',
      email: 'lin.yi@example.com',
      gangwei: position.id,
      organ: position.organId,
      entryDate: '2030-06-01',
    })
    const made = await gateway.post(
      '/gateway/ums/web/entryUser/onboard',
      {
        values: { ...onboarding.values, jobNumber: 'R0001' },
        account: { userName: 'linyi', password: 'Welcome@2030x', roleIds: [2] },
      },
      hr,
    )
    expect(made.body.code).toBe(0)
    const other = (
      await db()
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('id', '!=', made.body.result.id)
        .executeTakeFirstOrThrow()
    ).id
    expect((await gateway.post(`${P}/candidate/hired`, { id: first.id, employeeId: other }, hr)).body.code).toBe(411517)
    expect(
      (await gateway.post(`${P}/candidate/hired`, { id: first.id, employeeId: made.body.result.id }, staff)).body.code,
    ).toBe(403001)
    expect(
      (await gateway.post(`${P}/candidate/hired`, { id: first.id, employeeId: made.body.result.id }, hr)).body.result,
    ).toMatchObject({ stage: 'hired', jobClosed: true })
    expect(await candidateNamed('Lin Yi')).toMatchObject({ stage: 'hired', employee_id: made.body.result.id })
    // Its one vacancy is filled: the opening closed by itself (audited) and left the careers page.
    expect(
      (await gateway.post(`${P}/job/list`, {}, hr)).body.result.find((j: { id: number }) => j.id === jobId),
    ).toMatchObject({ status: 'closed', hired: 1, vacancies: 1 })
    const filled = await db()
      .selectFrom('recruit_audit')
      .select(['user_id', 'detail'])
      .where('tenant_id', '=', 1)
      .where('action', '=', 'job.filled')
      .where('ref_id', '=', jobId)
      .execute()
    expect(filled).toEqual([{ user_id: null, detail: JSON.stringify({ vacancies: 1, hired: 1 }) }])
    expect((await gateway.post('/gateway/recruit/open/careers', { code: 'demo-sh' })).body.result.jobs).toEqual([])
    // The new employee signs in.
    expect(await gateway.login('linyi', 'Welcome@2030x')).toBeTruthy()
  })

  it('keeps HR routes to their functions', async () => {
    for (const path of ['job/positions', 'job/list', 'channel/list', 'setting/get', 'candidate/board']) {
      expect((await gateway.post(`${P}/${path}`, {}, staff)).body.code, path).toBe(403001)
    }
    expect((await gateway.post(`${P}/setting/save`, { retentionDays: 30 }, staff)).body.code).toBe(403001)
    expect((await gateway.post(`${P}/interview/mine`, {}, staff)).body.result.interviews).toEqual([])
  })

  it('lets HR close an opening by hand', async () => {
    const [open] = (
      (await gateway.post(`${P}/job/positions`, {}, hr)).body.result as Array<{ id: number; open: number }>
    ).filter((p) => p.open > 0)
    const raised = (
      await gateway.post(`${P}/job/save`, { gangweiId: open.id, title: 'Support engineer', vacancies: 1 }, hr)
    ).body.result
    expect((await gateway.post(`${P}/job/close`, { id: raised.id }, hr)).body.code).toBe(411504)
    expect((await approve(raised.instanceId)).body.code).toBe(0)
    expect((await gateway.post(`${P}/job/close`, { id: raised.id }, staff)).body.code).toBe(403001)
    expect((await gateway.post(`${P}/job/close`, { id: raised.id }, hr)).body.result).toEqual({
      id: raised.id,
      status: 'closed',
    })
    expect((await gateway.post(`${P}/job/close`, { id: raised.id }, hr)).body.code).toBe(411504)
    expect(
      await db()
        .selectFrom('recruit_audit')
        .select('user_id')
        .where('tenant_id', '=', 1)
        .where('action', '=', 'job.close')
        .where('ref_id', '=', raised.id)
        .execute(),
    ).toHaveLength(1)
    // Reopened for the retention check below (an open opening takes applications).
    await db()
      .updateTable('recruit_job')
      .set({ status: 'open' })
      .where('tenant_id', '=', 1)
      .where('id', '=', raised.id)
      .execute()
    jobId = raised.id
  })

  it('deletes the data and résumé of candidates not hired after the retention period, audited', async () => {
    expect((await gateway.post(`${P}/setting/save`, { retentionDays: 30 }, hr)).body.result).toEqual({
      retentionDays: 30,
    })
    const who = {
      jobId,
      name: 'Zhao Qian',
      phone: '13611112222',
      email: 'zq@example.com',
      captchaToken: await gateway.captchaPass('10.9.9.9'),
    }
    expect((await applyFor(gateway, who, undefined, '10.9.9.9')).code).toBe(0)
    const applied = await candidateNamed('Zhao Qian')
    const stored = await gateway.ctx.integrations.files.store.get(applied.resume_path)
    stored.destroy()

    gateway.setNow(gateway.ctx.now() + 29 * DAY)
    expect(await purgeExpiredCandidates(gateway.ctx)).toBe(0)
    gateway.setNow(gateway.ctx.now() + 2 * DAY)
    // Every candidate not hired is past 30 days now; the hired one stays.
    expect(await purgeExpiredCandidates(gateway.ctx)).toBe(2)
    const left = await db()
      .selectFrom('recruit_candidate')
      .select(['name', 'stage'])
      .where('tenant_id', '=', 1)
      .execute()
    expect(left).toEqual([{ name: 'Lin Yi', stage: 'hired' }])
    expect(
      await db()
        .selectFrom('recruit_stage_log')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('candidate_id', '=', applied.id)
        .execute(),
    ).toEqual([])
    await expect(gateway.ctx.integrations.files.store.get(applied.resume_path)).rejects.toThrow()
    const audit = await db()
      .selectFrom('recruit_audit')
      .select(['action', 'detail'])
      .where('tenant_id', '=', 1)
      .where('action', '=', 'retention.purge')
      .execute()
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0].detail)).toMatchObject({ retentionDays: 30, resumes: 1 })
    expect(audit[0].detail).not.toContain('Zhao')
  })
})
