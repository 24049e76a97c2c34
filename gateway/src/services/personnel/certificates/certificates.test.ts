import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { qrCodesInPdf } from '../../../testing/pdf-qr'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { VERIFY_SHARE } from './verify-routes'

// Employment and income certificates: asked by the person, approved by HR (or issued at once), drawn as a PDF with a
// verification code whose public page shows only what the certificate says.

const BASE = '/gateway/ums/web/certificate'
const VERIFY = '/gateway/ums/open/certificate/verify'
const FORM = '/gateway/workflow/web/approveForm'

describe('certificates', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let staffId: number
  const en = { 'accept-language': 'en' }

  /** Published pay of staff: Aug 10,000; Sep 10,000 + a 2,000 bonus; Oct 12,000; a draft Nov 50,000 (not counted). */
  async function publishPay() {
    const db = gateway.ctx.db
    await db.deleteFrom('salary_line').where('tenant_id', '=', 1).where('employee_id', '=', staffId).execute()
    const runs: Array<[number, string, 'published' | 'draft', number]> = [
      [900001, '2026-08', 'published', 1_000_000],
      [900002, '2026-09', 'published', 1_000_000],
      [900003, '2026-09', 'published', 200_000],
      [900004, '2026-10', 'published', 1_200_000],
      [900005, '2026-11', 'draft', 5_000_000],
    ]
    for (const [id, month, status, gross] of runs) {
      await db
        .insertInto('salary_run')
        .values({
          tenant_id: 1,
          id,
          group_id: 1,
          month,
          status,
          instance_id: null,
          headcount: 1,
          gross_fen: gross,
          net_fen: gross,
          tax_fen: 0,
          employer_fen: 0,
          created_by: 1,
          created_at: 0,
          calculated_at: 0,
          locked_at: null,
          published_at: status === 'published' ? 1 : null,
          threshold: '0',
          kind: id === 900003 ? 'offCycle' : 'regular',
          name: '',
          corrects_run_id: null,
          correction: '',
        })
        .execute()
      await db
        .insertInto('salary_line')
        .values({
          tenant_id: 1,
          run_id: id,
          employee_id: staffId,
          organ_id: 1,
          cost_centre: '',
          inputs: '{}',
          detail: '{}',
          gross_fen: gross,
          deduction_fen: 0,
          social_fen: 0,
          tax_fen: 0,
          net_fen: gross,
          employer_fen: 0,
          previous_net_fen: null,
          calculated_at: 0,
          tax_record: '',
        })
        .execute()
    }
  }

  const pdfOf = async (id: string, who: string) => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: `${BASE}/pdf`,
      payload: { id },
      headers: { token: who },
    })
    expect(answer.headers['content-type']).toBe('application/pdf')
    return new Uint8Array(answer.rawPayload)
  }
  const pdfText = async (id: string, who: string) =>
    (await extractText(await getDocumentProxy(await pdfOf(id, who)), { mergePages: true })).text

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    staffId = user.employee_id!
    await publishPay()
  }, 60_000)
  afterAll(() => gateway.close())

  it('issues an employment certificate when HR approves: the PDF states the record and a code the public page verifies', async () => {
    const asked = (await gateway.post(`${BASE}/ask`, { kind: 'employment', purpose: 'Visa' }, staff)).body
    expect(asked).toMatchObject({ code: 0, result: { kind: 'employment', status: 'pending', body: '' } })
    expect((await gateway.post(`${BASE}/pdf`, { id: asked.result.id }, staff)).body.code).toBe(411912)
    const resolved = await gateway.post(`${FORM}/resolve`, { instanceId: asked.result.instanceId }, hr)
    expect(resolved.body.result.status).toBe('approved')
    const [issued] = (await gateway.post(`${BASE}/mine`, {}, staff)).body.result
    expect(issued).toMatchObject({ id: asked.result.id, status: 'issued', title: '在职证明' })
    const record = (await gateway.post('/gateway/ums/web/entryUser/getMyRecord', {}, staff)).body.result
    expect(issued.body).toContain(record.values.name)
    expect(issued.body).toContain(`自 ${record.values.entryDate} 起`)
    const text = await pdfText(issued.id, staff)
    expect(text.replace(/\s/g, '')).toContain(record.values.name)
    const code = /[0-9A-F]{4}(?:-[0-9A-F]{4}){7}/.exec(text)?.[0]
    expect(code).toBeDefined()
    expect(text).toContain(`/verify/${code}`)
    // Beside the code, a QR code of the verification address, as a scanner reads it from the PDF's image.
    expect(await qrCodesInPdf(await pdfOf(issued.id, staff))).toEqual([
      `${gateway.ctx.config.shellOrigin}/verify/${code}`,
    ])
    // Only the hash of the code is kept.
    const stored = await gateway.ctx.db
      .selectFrom('certificate')
      .select('code_hash')
      .where('id', '=', issued.id)
      .executeTakeFirstOrThrow()
    expect(stored.code_hash).not.toContain(code!.replace(/-/g, ''))
    const verified = (await gateway.post(VERIFY, { code: code!.toLowerCase() })).body
    expect(verified).toMatchObject({
      code: 0,
      result: { kind: 'employment', title: '在职证明', name: record.values.name, body: issued.body },
    })
    expect(Object.keys(verified.result).sort()).toEqual(['body', 'company', 'issuedOn', 'kind', 'name', 'title'])
    // A code one digit off names nobody and says nothing.
    const forged = `${code!.slice(0, -1)}${code!.endsWith('0') ? '1' : '0'}`
    const wrong = (await gateway.post(VERIFY, { code: forged }, undefined, en)).body
    expect(wrong).toEqual({ code: 411916, msg: 'No certificate has this verification code' })
  })

  it('states the income of the latest published months exactly, in English when asked, issued at once by the template', async () => {
    const template = (await gateway.post(`${BASE}/templates`, {}, hr)).body.result.find(
      (t: { kind: string }) => t.kind === 'income',
    )
    const saved = await gateway.post(
      `${BASE}/saveTemplate`,
      { ...template, issueAtOnce: true, placeholders: undefined, builtIn: undefined },
      hr,
    )
    expect(saved.body.result).toMatchObject({ issueAtOnce: true, builtIn: false })
    const three = (await gateway.post(`${BASE}/ask`, { kind: 'income', months: 3, lang: 'en' }, staff)).body.result
    expect(three.status).toBe('issued')
    expect(three.title).toBe('Certificate of Income')
    expect(three.body).toContain(
      'last 3 months of pay their gross income was CNY 34,000.00 in total, CNY 11,333.33 a month',
    )
    const two = (await gateway.post(`${BASE}/ask`, { kind: 'income', months: 2 }, staff)).body.result
    expect(two.body).toContain('最近 2 个月的税前收入合计人民币 24,000.00 元，月平均人民币 12,000.00 元')
    expect((await pdfText(two.id, staff)).replace(/\s/g, '')).toContain('24,000.00')
    const code = /[0-9A-F]{4}(?:-[0-9A-F]{4}){7}/.exec(await pdfText(three.id, staff))?.[0]
    expect(await qrCodesInPdf(await pdfOf(three.id, staff))).toEqual([
      `${gateway.ctx.config.shellOrigin}/verify/${code}`,
    ])
  })

  it('refuses a certificate for someone else, a second one of a kind waiting, and an income one without published pay', async () => {
    const other = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('id', '!=', staffId)
      .executeTakeFirstOrThrow()
    const foreign = (await gateway.post(`${BASE}/ask`, { kind: 'employment', employeeId: other.id }, staff, en)).body
    expect(foreign).toEqual({ code: 411911, msg: 'A certificate can only be asked for by the person it is about' })
    expect((await gateway.post(`${BASE}/ask`, { kind: 'employment', employeeId: other.id }, hr)).body.code).not.toBe(0)
    expect((await gateway.post(`${BASE}/ask`, { kind: 'employment' }, staff)).body.code).toBe(0)
    expect((await gateway.post(`${BASE}/ask`, { kind: 'employment' }, staff)).body.code).toBe(411917)
    await gateway.ctx.db.updateTable('salary_run').set({ status: 'locked' }).where('id', '>=', 900001).execute()
    expect((await gateway.post(`${BASE}/ask`, { kind: 'income', months: 3 }, staff)).body.code).toBe(411914)
  })

  it('refuses a template with a placeholder the kind does not offer, and fills placeholders as plain text only', async () => {
    const bad = await gateway.post(
      `${BASE}/saveTemplate`,
      {
        kind: 'employment',
        titleZh: 'x',
        titleEn: 'x',
        bodyZh: '{name} {constructor}',
        bodyEn: '{name}',
        issueAtOnce: true,
      },
      hr,
      en,
    )
    expect(bad.body).toMatchObject({ code: 411913 })
    expect(bad.body.msg).toContain('{constructor}')
    expect(
      (
        await gateway.post(
          `${BASE}/saveTemplate`,
          { kind: 'employment', titleZh: 'x', titleEn: 'x', bodyZh: 'x', bodyEn: 'x', issueAtOnce: true },
          staff,
        )
      ).body.code,
    ).not.toBe(0)
  })

  it('lets an address verify only so many codes in the window, right or wrong', async () => {
    let answer = { code: 0 }
    for (let i = 0; i <= VERIFY_SHARE.perAddress; i += 1)
      answer = (await gateway.post(VERIFY, { code: `0000-${String(i).padStart(4, '0')}` })).body
    expect(answer.code).toBe(400115)
  })
})
