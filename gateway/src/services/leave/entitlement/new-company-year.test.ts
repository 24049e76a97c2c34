import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { uploadFile } from '../../../testing/uploads'
import { captchaPass, codeFor } from '../../../testing/verification-codes'
import { registrationKit } from '../../../testing/company-registration'
import { paidOvertimeOf } from '../overtime-pay'
import { rollOver } from './rollover'

// A company registered as a customer registers (no demo data of its own), its staff imported from a CSV with their
// accounts opened, runs a year of leave and overtime from the balances the product makes: the prorated days of the
// joiners' first year (calendar days ÷ 365 × the statutory days, fractions dropped), the full year after the rollover,
// a leave across New Year taken from each year's balance, overtime on a statutory holiday paid at 300 %.

const at = (iso: string) => Date.parse(`${iso}+08:00`)
/** The three joiners of 1 July 2026: years of work 10, 3 and 26 (statutory 10, 5 and 15 days a year). */
const STAFF = [
  { name: 'Lin Wei', jobNumber: 'LT001', phone: '13900000101', gender: '男', workStart: '2016-03-01' },
  { name: 'Zhao Min', jobNumber: 'LT002', phone: '13900000102', gender: '女', workStart: '2023-01-01' },
  { name: 'Qian Lei', jobNumber: 'LT003', phone: '13900000103', gender: '男', workStart: '2000-01-01' },
]

