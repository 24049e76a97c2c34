import { Secret, TOTP } from 'otpauth'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { GRANT_TTL_MS } from './grant'
import { insertRun } from './testing'

const P = (name: string) => `/gateway/salary/web/payslip/${name}`
const EN = { 'accept-language': 'en' }

describe('my payslips', () => {
  let gateway: TestGateway
  let staff: string
  let hr: string
  let self: { id: number; organ_id: number; name: string; job_number: string }
  let other: { id: number; organ_id: number }
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
    const db = gateway.ctx.db
    self = await db
      .selectFrom('employee')
      .select(['id', 'organ_id', 'name', 'job_number'])
      .where('id', '=', 12)
      .executeTakeFirstOrThrow()
    other = await db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', 1)
      .where('id', 'not in', [12, 40])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await insertRun(db, { tenantId: 1, id: 1, month: '2026-01', status: 'published' }, [
      { employeeId: self.id, organId: self.organ_id },
      { employeeId: other.id, organId: other.organ_id, netFen: 987_654 },
    ])
    await insertRun(db, { tenantId: 1, id: 2, month: '2026-02', status: 'locked' }, [
      { employeeId: self.id, organId: self.organ_id },
    ])
    await insertRun(db, { tenantId: 1, id: 3, month: '2026-03', status: 'published', groupId: 9 }, [
      { employeeId: other.id, organId: other.organ_id },
    ])
  }, 60_000)
  afterAll(() => gateway.close())

  const grantOf = async (token: string, password = 'Staff@12345') => {
    const answer = await gateway.post(P('verify'), { password }, token)
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0)
    return answer.body.result.grant as string
  }

  it("lists only the caller's own lines of published runs, without figures", async () => {
    const answer = await gateway.post(P('list'), {}, staff)
    expect(answer.body.result).toEqual({
      method: 'password',
      payslips: [
        {
          runId: 1,
          month: '2026-01',
          kind: 'regular',
          name: '',
          publishedAt: expect.any(Number),
          viewed: false,
          confirmed: false,
        },
      ],
    })
    expect(JSON.stringify(answer.body)).not.toContain('12454')
    // The admin has no staff record: no payslips.
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    expect((await gateway.post(P('list'), {}, admin, EN)).body).toEqual({
      code: 410950,
      msg: 'Your account has no staff record in this company, so it has no payslips',
    })
  })

  it('opens a payslip only with a view grant of this session, given by the password again, for five minutes', async () => {
    expect((await gateway.post(P('detail'), { runId: 1, grant: 'made-up' }, staff, EN)).body).toEqual({
      code: 410952,
      msg: 'Confirm your identity again to open payslips',
    })
    expect((await gateway.post(P('verify'), { password: 'Wrong@12345' }, staff, EN)).body).toEqual({
      code: 410953,
      msg: 'The password is wrong',
    })
    const grant = await grantOf(staff)
    const detail = (await gateway.post(P('detail'), { runId: 1, grant }, staff)).body
    expect(detail.code).toBe(0)
    expect(detail.result).toMatchObject({
      runId: 1,
      month: '2026-01',
      gross: '16000.00',
      deductions: '689.66',
      social: '2625.00',
      tax: '230.56',
      net: '12454.78',
      name: self.name,
      jobNumber: self.job_number,
      watermark: `${self.name} ${self.job_number}`,
      confirmedAt: null,
      questions: [],
    })
    expect(detail.result.viewedAt).toEqual(expect.any(Number))
    // Employer costs are not on the payslip; attendance figures are.
    expect(detail.result.detail.items.map((item: { code: string }) => item.code)).toEqual(['base', 'meal', 'unpaid'])
    expect(detail.result.detail.attendance).toMatchObject({ daysWorked: 21, unpaidLeaveDays: 1 })
    // Another session of the same user cannot use the grant.
    const again = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(P('detail'), { runId: 1, grant }, again)).body.code).toBe(410952)
    // Nor anyone else.
    expect((await gateway.post(P('detail'), { runId: 1, grant }, hr)).body.code).toBe(410952)
    // Five minutes later it is gone.
    const now = Date.now()
    gateway.setNow(now + GRANT_TTL_MS + 1000)
    try {
      expect((await gateway.post(P('detail'), { runId: 1, grant }, staff)).body.code).toBe(410952)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it("refuses lines of unpublished runs and runs without the caller's line, whatever the grant", async () => {
    const grant = await grantOf(staff)
    for (const runId of [2, 3, 99]) {
      for (const name of ['detail', 'confirm', 'pdf']) {
        expect((await gateway.post(P(name), { runId, grant }, staff, EN)).body, `${name} ${runId}`).toEqual({
          code: 410951,
          msg: 'This payslip does not exist or is not published',
        })
      }
      expect((await gateway.post(P('ask'), { runId, grant, question: 'Why?' }, staff)).body.code).toBe(410951)
    }
    expect(
      await gateway.ctx.db.selectFrom('payslip_receipt').selectAll().where('run_id', 'in', [2, 3]).execute(),
    ).toEqual([])
  })

  it('confirms receipt once and sends a question to payroll without pay figures in the notice', async () => {
    const grant = await grantOf(staff)
    const first = (await gateway.post(P('confirm'), { runId: 1, grant }, staff)).body
    expect(first.code).toBe(0)
    const second = (await gateway.post(P('confirm'), { runId: 1, grant }, staff)).body
    expect(second.result.confirmedAt).toBe(first.result.confirmedAt)
    expect((await gateway.post(P('ask'), { runId: 1, grant, question: '   ' }, staff)).status).toBe(400)
    const asked = (
      await gateway.post(P('ask'), { runId: 1, grant, question: 'Why is 689.66 deducted for unpaid leave?' }, staff)
    ).body
    expect(asked.code).toBe(0)
    expect(asked.result.questions).toMatchObject([
      { question: 'Why is 689.66 deducted for unpaid leave?', answer: null },
    ])
    const notices = await gateway.ctx.db
      .selectFrom('notice')
      .innerJoin('notice_receipt', 'notice_receipt.notice_id', 'notice.id')
      .select(['notice.title', 'notice.body', 'notice.link', 'notice_receipt.user_id'])
      .where('notice.source_app', '=', 'salary')
      .execute()
    // hr holds 'answer questions' (822201); the notice names who asked about which month, and nothing of the pay.
    expect(notices.map((n) => n.user_id)).toEqual([3])
    expect(notices[0].title).toContain('2026-01')
    expect(notices[0].body).toContain(self.name)
    // It opens the receipts page, where payroll answers.
    expect(notices[0].link).toBe('/portal/salary/payslip-receipts')
    expect(`${notices[0].title} ${notices[0].body}`).not.toMatch(/689|12454|12,454|16000/)
    expect((await gateway.post(P('list'), {}, staff)).body.result.payslips[0]).toMatchObject({
      viewed: true,
      confirmed: true,
    })
  })

  it("downloads the payslip as a PDF with its figures in the reader's language, in Chinese characters too", async () => {
    // The tenant's zone (its work calendar's), one without summer time: the PDF's time is the wall clock there.
    await gateway.ctx.db
      .updateTable('work_calendar')
      .set({ time_zone: 'Asia/Kolkata' })
      .where('tenant_id', '=', 1)
      .execute()
    const at = Math.floor(Date.now() / 60_000) * 60_000
    gateway.setNow(at)
    const kolkata = new Date(at + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ')
    const grant = await grantOf(staff)
    const file = await gateway.app.inject({
      method: 'POST',
      url: P('pdf'),
      payload: { runId: 1, grant },
      headers: { token: staff },
    })
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = (await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), { mergePages: true })).text
    for (const part of [
      '工资条',
      '2026-01',
      '实发工资',
      '12,454.78',
      '基本工资',
      '15,000.00',
      '养老保险',
      '个人所得税',
      '230.56',
      '应出勤天数',
      self.name,
      `${kolkata} (Asia/Kolkata)`,
    ])
      expect(text).toContain(part)
    expect(text).not.toContain('UTC')
    // The CJK font is embedded as a subset: far smaller than the font file.
    expect(file.rawPayload.length).toBeLessThan(400_000)
    const english = await gateway.app.inject({
      method: 'POST',
      url: P('pdf'),
      payload: { runId: 1, grant },
      headers: { token: staff, ...EN },
    })
    const englishText = (
      await extractText(await getDocumentProxy(new Uint8Array(english.rawPayload)), { mergePages: true })
    ).text
    for (const part of ['Payslip', 'Net pay', '12,454.78', 'Base pay', 'Pension', 'Days worked', kolkata])
      expect(englishText).toContain(part)
    // A normal payslip is one A4 page.
    expect((await getDocumentProxy(new Uint8Array(english.rawPayload))).numPages).toBe(1)
    await gateway.ctx.db
      .updateTable('work_calendar')
      .set({ time_zone: 'Asia/Shanghai' })
      .where('tenant_id', '=', 1)
      .execute()
    const refused = await gateway.app.inject({
      method: 'POST',
      url: P('pdf'),
      payload: { runId: 1, grant: 'nope' },
      headers: { token: staff },
    })
    expect(JSON.parse(refused.body).code).toBe(410952)
  })

  it('asks a user with an authenticator for its code instead of the password', async () => {
    const manager = await gateway.login('manager', 'Manager@12345')
    const managerUser = await gateway.ctx.db
      .selectFrom('app_user')
      .select(['id', 'employee_id'])
      .where('user_name', '=', 'manager')
      .executeTakeFirstOrThrow()
    const person = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('id', '=', managerUser.employee_id!)
      .executeTakeFirstOrThrow()
    await insertRun(gateway.ctx.db, { tenantId: 1, id: 4, month: '2026-01', status: 'published', groupId: 4 }, [
      { employeeId: person.id, organId: person.organ_id },
    ])
    const at = Date.now()
    gateway.setNow(at)
    const started = await gateway.post('/gateway/uac/account/totp/start', {}, manager)
    const totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(started.body.result.secret),
    })
    expect(
      (await gateway.post('/gateway/uac/account/totp/confirm', { code: totp.generate({ timestamp: at }) }, manager))
        .body.code,
    ).toBe(0)
    expect((await gateway.post(P('list'), {}, manager)).body.result.method).toBe('totp')
    expect((await gateway.post(P('verify'), { password: 'Manager@12345' }, manager)).body.code).toBe(400131)
    gateway.setNow(at + 30_000)
    const answer = await gateway.post(P('verify'), { code: totp.generate({ timestamp: at + 30_000 }) }, manager)
    expect(answer.body.code).toBe(0)
    expect(
      (await gateway.post(P('detail'), { runId: 4, grant: answer.body.result.grant }, manager)).body.result.net,
    ).toBe('12454.78')
  })

  it('holds back password checks after repeated wrong passwords, as sign-in does', async () => {
    for (let i = 0; i < 5; i++)
      expect((await gateway.post(P('verify'), { password: `Wrong@${i}` }, hr)).body.code).toBe(410953)
    const held = await gateway.post(P('verify'), { password: 'Hr@123456789' }, hr, EN)
    expect(held.body.code).toBe(410954)
    expect(held.body.msg).toMatch(/^Too many wrong attempts, please try again in \d+ seconds$/)
  })
})
