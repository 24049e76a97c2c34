import { beforeAll, describe, expect, it } from 'vitest'
import { applyFor } from '../testing/recruit'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or changes tenant 1's openings, candidates, interviews, offers or settings
// (services/recruitment); an application on tenant 1's careers page lands in tenant 1 only.

describe('tenant isolation: recruitment', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  let jobId: number
  let candidateId: number
  let offerId: number
  let interviewId: number
  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    const position = (
      (await post('/recruit/web/job/positions', {}, one)).body.result as Array<{ id: number; open: number }>
    ).find((p) => p.open > 0)!
    const job = (await post('/recruit/web/job/save', { gangweiId: position.id, title: 'Analyst', vacancies: 1 }, one))
      .body.result
    jobId = job.id
    const manager = await gateway.login('manager', 'Manager@12345')
    await post('/workflow/web/approveForm/resolve', { instanceId: job.instanceId }, manager)
    expect(
      (
        await applyFor(gateway, {
          jobId,
          name: 'Wu Di',
          phone: '13800001111',
          email: 'wd@example.com',
          captchaToken: await gateway.captchaPass(),
        })
      ).code,
    ).toBe(0)
    candidateId = (
      await gateway.ctx.db
        .selectFrom('recruit_candidate')
        .select('id')
        .where('name', '=', 'Wu Di')
        .executeTakeFirstOrThrow()
    ).id
    interviewId = (
      await post(
        '/recruit/web/interview/schedule',
        { candidateId, startsAt: Date.UTC(2030, 0, 2, 2), minutes: 30, place: 'Room 1', interviewerIds: [1] },
        one,
      )
    ).body.result.id
    offerId = (
      await post(
        '/recruit/web/offer/create',
        { candidateId, gangweiId: position.id, salary: '9000', startDate: '2030-02-01' },
        one,
      )
    ).body.result.id
  })

  it("lists nothing of tenant 1's in tenant 2", async () => {
    expect((await post('/recruit/web/job/list', {}, one)).body.result.map((j: { id: number }) => j.id)).toContain(jobId)
    expect((await post('/recruit/web/job/list', {}, two)).body.result).toEqual([])
    expect((await post('/recruit/web/job/getJobByKeyWord', { keyword: '' }, two)).body.result).toEqual([])
    expect((await post('/recruit/web/candidate/board', {}, two)).body.result).toEqual([])
    expect((await post('/recruit/web/interview/mine', {}, two)).body.result.interviews).toEqual([])
    expect((await post('/recruit/web/channel/list', {}, two)).body.result.map((c: { kind: string }) => c.kind)).toEqual(
      ['careers'],
    )
    const positionsOne = (await post('/recruit/web/job/positions', {}, one)).body.result.map(
      (p: { id: number }) => p.id,
    )
    const positionsTwo = (await post('/recruit/web/job/positions', {}, two)).body.result.map(
      (p: { id: number }) => p.id,
    )
    expect(positionsTwo.filter((id: number) => positionsOne.includes(id))).toEqual([])
    expect((await post('/recruit/open/careers', { code: 'demo-bj' }, two)).body.result.jobs).toEqual([])
  })

  it('reads and changes no candidate, opening, interview or offer of tenant 1 from tenant 2', async () => {
    for (const [path, body] of [
      ['candidate/detail', { id: candidateId }],
      ['candidate/resume', { id: candidateId }],
      ['candidate/move', { id: candidateId, stage: 'rejected' }],
      ['candidate/onboarding', { id: candidateId }],
      ['candidate/hired', { id: candidateId, employeeId: 1 }],
      [
        'interview/schedule',
        { candidateId, startsAt: Date.UTC(2030, 0, 3), minutes: 30, place: 'x', interviewerIds: [1] },
      ],
      ['offer/create', { candidateId, gangweiId: 1, salary: '1', startDate: '2030-01-01' }],
    ] as const)
      expect((await post(`/recruit/web/${path}`, body, two)).body.code, path).toBe(411505)
    expect((await post('/recruit/web/job/close', { id: jobId }, two)).body.code).toBe(411503)
    expect((await post('/recruit/web/job/approval', { id: jobId }, two)).body.code).toBe(411503)
    expect((await post('/recruit/web/offer/approval', { id: offerId }, two)).body.code).toBe(411516)
    expect((await post('/recruit/web/offer/letter', { id: offerId }, two)).body.code).toBe(411516)
    expect((await post('/recruit/web/interview/score', { interviewId, rating: 1 }, two)).body.code).toBe(411513)
    expect(
      (
        await post(
          '/recruit/web/candidate/add',
          { jobId, channelId: 1, name: 'X', phone: '13800002222', email: 'x@example.com' },
          two,
        )
      ).body.code,
    ).toBe(411503)
    expect(
      (await post('/recruit/web/channel/save', { id: 2, kind: 'site', nameZh: '我的', nameEn: 'Mine now' }, two)).body
        .code,
    ).toBe(411518)
    await post('/recruit/web/setting/save', { retentionDays: 7 }, two)
    expect((await post('/recruit/web/setting/get', {}, one)).body.result.retentionDays).toBe(180)
    const row = await gateway.ctx.db
      .selectFrom('recruit_candidate')
      .select(['tenant_id', 'stage'])
      .where('id', '=', candidateId)
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ tenant_id: 1, stage: 'offer' })
    expect(
      (await post('/recruit/web/interview/people', { keyword: '' }, two)).body.result.every(
        (p: { id: number }) => p.id !== 2,
      ),
    ).toBe(true)
  })

  it("takes an application on one tenant's careers page for that tenant's openings only", async () => {
    expect(
      (
        await applyFor(gateway, {
          code: 'demo-bj',
          jobId,
          name: 'Qian Er',
          phone: '13800003333',
          email: 'qe@example.com',
          captchaToken: await gateway.captchaPass(),
        })
      ).code,
    ).toBe(411504)
    expect(
      await gateway.ctx.db.selectFrom('recruit_candidate').select('id').where('name', '=', 'Qian Er').execute(),
    ).toEqual([])
  })
})
