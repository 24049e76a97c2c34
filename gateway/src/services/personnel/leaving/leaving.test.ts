import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leavePayoutsOf } from '../../leave'
import { saveDefinition } from '../../workflow'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { closeDueAccounts } from './closure'

// Leaving properly: a resignation or termination decided through the workflow, the accounts closed the day after
// the last day (never before), the final settlement worked out from the rules and paid once through an off-cycle run,
// the termination certificate. Figures worked by hand from hr-rules-cn.md.

const BASE = '/gateway/ums/web/leaving'
const FORM = '/gateway/workflow/web/approveForm'
const at = (iso: string) => Date.parse(iso)

describe('leaving', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  const staffId = 12
  const en = { 'accept-language': 'en' }
  const login = async () => {
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
  }
  /** Resolves a request as whoever holds its step (the manager, then HR) until it is decided. */
  const approve = async (instanceId: string) => {
    let status = ''
    for (const who of [manager, hr, manager, hr]) {
      const answer = (await gateway.post(`${FORM}/resolve`, { instanceId }, who)).body
      if (answer.code === 0) status = answer.result.status
      if (status === 'approved') return status
    }
    return status
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(at('2026-06-10T04:00:00Z'))
    const db = gateway.ctx.db
    // The staff member: joined 2024-03-01, no earlier employer, 10,000 a month, 1 day of 2026's annual leave taken.
    await db
      .updateTable('employee')
      .set({ entry_date: at('2024-03-01T00:00:00Z') })
      .where('id', '=', staffId)
      .execute()
    await db.updateTable('employee_profile').set({ work_start_date: null }).where('employee_id', '=', staffId).execute()
    await db
      .updateTable('salary_profile')
      .set({ base_fen: 1_000_000, allowances: '{}', effective_month: '2024-03' })
      .where('employee_id', '=', staffId)
      .execute()
    await db.deleteFrom('salary_line').where('employee_id', '=', staffId).execute()
    await db
      .insertInto('leave_ledger')
      .values({
        tenant_id: 1,
        id: 'taken-test',
        user_id: 2,
        type_code: 'annual',
        year: 2026,
        kind: 'taken',
        amount: 100,
        entry_key: 'taken:test',
        reason: '',
        by_user: null,
        created_at: 0,
      })
      .execute()
    await login()
  }, 60_000)
  afterAll(() => gateway.close())

  it('refuses a last day before the entry date, a second request while one waits, a stranger and another tenant', async () => {
    const early = (await gateway.post(`${BASE}/resign`, { lastDay: '2024-02-29', reason: 'x' }, staff, en)).body
    expect(early).toEqual({ code: 411993, msg: 'The last day must be a date on or after the entry date 2024-03-01' })
    expect((await gateway.post(`${BASE}/resign`, { lastDay: '2026-02-30', reason: 'x' }, staff)).body.code).toBe(411993)
    const asked = (await gateway.post(`${BASE}/resign`, { lastDay: '2026-07-31', reason: 'Moving city' }, staff)).body
    expect(asked.result).toMatchObject({ kind: 'resignation', basis: 'resignation', status: 'pending' })
    expect((await gateway.post(`${BASE}/resign`, { lastDay: '2026-08-31', reason: 'again' }, staff)).body.code).toBe(
      411992,
    )
    const twice = { employeeId: staffId, lastDay: '2026-06-30', basis: 'noFault', reason: 'x' }
    expect((await gateway.post(`${BASE}/terminate`, twice, hr)).body.code).toBe(411992)
    const foreign = { employeeId: 1001, lastDay: '2026-06-30', basis: 'mutual', reason: 'x' }
    expect((await gateway.post(`${BASE}/terminate`, foreign, hr)).body.code).toBe(411991)
    expect((await gateway.post(`${BASE}/terminate`, foreign, staff)).body.code).not.toBe(0)
    // The staff member sees their own case; someone not concerned does not.
    expect((await gateway.post(`${BASE}/detail`, { id: asked.result.id }, staff)).body.code).toBe(0)
    // Its approver (the line manager) reads it from the approval centre.
    expect((await gateway.post(`${BASE}/detail`, { id: asked.result.id }, manager)).body).toMatchObject({ code: 0 })
    const other = await gateway.login('admin', 'Admin@12345')
    expect((await gateway.post(`${BASE}/cases`, {}, other)).body.result.map((c: { id: string }) => c.id)).toContain(
      asked.result.id,
    )
    // A case of another tenant is not found.
    await gateway.ctx.db
      .insertInto('leaving_case')
      .values({
        ...(await gateway.ctx.db.selectFrom('leaving_case').selectAll().executeTakeFirstOrThrow()),
        tenant_id: 2,
        id: 'other-tenant',
      })
      .execute()
    expect((await gateway.post(`${BASE}/detail`, { id: 'other-tenant' }, hr)).body.code).toBe(411991)
    // The resignation is withdrawn: a termination may start.
    await gateway.ctx.db
      .updateTable('leaving_case')
      .set({ status: 'cancelled' })
      .where('id', '=', asked.result.id)
      .execute()
  })

  it('works out an approved termination’s settlement by the rules, with the cap and the tax of a low-wage city, and pays it once', async () => {
    await gateway.post(`${BASE}/saveCity`, { city: '上海', monthlyWage: '12183.00', annualWage: '146196.00' }, hr)
    const body = {
      employeeId: staffId,
      lastDay: '2026-06-30',
      basis: 'noFault',
      reason: 'Role ended',
      noticeGiven: false,
    }
    const started = (await gateway.post(`${BASE}/terminate`, body, hr)).body
    expect(started.result).toMatchObject({ kind: 'termination', status: 'pending', lastDay: '2026-06-30' })
    const id = started.result.id
    expect((await gateway.post(`${BASE}/settlement`, { id }, hr)).body.code).toBe(411995)
    expect(await approve(started.result.instanceId)).toBe('approved')
    // Before the last day no termination certificate is issued.
    expect((await gateway.post(`${BASE}/certificate`, { id }, hr)).body.code).toBe(411995)
    const settlement = (await gateway.post(`${BASE}/settlement`, { id }, hr)).body.result
    // floor(181 / 365 × 5) − 1 taken = 1 day at 200 % of 10,000 ÷ 21.75.
    expect(settlement.leave).toMatchObject({ daysWorked: 181, yearDays: 5, entitled: 2, taken: 1, untaken: 1 })
    expect(settlement.leave).toMatchObject({ dailyWage: '459.77', ratePct: 200, amount: '919.54' })
    // 2 years 4 months → 2.5 months of 10,000, plus a month in place of notice (art. 40 without notice).
    expect(settlement.compensation).toMatchObject({ owed: true, months: '2.5', capped: false, noticePay: '10000.00' })
    expect(settlement.compensation.amount).toBe('35000.00')
    expect(settlement.salary).toMatchObject({ groupId: 1, fixedPay: '10000.00', salaryToLastDay: '10000.00' })
    expect(settlement.tax.tax).toBe('0.00')
    // A city of 3,000 a month: capped at 9,000 × 2.5 + the uncapped 10,000; 3 × 10,000 a year exempt, the rest 3 %.
    await gateway.post(`${BASE}/saveCity`, { city: '测试市', monthlyWage: '3000.00', annualWage: '10000.00' }, hr)
    const low = (await gateway.post(`${BASE}/adjust`, { id, city: '测试市', note: 'works there' }, hr)).body.result
    expect(low.compensation).toMatchObject({ capped: true, wageBasis: '9000.00', amount: '32500.00' })
    expect(low.tax).toEqual({ exemptLimit: '30000.00', exempt: '30000.00', taxable: '2500.00', tax: '75.00' })
    expect(low.offCycleTotal).toBe('33344.54')
    expect((await gateway.post(`${BASE}/adjust`, { id, city: 'Atlantis' }, hr)).body.code).toBe(411999)

    const paid = (await gateway.post(`${BASE}/pay`, { id }, hr)).body
    expect(paid.code).toBe(0)
    const run = await gateway.ctx.db
      .selectFrom('salary_run')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('id', '=', paid.result.runId)
      .executeTakeFirstOrThrow()
    expect(run).toMatchObject({ kind: 'offCycle', month: '2026-06', group_id: 1, status: 'draft' })
    const line = await gateway.ctx.db
      .selectFrom('salary_line')
      .select('inputs')
      .where('run_id', '=', run.id)
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(line.inputs)).toEqual({
      settlementLeavePay: '919.54',
      severancePay: '32500.00',
      severanceTax: '75.00',
      // 3 × the city's average annual wage: the exempt part the tax service records when the run is locked.
      severanceExemptLimit: '30000.00',
    })
    // Never twice: the settlement is refused again.
    expect((await gateway.post(`${BASE}/pay`, { id }, hr, en)).body).toEqual({
      code: 411998,
      msg: 'The final settlement was paid already',
    })
    expect((await gateway.post(`${BASE}/settlement`, { id }, hr)).body.result).toMatchObject({
      paid: true,
      runId: run.id,
    })
  })

  it('runs the offboarding steps: HR names the colleague, who is told and confirms; the leaver fills the exit interview', async () => {
    const [found] = (await gateway.post(`${BASE}/cases`, { status: 'approved' }, hr)).body.result
    const id = found.id
    // Only HR names the colleague or marks the equipment; the leaver cannot name themself.
    expect((await gateway.post(`${BASE}/step`, { id, step: 'handover', employeeId: 1 }, staff)).body.code).toBe(411995)
    expect((await gateway.post(`${BASE}/step`, { id, step: 'handover', employeeId: staffId }, hr)).body.code).toBe(
      411995,
    )
    const named = (await gateway.post(`${BASE}/step`, { id, step: 'handover', employeeId: 1 }, hr)).body.result
    expect(named).toMatchObject({ handoverTo: 1, handoverConfirmedAt: null })
    const notice = await gateway.ctx.db
      .selectFrom('notify_delivery')
      .select(['subject', 'link'])
      .where('user_id', '=', 5)
      .where('channel', '=', 'portal')
      .where('dedupe_key', 'like', `leaving:${id}:handover:%`)
      .executeTakeFirstOrThrow()
    expect(notice).toMatchObject({ link: '/portal/personnel/resign' })
    expect(notice.subject).toContain('邓洋娟')
    expect(
      (await gateway.post(`${BASE}/mine`, {}, manager)).body.result.handovers.map((c: { id: string }) => c.id),
    ).toEqual([id])
    expect((await gateway.post(`${BASE}/step`, { id, step: 'confirmHandover' }, staff)).body.code).toBe(411995)
    const confirmed = (await gateway.post(`${BASE}/step`, { id, step: 'confirmHandover' }, manager)).body.result
    expect(confirmed.handoverConfirmedAt).toEqual(expect.any(Number))
    expect((await gateway.post(`${BASE}/step`, { id, step: 'equipment' }, staff)).body.code).toBe(411995)
    expect((await gateway.post(`${BASE}/step`, { id, step: 'equipment' }, hr)).body.result.equipmentReturnedAt).toEqual(
      expect.any(Number),
    )
    const interview = { id, reason: 'Family', rating: 4, comments: 'Good team', wouldReturn: true }
    const filled = (await gateway.post(`${BASE}/interview`, interview, staff)).body.result
    expect(filled.interview).toEqual({ reason: 'Family', rating: 4, comments: 'Good team', wouldReturn: true })
    expect((await gateway.post(`${BASE}/interview`, interview, manager)).body.code).toBe(411995)
  })

  it('closes the accounts only the day after the last day, by the job, and the leave the settlement paid is not paid again', async () => {
    const [found] = (await gateway.post(`${BASE}/cases`, { status: 'approved' }, hr)).body.result
    const id = found.id
    expect((await gateway.post(`${BASE}/detail`, { id }, hr)).body.result.status).toBe('approved')
    const noop = () => {}
    // 23:00 in Shanghai on the last day: still at work.
    expect(await closeDueAccounts(gateway.ctx, at('2026-06-30T15:00:00Z'), noop)).toBe(0)
    expect((await gateway.post(`${BASE}/mine`, {}, staff)).body.code).toBe(0)
    const employee = () =>
      gateway.ctx.db
        .selectFrom('employee')
        .select(['status', 'leave_date'])
        .where('id', '=', staffId)
        .executeTakeFirstOrThrow()
    expect((await employee()).status).not.toBe(2)
    // Half past midnight the day after: closed.
    gateway.setNow(at('2026-06-30T16:30:00Z'))
    expect(await closeDueAccounts(gateway.ctx, gateway.ctx.now(), noop)).toBe(1)
    expect(await employee()).toEqual({ status: 2, leave_date: at('2026-06-30T00:00:00Z') })
    expect((await gateway.post(`${BASE}/mine`, {}, staff)).body.code).not.toBe(0)
    expect(await closeDueAccounts(gateway.ctx, gateway.ctx.now(), noop)).toBe(0)
    await login().catch(() => undefined)
    hr = await gateway.login('hr', 'Hr@123456789')
    manager = await gateway.login('manager', 'Manager@12345')
    expect((await gateway.post(`${BASE}/detail`, { id }, hr)).body.result).toMatchObject({ status: 'closed' })
    // Someone who left cannot be terminated again.
    const again = { employeeId: staffId, lastDay: '2026-07-31', basis: 'mutual', reason: 'x' }
    expect((await gateway.post(`${BASE}/terminate`, again, hr, en)).body).toEqual({
      code: 411994,
      msg: '邓洋娟 has already left',
    })
    // Leaving paid out nothing more for the month's regular run: the settlement had paid the untaken day.
    expect(await leavePayoutsOf(gateway.ctx.db, 1, [staffId], '2026-06')).toEqual(new Map())
  })

  it('issues the termination certificate of the closed case as a PDF for HR, once', async () => {
    const [found] = (await gateway.post(`${BASE}/cases`, { status: 'closed' }, hr)).body.result
    const issued = (await gateway.post(`${BASE}/certificate`, { id: found.id }, hr)).body.result
    expect(issued.certificateId).toEqual(expect.any(String))
    const again = (await gateway.post(`${BASE}/certificate`, { id: found.id }, hr)).body.result
    expect(again.certificateId).toBe(issued.certificateId)
    const answer = await gateway.app.inject({
      method: 'POST',
      url: `${BASE}/certificatePdf`,
      payload: { id: found.id },
      headers: { token: hr },
    })
    expect(answer.headers['content-type']).toBe('application/pdf')
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(answer.rawPayload)), { mergePages: true })
    const flat = text.replace(/\s/g, '')
    expect(flat).toContain('解除（终止）劳动合同证明')
    expect(flat).toContain('2026-06-30解除')
    expect(flat).toContain('无过失性解除')
    expect(flat).toContain('2年4个月')
    // The public page verifies it by the code the PDF states, like any certificate.
    const code = /[0-9A-F]{4}(?:-[0-9A-F]{4}){7}/.exec(text)?.[0]
    const verified = (await gateway.post('/gateway/ums/open/certificate/verify', { code })).body
    expect(verified.result).toMatchObject({ kind: 'termination', title: '解除（终止）劳动合同证明' })
  })

  it('closes the accounts at once when the approved last day is already past; nobody to approve it is said', async () => {
    gateway.setNow(at('2026-07-10T04:00:00Z'))
    hr = await gateway.login('hr', 'Hr@123456789')
    manager = await gateway.login('manager', 'Manager@12345')
    // The manager has no line manager with an account: nobody would decide it.
    const nobody = { lastDay: '2026-07-03', reason: 'Late notice' }
    expect((await gateway.post(`${BASE}/resign`, nobody, manager)).body.code).toBe(410005)
    const steps = [{ nameZh: '人事', nameEn: 'HR', approver: { type: 'user' as const, userId: 3 } }]
    await saveDefinition(gateway.ctx.db, 1, { bizType: 'staffResignation', name: '辞职', steps }, gateway.ctx.now())
    const asked = (await gateway.post(`${BASE}/resign`, nobody, manager)).body
    expect(asked).toMatchObject({ code: 0 })
    expect(await approve(asked.result.instanceId)).toBe('approved')
    const record = await gateway.ctx.db
      .selectFrom('employee')
      .select(['status', 'leave_date'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(record).toEqual({ status: 2, leave_date: at('2026-07-03T00:00:00Z') })
    const closed = (await gateway.post(`${BASE}/detail`, { id: asked.result.id }, hr)).body.result
    expect(closed).toMatchObject({ status: 'closed', accountClosedAt: gateway.ctx.now() })
  })
})
