import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { linkPlatformAccount } from '../people'
import { saveDefinition } from '../workflow'
import { drainNotifications } from './index'

const FORM = '/gateway/workflow/web/approveForm'
const DAY = 24 * 60 * 60 * 1000
/** A weekday about `days` from today (leave on a weekend counts no days). */
const weekday = (days: number) => {
  let at = new Date(Date.now() + days * DAY)
  while ([0, 6].includes(at.getUTCDay())) at = new Date(at.getTime() + DAY)
  return at.toISOString().slice(0, 10)
}

describe('approval notices by e-mail and messaging platform', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let hr: string
  const emailOf = async (name: string) =>
    (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('email')
        .where('user_name', '=', name)
        .executeTakeFirstOrThrow()
    ).email
  const mails = async (name: string) => {
    await drainNotifications(gateway.ctx)
    const address = await emailOf(name)
    return gateway.ctx.integrations
      .outbox!.list()
      .filter((m) => m.kind === 'mail' && m.to.includes(address))
      .reverse()
  }
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
    await saveDefinition(
      gateway.ctx.db,
      1,
      {
        bizType: 'leave',
        name: 'Leave',
        steps: [
          { nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'manager', level: 1 } },
          { nameZh: '人事审核', nameEn: 'HR review', approver: { type: 'role', roleId: 1 } },
        ],
      },
      Date.now(),
    )
    const managerId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'manager')
        .executeTakeFirstOrThrow()
    ).id
    await linkPlatformAccount(gateway.ctx.db, {
      tenantId: 1,
      platform: 'wecom',
      platformUserId: 'wx-admin',
      userId: managerId,
      now: Date.now(),
    })
  })
  afterAll(() => gateway.close())

  it('names the waiting step to each approver with a link to the request, and tells the applicant "approved" only after the last step', async () => {
    const day = weekday(30)
    const leave = (
      await gateway.post(
        '/gateway/vacation/web/leave/apply',
        { typeCode: 'personal', startDate: day, startHalf: 'am', endDate: day, endHalf: 'pm', reason: 'Family' },
        staff,
      )
    ).body.result
    expect(leave.instanceId).toBeTruthy()
    const link = `${gateway.ctx.config.shellOrigin}/portal/approval/center/requests/${leave.instanceId}`
    const waiting = (await mails('manager')).find((m) => m.subject.startsWith('待您审批'))!
    expect(waiting.subject).toMatch(/^待您审批：/)
    expect(waiting.text).toContain('第 1/2 步：直属上级审批')
    expect(waiting.text).toContain(link)
    // The same notice on the manager's messaging platform (the WeCom stand-in's inbox).
    const inbox = await (await fetch(`${gateway.ctx.integrations.devServices.wecom}/sim/inbox.json`)).json()
    expect(inbox.messages.find((m: { url: string }) => m.url === link)).toMatchObject({
      to: 'wx-admin',
      title: waiting.subject,
    })

    expect((await gateway.post(`${FORM}/resolve`, { instanceId: leave.instanceId }, manager)).body.code).toBe(0)
    const hrWaiting = (await mails('hr')).find((m) => m.subject.startsWith('待您审批'))!
    expect(hrWaiting.text).toContain('第 2/2 步：人事审核')
    expect((await mails('staff')).filter((m) => m.subject.startsWith('审批通过'))).toEqual([])

    expect((await gateway.post(`${FORM}/resolve`, { instanceId: leave.instanceId }, hr)).body.code).toBe(0)
    const approved = (await mails('staff')).filter((m) => m.subject.startsWith('审批通过'))
    expect(approved).toHaveLength(1)
    expect(approved[0].text).toContain(link)
  })

  it("names the waiting step to an approver's delegate too, even one who decided an earlier step", async () => {
    // hr (the second step) is away; the manager (the first step) holds hr's approvals meanwhile.
    const managerId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'manager')
        .executeTakeFirstOrThrow()
    ).id
    // Shanghai wall time by the gateway's own clock (a test gateway's clock stands still), from the current minute.
    const wall = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 16)
    const now = gateway.ctx.now()
    const away = await gateway.post(
      '/gateway/workflow/web/delegation/save',
      { from: wall(now), to: wall(now + 2 * DAY), delegateId: managerId },
      hr,
    )
    expect(away.body.code).toBe(0)
    try {
      const day = weekday(50)
      const leave = (
        await gateway.post(
          '/gateway/vacation/web/leave/apply',
          { typeCode: 'personal', startDate: day, startHalf: 'am', endDate: day, endHalf: 'pm', reason: 'Move' },
          staff,
        )
      ).body.result
      expect((await gateway.post(`${FORM}/resolve`, { instanceId: leave.instanceId }, manager)).body.code).toBe(0)
      // The manager hears of the request twice: their own first step, then hr's second as hr's delegate.
      const waiting = (await mails('manager')).filter(
        (m) => m.text.includes(leave.instanceId) && m.subject.startsWith('待您审批'),
      )
      expect(waiting.map((m) => m.text.match(/第 \d\/\d 步：\S+/)?.[0])).toEqual([
        '第 1/2 步：直属上级审批',
        '第 2/2 步：人事审核',
      ])
    } finally {
      await gateway.post('/gateway/workflow/web/delegation/end', { id: away.body.result.id }, hr)
    }
  })

  it('tells the applicant when a request is rejected, with the comment', async () => {
    const day = weekday(40)
    const leave = (
      await gateway.post(
        '/gateway/vacation/web/leave/apply',
        { typeCode: 'personal', startDate: day, startHalf: 'am', endDate: day, endHalf: 'pm', reason: 'Trip' },
        staff,
      )
    ).body.result
    expect(
      (await gateway.post(`${FORM}/reject`, { instanceId: leave.instanceId, comment: 'Busy week' }, manager)).body.code,
    ).toBe(0)
    const rejected = (await mails('staff')).filter((m) => m.subject.startsWith('审批驳回'))
    expect(rejected).toHaveLength(1)
    expect(rejected[0].text).toContain('意见：Busy week')
  })
})
