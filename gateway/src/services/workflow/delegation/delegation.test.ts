import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { drainNotifications } from '../../notify'
import { startInstance } from '../engine'
import { announceAbsenceStarts } from './absence-start'
import type { WorkflowStep } from '../types'
import { wallOfInstant } from './zone'

const WF = '/gateway/workflow/web'
const BIZ = 'delegation-test'
const ZONE = 'Asia/Shanghai'
/** 10:00 in Shanghai on a Monday: the clock every test starts from. */
const T0 = Date.UTC(2030, 2, 11, 2, 0)
const HOUR = 3_600_000
const wall = (at: number) => wallOfInstant(at, ZONE)

describe("approval delegation: an away approver's requests go to the delegate as well, for the time of the absence", () => {
  let gateway: TestGateway
  const ids: Record<'staff' | 'manager' | 'hr', number> = { staff: 0, manager: 0, hr: 0 }
  const tokens: Record<'staff' | 'manager' | 'hr' | 'admin', string> = { staff: '', manager: '', hr: '', admin: '' }
  let bizNo = 0

  /** Moves the clock and signs everyone in again (a session idles out after 30 minutes). */
  async function at(now: number) {
    gateway.setNow(now)
    tokens.staff = await gateway.login('staff', 'Staff@12345')
    tokens.manager = await gateway.login('manager', 'Manager@12345')
    tokens.hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    tokens.admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  }
  const post = async (path: string, body: object, token: string) =>
    (await gateway.post(`${WF}/${path}`, body, token)).body
  const start = (applicantId: number, firstSteps?: WorkflowStep[]) =>
    startInstance({ db: gateway.ctx.db, now: gateway.ctx.now } as never, {
      tenantId: 1,
      bizType: BIZ,
      bizId: `r-${++bizNo}`,
      applicantId,
      title: `Request ${bizNo}`,
      summary: '',
      firstSteps,
    })
  const todo = async (token: string) =>
    (await post('approveCenter/list', { tab: 'todo', rows: 200 }, token)).result.rows as Array<{
      id: string
      onBehalfOf: { id: number; name: string } | null
    }>
  const away = async (from: number, to: number, delegateId = ids.hr) =>
    post('delegation/save', { from: wall(from), to: wall(to), delegateId, note: 'Conference' }, tokens.manager)
  const notifiedOf = async (instanceId: string) => {
    const rows = await gateway.ctx.db
      .selectFrom('wf_action')
      .select('notify_ids')
      .where('tenant_id', '=', 1)
      .where('instance_id', '=', instanceId)
      .orderBy('seq')
      .execute()
    return JSON.parse(rows.at(-1)!.notify_ids) as number[]
  }
  const person = (step: string, userId: number): WorkflowStep => ({
    nameZh: step,
    nameEn: step,
    approver: { type: 'user', userId },
  })

  beforeAll(async () => {
    gateway = await startTestGateway()
    for (const name of ['staff', 'manager', 'hr'] as const) {
      ids[name] = (
        await gateway.ctx.db.selectFrom('app_user').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()
      ).id
    }
    await at(T0)
    expect(
      (
        await gateway.post(
          `${WF}/definition/save`,
          {
            bizType: BIZ,
            name: 'Line manager',
            steps: [{ nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'manager', level: 1 } }],
          },
          tokens.admin,
        )
      ).body.code,
    ).toBe(0)
  })
  afterAll(() => gateway.close())

  it('during an absence the delegate sees what waits, marked on behalf of the approver, approves it, and the history names both', async () => {
    await at(T0)
    const before = await start(ids.staff)
    expect(await todo(tokens.hr)).toEqual([])
    expect((await away(T0, T0 + 2 * HOUR)).code).toBe(0)

    // Waiting when the absence started, and arriving during it: both in the delegate's to-do, the approver keeps them.
    const during = await start(ids.staff)
    expect(await notifiedOf(during.id)).toEqual([ids.manager, ids.hr])
    const rows = await todo(tokens.hr)
    expect(rows.map((r) => r.id).sort()).toEqual([before.id, during.id].sort())
    expect(rows.every((r) => r.onBehalfOf?.id === ids.manager)).toBe(true)
    expect((await todo(tokens.manager)).map((r) => r.id)).toEqual(expect.arrayContaining([before.id, during.id]))
    expect((await post('approveCenter/findCount', {}, tokens.hr)).result.todo).toBe(2)

    const preview = (await post('approveForm/preview', { instanceId: before.id }, tokens.hr)).result
    expect(preview.events).toEqual(expect.arrayContaining(['resolve', 'reject', 'backRepeatResolve']))
    expect(preview.onBehalfOf).toMatchObject({ id: ids.manager })

    const decided = await post('approveForm/resolve', { instanceId: before.id, comment: 'Fine by me' }, tokens.hr)
    expect(decided.code).toBe(0)
    expect(decided.result.status).toBe('approved')
    const last = decided.result.history.at(-1)
    expect(last).toMatchObject({
      event: 'resolve',
      actorId: ids.hr,
      onBehalfOf: { id: ids.manager },
      comment: 'Fine by me',
    })
    expect(last.actorName).not.toBe(last.onBehalfOf.name)
    // The approver's task is the one decided; the request is in the delegate's done tab, gone from both to-do lists.
    const task = await gateway.ctx.db
      .selectFrom('wf_task')
      .select(['user_id', 'status'])
      .where('tenant_id', '=', 1)
      .where('instance_id', '=', before.id)
      .execute()
    expect(task).toEqual([{ user_id: ids.manager, status: 'done' }])
    expect((await todo(tokens.manager)).map((r) => r.id)).not.toContain(before.id)
    const done = (await post('approveCenter/list', { tab: 'done', rows: 200 }, tokens.hr)).result.rows as Array<{
      id: string
    }>
    expect(done.map((r) => r.id)).toContain(before.id)

    // The audit names both.
    const audit = (
      await gateway.post('/gateway/joyhr/web/bridgeAudit/list', { rows: 200, app: 'approval' }, tokens.admin)
    ).body.result.rows as Array<{ method: string; reason: string; userId: number }>
    const entry = audit.find((r) => r.method === 'workflow.decideOnBehalf' && r.reason.includes(before.id))
    expect(entry).toMatchObject({ userId: ids.hr })
    expect(entry!.reason).toContain(`on behalf of ${last.onBehalfOf.name} (${ids.manager})`)
  })

  it('after the absence the delegate sees nothing new and cannot decide what still waits', async () => {
    await at(T0 + 3 * HOUR)
    expect((await away(T0 + 3 * HOUR, T0 + 4 * HOUR)).code).toBe(0)
    const waiting = await start(ids.staff)
    expect((await todo(tokens.hr)).map((r) => r.id)).toContain(waiting.id)

    // It ends by itself…
    await at(T0 + 4 * HOUR)
    const later = await start(ids.staff)
    expect(await notifiedOf(later.id)).toEqual([ids.manager])
    expect(await todo(tokens.hr)).toEqual([])
    // (hr may still read every request as a workflow administrator, 7002; deciding is what the absence gave.)
    expect((await post('approveForm/resolve', { instanceId: waiting.id }, tokens.hr)).code).toBe(410003)
    expect((await post('approveCenter/findCount', {}, tokens.hr)).result.todo).toBe(0)
    expect((await todo(tokens.manager)).map((r) => r.id)).toEqual(expect.arrayContaining([waiting.id, later.id]))

    // …or is ended early.
    await at(T0 + 5 * HOUR)
    const mine = await away(T0 + 5 * HOUR, T0 + 8 * HOUR)
    expect((await todo(tokens.hr)).length).toBeGreaterThan(0)
    expect((await post('delegation/end', { id: mine.result.id }, tokens.manager)).code).toBe(0)
    const afterEnd = await start(ids.staff)
    expect(await notifiedOf(afterEnd.id)).toEqual([ids.manager])
    expect(await todo(tokens.hr)).toEqual([])
    expect((await post('approveForm/reject', { instanceId: afterEnd.id }, tokens.hr)).code).toBe(410003)
    const listed = (await post('delegation/mine', {}, tokens.manager)).result.absences as Array<{
      id: string
      state: string
      endedEarly: boolean
    }>
    expect(listed.find((a) => a.id === mine.result.id)).toMatchObject({ state: 'past', endedEarly: true })
  })

  it('a planned absence gives the delegate nothing before it starts', async () => {
    await at(T0 + 10 * HOUR)
    expect((await away(T0 + 11 * HOUR, T0 + 12 * HOUR)).code).toBe(0)
    const waiting = await start(ids.staff)
    expect(await notifiedOf(waiting.id)).toEqual([ids.manager])
    expect(await todo(tokens.hr)).toEqual([])
    const toMe = (await post('delegation/mine', {}, tokens.hr)).result.delegatedToMe as Array<{
      state: string
      userId: number
    }>
    expect(toMe).toEqual([expect.objectContaining({ state: 'planned', userId: ids.manager })])
    await at(T0 + 11 * HOUR)
    expect((await todo(tokens.hr)).map((r) => r.id)).toContain(waiting.id)
    const active = (await post('delegation/mine', {}, tokens.hr)).result.delegatedToMe as Array<{
      state: string
      waiting: number
    }>
    expect(active[0]).toMatchObject({ state: 'active' })
    expect(active[0].waiting).toBeGreaterThan(0)
  })

  it('a request that concerns the delegate stays with the approver alone', async () => {
    await at(T0 + 20 * HOUR)
    expect((await away(T0 + 20 * HOUR, T0 + 22 * HOUR)).code).toBe(0)
    // The delegate applies (the approver is named as the first step): never theirs to decide.
    const own = await start(ids.hr, [person('Manager agrees', ids.manager)])
    // A request naming the delegate in a later step (e.g. the colleague of a swap): it is about them.
    const aboutThem = await start(ids.staff, [
      person('Manager agrees', ids.manager),
      person('Colleague agrees', ids.hr),
    ])
    const plain = await start(ids.staff)
    for (const instance of [own, aboutThem]) expect(await notifiedOf(instance.id)).toEqual([ids.manager])
    expect(await notifiedOf(plain.id)).toEqual([ids.manager, ids.hr])
    expect((await todo(tokens.hr)).map((r) => r.id)).not.toContain(own.id)
    expect((await todo(tokens.hr)).map((r) => r.id)).not.toContain(aboutThem.id)
    expect((await todo(tokens.hr)).map((r) => r.id)).toContain(plain.id)
    expect((await post('approveForm/resolve', { instanceId: own.id }, tokens.hr)).code).toBe(410003)
    expect((await post('approveForm/resolve', { instanceId: aboutThem.id }, tokens.hr)).code).toBe(410003)
    expect((await post('approveForm/resolve', { instanceId: aboutThem.id }, tokens.manager)).result.status).toBe(
      'running',
    )
  })

  it('refuses overlapping absences, the approver as their own delegate, an empty or past span, and a colleague who cannot approve', async () => {
    await at(T0 + 30 * HOUR)
    expect((await away(T0 + 31 * HOUR, T0 + 33 * HOUR)).code).toBe(0)
    const overlap = await away(T0 + 32 * HOUR, T0 + 40 * HOUR)
    expect(overlap.code).toBe(411403)
    expect(overlap.msg).toContain(wall(T0 + 31 * HOUR).replace('T', ' '))
    expect(
      (
        await gateway.post(
          `${WF}/delegation/save`,
          { from: wall(T0 + 32 * HOUR), to: wall(T0 + 40 * HOUR), delegateId: ids.hr },
          tokens.manager,
          { 'accept-language': 'en' },
        )
      ).body.msg,
    ).toMatch(/^You are already away from .* absences cannot overlap$/)
    // Back to back is fine: the first ends when the second starts.
    expect((await away(T0 + 33 * HOUR, T0 + 34 * HOUR)).code).toBe(0)
    expect((await away(T0 + 40 * HOUR, T0 + 41 * HOUR, ids.manager)).code).toBe(411404)
    expect((await away(T0 + 40 * HOUR, T0 + 41 * HOUR, ids.staff)).code).toBe(411404)
    expect((await away(T0 + 41 * HOUR, T0 + 40 * HOUR)).code).toBe(411402)
    expect((await away(T0 - 5 * HOUR, T0 - 4 * HOUR)).code).toBe(411402)
  })

  it("reads dates in the tenant's time: a date alone is the whole day", async () => {
    await at(T0 + 50 * HOUR)
    const saved = await post(
      'delegation/save',
      { from: '2030-03-20', to: '2030-03-21', delegateId: ids.hr },
      tokens.manager,
    )
    expect(saved.code).toBe(0)
    const row = await gateway.ctx.db
      .selectFrom('wf_absence')
      .select(['starts_at', 'ends_at'])
      .where('tenant_id', '=', 1)
      .where('id', '=', saved.result.id)
      .executeTakeFirstOrThrow()
    expect([Number(row.starts_at), Number(row.ends_at)]).toEqual([Date.UTC(2030, 2, 19, 16), Date.UTC(2030, 2, 21, 16)])
    const listed = (await post('delegation/mine', {}, tokens.manager)).result
    expect(listed.timeZone).toBe(ZONE)
    expect(listed.absences.find((a: { id: string }) => a.id === saved.result.id)).toMatchObject({
      fromWall: '2030-03-20T00:00',
      toWall: '2030-03-22T00:00',
      state: 'planned',
    })
    // A planned absence can be deleted; one under way only ended.
    expect((await post('delegation/end', { id: saved.result.id }, tokens.manager)).code).toBe(411405)
    expect((await post('delegation/delete', { id: saved.result.id }, tokens.manager)).code).toBe(0)
  })

  it('tells the delegate, as the absence begins, of each request already waiting for the approver that does not concern them', async () => {
    await at(T0 + 100 * HOUR)
    const waiting = await start(ids.staff)
    const own = await start(ids.hr, [person('Colleague', ids.manager)])
    const mailsOfHr = async () => {
      await drainNotifications(gateway.ctx)
      const address = (
        await gateway.ctx.db.selectFrom('app_user').select('email').where('id', '=', ids.hr).executeTakeFirstOrThrow()
      ).email
      return gateway.ctx.integrations
        .outbox!.list()
        .filter((m) => m.kind === 'mail' && m.to.includes(address))
        .map((m) => `${m.subject}\n${m.text}`)
    }
    const about = (mails: string[], instanceId: string) =>
      mails.filter((text) => text.includes(`/requests/${instanceId}`))
    // Planned for an hour from now: nothing yet.
    expect((await away(T0 + 101 * HOUR, T0 + 103 * HOUR)).code).toBe(0)
    await announceAbsenceStarts(gateway.ctx)
    expect(about(await mailsOfHr(), waiting.id)).toEqual([])
    // Once it began: one waiting notice naming the step, however often the sweep runs; none for the delegate's own request.
    await at(T0 + 101 * HOUR + 60_000)
    await announceAbsenceStarts(gateway.ctx)
    await announceAbsenceStarts(gateway.ctx)
    const told = about(await mailsOfHr(), waiting.id)
    expect(told).toHaveLength(1)
    expect(told[0]).toContain('第 1/1 步：直属上级审批')
    expect(about(await mailsOfHr(), own.id)).toEqual([])
  })
})