describe('a whole year for a company registered in production mode with imported staff', () => {
  let gateway: TestGateway
  let admin: string
  let tenantId: number
  const tokens: string[] = []
  const { registerLakeside } = registrationKit(() => gateway)
  const post = async (path: string, body: unknown, token: string) =>
    (await gateway.post(`/gateway${path}`, body, token, { 'accept-language': 'en' })).body
  const annual = async (token: string, year: number) =>
    (await post('/vacation/web/leave/balances', { year }, token)).result.find(
      (b: { typeCode: string }) => b.typeCode === 'annual',
    )

  /** Signs in with a code sent to the mobile (sessions end while the clock moves on months). */
  const signIn = async (phone: string) => {
    gateway.setNow(gateway.ctx.now() + 61_000)
    const sent = await post('/message/web/getVCode', { phone, captchaToken: await captchaPass(gateway) }, '')
    expect(sent.code).toBe(0)
    const code = await codeFor(gateway, phone)
    const signedIn = await post('/uac/account/loginByCode', { channel: 'sms', destination: phone, code }, '')
    expect(signedIn.code).toBe(0)
    return signedIn.result.token as string
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(at('2026-07-01T09:00:00'))
  }, 60_000)
  afterAll(() => gateway.close())

  it("opens the imported staff's accounts, each with the prorated statutory annual leave of their first year at once", async () => {
    ;({ tenantId } = await registerLakeside())
    admin = await gateway.login('lakeside.admin', 'Tea#Garden2024')
    const root = await gateway.ctx.db
      .selectFrom('organ')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow()
    const category = (await post('/ums/web/zhilei/save', { name: 'Shop' }, admin)).result.id
    const postId = (
      await post('/ums/web/zhiwei/save', { zhileiId: category, name: 'Tea master', organIds: [root.id] }, admin)
    ).result.id
    expect(
      (await post('/ums/web/gangwei/save', { organId: root.id, zhiweiId: postId, name: 'Tea master' }, admin)).code,
    ).toBe(0)

    // Nobody has a line manager yet: the administrator approves leave and overtime.
    const adminRole = await gateway.ctx.db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('name_en', '=', 'Administrator')
      .executeTakeFirstOrThrow()
    for (const bizType of ['leave', 'overtime']) {
      const step = { nameZh: '管理员审批', nameEn: 'Administrator', approver: { type: 'role', roleId: adminRole.id } }
      const saved = await post('/workflow/web/definition/save', { bizType, name: bizType, steps: [step] }, admin)
      expect(saved.code).toBe(0)
    }
    const csv = [
      '姓名 Name,工号 Job number,部门 Department,岗位 Position,手机号 Phone,入职日期 Entry date,性别 Gender,参加工作日期 Date work began',
      ...STAFF.map((s) =>
        [s.name, s.jobNumber, root.name, 'Tea master', s.phone, '2026-07-01', s.gender, s.workStart].join(','),
      ),
    ].join('\n')
    const file = (await uploadFile(gateway, admin, 'staff.csv', Buffer.from(`\uFEFF${csv}`), { accept: 'import' }))
      .result
    const started = await post(
      '/filecenter/web/upLoad/startTask',
      { fileId: file.id, kind: 'staff', accounts: { nameRule: 'jobNumber' } },
      admin,
    )
    expect(started.code).toBe(0)
    let progress = started.result
    for (let i = 0; i < 200 && !['done', 'failed'].includes(progress.state); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      progress = (await post('/filecenter/web/upLoad/getProgress', { taskId: started.result.taskId }, admin)).result
    }
    expect(progress).toMatchObject({ state: 'done', okCount: 3, failCount: 0, errorFileId: null })

    // Each signs in the first time with a code to their mobile (no password was ever given).
    for (const person of STAFF) tokens.push(await signIn(person.phone))
    // 1 July to 31 December: 184 days ÷ 365 × 10, 5 and 15 = 5.04, 2.52 and 7.56: 5, 2 and 7 days.
    expect(await Promise.all(tokens.map(async (token) => (await annual(token, 2026)).total))).toEqual([5, 2, 7])
    const maternity = await Promise.all(
      tokens.map(
        async (token) =>
          (await post('/vacation/web/leave/types', {}, token)).result.find(
            (t: { code: string }) => t.code === 'maternity',
          ).eligible,
      ),
    )
    expect(maternity).toEqual([false, true, false])
  })

  it('classes overtime on a statutory holiday as such, paid at 300 % and never as time off', async () => {
    gateway.setNow(at('2026-09-20T09:00:00'))
    const zhaoMin = await signIn(STAFF[1].phone)
    admin = await gateway.login('lakeside.admin', 'Tea#Garden2024')
    const applied = await post(
      '/vacation/web/overtime/apply',
      {
        day: '2026-10-01',
        startTime: '09:00',
        endTime: '13:00',
        timing: 'before',
        reason: 'Golden week sale',
        compensation: 'timeOff',
      },
      zhaoMin,
    )
    expect(applied.code).toBe(0)
    const approved = await post(
      '/workflow/web/approveForm/resolve',
      { instanceId: applied.result.instanceId, comment: 'ok' },
      admin,
    )
    expect(approved.result.status).toBe('approved')
    const detail = await post('/vacation/web/overtime/detail', { id: applied.result.id }, zhaoMin)
    expect(detail.result).toMatchObject({ payClass: 'statutory', compensation: 'pay', creditedHours: 0 })
    expect((await post('/salary/web/overtimeRate/get', {}, admin)).result.statutory).toBe(300)
    const employee = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('job_number', '=', STAFF[1].jobNumber)
      .executeTakeFirstOrThrow()
    const paid = await paidOvertimeOf(gateway.ctx.db, tenantId, [employee.id], '2026-10-01', '2026-10-31')
    expect(paid.get(employee.id)).toEqual({ workday: 0, restDay: 0, statutory: 240 })
  })
  it("takes a leave across New Year from each year's balance, the new year granted in full by the rollover", async () => {
    gateway.setNow(at('2026-12-21T09:00:00'))
    const linWei = await signIn(STAFF[0].phone)
    admin = await gateway.login('lakeside.admin', 'Tea#Garden2024')
    const span = { typeCode: 'annual', startDate: '2026-12-31', startHalf: 'am', endDate: '2027-01-04', endHalf: 'pm' }
    const preview = await post('/vacation/web/leave/preview', span, linWei)
    expect(preview.code).toBe(0)
    // 31 December from 2026's days, 4 January from 2027's (1 January a statutory holiday, 2 and 3 January a weekend).
    expect(preview.result.parts.map((y: { year: number; amount: number }) => [y.year, y.amount])).toEqual([
      [2026, 1],
      [2027, 1],
    ])
    const applied = await post('/vacation/web/leave/apply', { ...span, reason: 'New Year at home' }, linWei)
    expect(applied.code).toBe(0)
    const resolved = await post(
      '/workflow/web/approveForm/resolve',
      { instanceId: applied.result.instanceId, comment: 'ok' },
      admin,
    )
    expect(resolved.result.status).toBe('approved')

    gateway.setNow(at('2027-01-02T09:00:00'))
    // Run twice (a second pass after a restart): nothing is granted twice.
    await rollOver(gateway.ctx.db, tenantId, '2027-01-02', gateway.ctx.now())
    await rollOver(gateway.ctx.db, tenantId, '2027-01-02', gateway.ctx.now())
    const now = await Promise.all(STAFF.map((person) => signIn(person.phone)))
    // 2026: 5 given, 1 taken, the other 4 expired at the year's end (no carry-over by default).
    expect(await annual(now[0], 2026)).toMatchObject({ used: 1, left: 0 })
    expect(await annual(now[0], 2027)).toMatchObject({ total: 10, used: 1, left: 9 })
    expect(await Promise.all(now.map(async (token) => (await annual(token, 2027)).total))).toEqual([10, 5, 15])
  })
})
