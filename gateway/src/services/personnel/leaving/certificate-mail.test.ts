import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { qrCodesInPdf } from '../../../testing/pdf-qr'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import type { LeavingCaseTable } from './tables'

// The termination certificate reaches the leaver, whose account is closed: HR sends it to the e-mail address on the
// record, the PDF attached, and the case keeps when and to which address.

const BASE = '/gateway/ums/web/leaving'
const at = (iso: string) => Date.parse(iso)

describe('sending the termination certificate', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  const staffId = 12
  const en = { 'accept-language': 'en' }
  const mailsTo = (address: string) =>
    gateway.ctx.integrations.outbox!.list().filter((m) => m.kind === 'mail' && m.to.includes(address))

  /** A closed termination of the staff member, last day 2026-05-31. */
  const closedCase = async (id: string) => {
    const row: LeavingCaseTable = {
      tenant_id: 1,
      id,
      employee_id: staffId,
      kind: 'termination',
      basis: 'mutual',
      notice_given: 0,
      reason: 'Agreed',
      last_day: '2026-05-31',
      status: 'closed',
      instance_id: null,
      requested_by: 3,
      handover_to: null,
      handover_confirmed_at: null,
      equipment_returned_at: null,
      interview: '{}',
      interview_at: null,
      account_closed_at: at('2026-06-01T00:00:00Z'),
      city: '',
      adjustments: '{}',
      note: '',
      paid_settlement: null,
      run_id: null,
      paid_at: null,
      certificate_id: null,
      certificate_sent_at: null,
      certificate_sent_to: '',
      created_at: at('2026-05-01T00:00:00Z'),
      decided_at: at('2026-05-02T00:00:00Z'),
    }
    await gateway.ctx.db.insertInto('leaving_case').values(row).execute()
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(at('2026-06-10T04:00:00Z'))
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    await closedCase('case-mail')
  }, 60_000)
  afterAll(() => gateway.close())

  it('mails the issued certificate to the address on the record with the PDF attached, and the case says when and where', async () => {
    // Not issued yet: nothing to send.
    expect((await gateway.post(`${BASE}/sendCertificate`, { id: 'case-mail' }, hr)).body.code).toBe(411995)
    await gateway.post(`${BASE}/certificate`, { id: 'case-mail' }, hr)
    await gateway.ctx.db
      .updateTable('employee')
      .set({ email: 'leaver@home.example' })
      .where('id', '=', staffId)
      .execute()
    // The leaver may download it but not send it: that is HR's.
    expect((await gateway.post(`${BASE}/sendCertificate`, { id: 'case-mail' }, staff)).body.code).not.toBe(0)
    gateway.setNow(at('2026-06-10T04:05:00Z'))
    const sent = (await gateway.post(`${BASE}/sendCertificate`, { id: 'case-mail' }, hr)).body
    expect(sent).toMatchObject({
      code: 0,
      result: {
        leaverEmail: 'leaver@home.example',
        certificateSentAt: at('2026-06-10T04:05:00Z'),
        certificateSentTo: 'leaver@home.example',
      },
    })
    const detail = (await gateway.post(`${BASE}/detail`, { id: 'case-mail' }, hr)).body.result
    expect(detail).toMatchObject({ certificateSentTo: 'leaver@home.example' })
    // The mail as the mail catcher received it over SMTP.
    const [mail] = mailsTo('leaver@home.example')
    expect(mail.subject).toContain('解除（终止）劳动合同证明')
    expect(mail.text).toContain('2026-05-31')
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments![0]).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' })
    expect(mail.attachments![0].filename).toMatch(/\.pdf$/)
    const pdf = new Uint8Array(Buffer.from(mail.attachments![0].content, 'base64'))
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true })
    expect(text.replace(/\s/g, '')).toContain('2026-05-31解除')
    // The PDF is the one HR downloads, its QR code the verification address of its code.
    const code = /[0-9A-F]{4}(?:-[0-9A-F]{4}){7}/.exec(text)?.[0]
    expect(await qrCodesInPdf(pdf.slice())).toEqual([`${gateway.ctx.config.shellOrigin}/verify/${code}`])
    const verified = (await gateway.post('/gateway/ums/open/certificate/verify', { code })).body
    expect(verified.result).toMatchObject({ kind: 'termination' })
  })

  it('says why it cannot send when the record has no e-mail address, in Chinese and English', async () => {
    await gateway.ctx.db.updateTable('employee').set({ email: '' }).where('id', '=', staffId).execute()
    const view = (await gateway.post(`${BASE}/detail`, { id: 'case-mail' }, hr)).body.result
    expect(view.leaverEmail).toBe('')
    const zh = (await gateway.post(`${BASE}/sendCertificate`, { id: 'case-mail' }, hr)).body
    expect(zh).toEqual({
      code: 411989,
      msg: `${view.employeeName} 的档案中没有邮箱地址：请先在档案中填写邮箱再发送证明`,
    })
    const english = (await gateway.post(`${BASE}/sendCertificate`, { id: 'case-mail' }, hr, en)).body
    expect(english).toEqual({
      code: 411989,
      msg: `${view.employeeName}'s record has no e-mail address: add one to the record to send the certificate`,
    })
  })

  it('keeps the case unsent when the mail server does not take the mail', async () => {
    await gateway.ctx.db
      .updateTable('employee')
      .set({ email: 'other@home.example' })
      .where('id', '=', staffId)
      .execute()
    const mail = gateway.ctx.integrations.mail
    const send = mail.send
    mail.send = () => Promise.reject(new Error('connection refused'))
    try {
      const answer = (await gateway.post(`${BASE}/sendCertificate`, { id: 'case-mail' }, hr, en)).body
      expect(answer).toEqual({ code: 411990, msg: 'The mail could not be sent now; try again later' })
    } finally {
      mail.send = send
    }
    const view = (await gateway.post(`${BASE}/detail`, { id: 'case-mail' }, hr)).body.result
    expect(view.certificateSentTo).toBe('leaver@home.example')
  })
})
