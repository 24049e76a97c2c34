import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyFor } from '../../testing/recruit'
import type { TestGateway } from '../../testing/test-gateway'
import { purgeExpiredCandidates } from '.'
import {
  DAY,
  P,
  interviewLinYi,
  openFrontendJob,
  screenLinYi,
  type Position,
  type RecruitGateway,
  startRecruitGateway,
} from './test-helpers'

describe('recruitment: offers, hiring, closing and retention', () => {
  let at: RecruitGateway
  let gateway: TestGateway
  let hr: string
  let manager: string
  let staff: string
  let db: RecruitGateway['db']
  let candidateNamed: RecruitGateway['candidateNamed']
  let approve: RecruitGateway['approve']
  let jobId: number
  let position: Position

  beforeAll(async () => {
    at = await startRecruitGateway()
    ;({ gateway, hr, manager, staff, db, candidateNamed, approve } = at)
    ;({ jobId, position } = await openFrontendJob(at))
    await screenLinYi(at, jobId)
    await interviewLinYi(at)
  })
  afterAll(() => gateway.close())

  it('makes an offer approved through the workflow, draws its letter, and hires the candidate through the onboarding, whose offered salary becomes their salary profile', async () => {
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
    // The offer's salary is the new hire's base pay from the month they start, the rest left for HR to fill.
    expect(
      await db()
        .selectFrom('salary_profile')
        .select(['effective_month', 'base_fen', 'allowances', 'bank_account', 'reason'])
        .where('tenant_id', '=', 1)
        .where('employee_id', '=', made.body.result.id)
        .execute(),
    ).toEqual([
      {
        effective_month: '2030-06',
        base_fen: 1_800_000,
        allowances: '{}',
        bank_account: '',
        reason: `录用：Offer #${offer.id} 的月薪`,
      },
    ])
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
    // The hire got the demo company's onboarding checklist (services/personnel/onboarding).
    const tasks = await db()
      .selectFrom('onboarding_task')
      .select('title')
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', made.body.result.id)
      .orderBy('due_on')
      .execute()
    expect(tasks.map((task) => task.title)).toEqual([
      '开通 IT 账号',
      '准备办公设备',
      '安排工位',
      '上传身份证复印件',
      '入职培训',
    ])
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
