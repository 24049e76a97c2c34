import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { drainNotifications } from '../notify'

const FORM = '/gateway/workflow/web/approveForm'
const DAY = 24 * 60 * 60 * 1000
const CJK = /[\u3400-\u9fff]/
/** A weekday about `days` from today (leave on a weekend counts no days). */
const weekday = (days: number) => {
  let at = new Date(Date.now() + days * DAY)
  while ([0, 6].includes(at.getUTCDay())) at = new Date(at.getTime() + DAY)
  return at.toISOString().slice(0, 10)
}

describe("request and notice titles in the reader's language", () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  const en = { 'accept-language': 'en' }
  const zh = { 'accept-language': 'zh-CN' }
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
  })
  afterAll(() => gateway.close())

  it('lists a leave request in the approval centre in one language at a time, title and summary', async () => {
    const day = weekday(50)
    const leave = (
      await gateway.post(
        '/gateway/vacation/web/leave/apply',
        { typeCode: 'annual', startDate: day, startHalf: 'am', endDate: day, endHalf: 'pm', reason: 'Rest' },
        staff,
      )
    ).body.result
    const rowOf = async (headers: Record<string, string>) =>
      (
        (await gateway.post('/gateway/workflow/web/approveCenter/list', { tab: 'todo' }, manager, headers)).body.result
          .rows as Array<{ id: string; title: string }>
      ).find((row) => row.id === leave.instanceId)!.title
    expect(await rowOf(en)).toBe('Annual leave · 1d')
    expect(await rowOf(zh)).toBe('年假 · 1 天')
    // The halves of the days read as words of the reader's language, not as am and pm.
    const summaryOf = async (headers: Record<string, string>) =>
      (
        (await gateway.post('/gateway/workflow/web/approveCenter/list', { tab: 'todo' }, manager, headers)).body.result
          .rows as Array<{ id: string; summary: string }>
      ).find((row) => row.id === leave.instanceId)!.summary
    expect(await summaryOf(en)).toBe(`${day} morning – ${day} afternoon: Rest`)
    expect(await summaryOf(zh)).toBe(`${day} 上午 – ${day} 下午：Rest`)
    // The keyword finds it by the English name as well as the Chinese one.
    const found = await gateway.post(
      '/gateway/workflow/web/approveCenter/list',
      { tab: 'todo', keyword: 'annual' },
      manager,
      en,
    )
    expect(found.body.result.rows.map((row: { id: string }) => row.id)).toContain(leave.instanceId)
  })

  it("writes the rejection notice in the reader's language, each name on its own labelled line", async () => {
    const day = weekday(55)
    const leave = (
      await gateway.post(
        '/gateway/vacation/web/leave/apply',
        { typeCode: 'annual', startDate: day, startHalf: 'am', endDate: day, endHalf: 'pm', reason: 'Trip' },
        staff,
      )
    ).body.result
    expect(
      (await gateway.post(`${FORM}/reject`, { instanceId: leave.instanceId, comment: 'Busy week' }, manager)).body.code,
    ).toBe(0)
    const noticeOf = async (headers: Record<string, string>) => {
      const rows = (
        await gateway.post('/gateway/message/web/notice/userNoticePage', { channel: 'app', rows: 50 }, staff, headers)
      ).body.result.rows as Array<{ id: string; title: string; excerpt: string }>
      const row = rows.find((r) => r.title.includes('Rejected') || r.title.includes('驳回'))!
      const detail = (await gateway.post('/gateway/message/web/notice/getNoticeById', { id: row.id }, staff, headers))
        .body.result as { title: string; body: string; link: string | null }
      return { list: row.title, ...detail }
    }
    const english = await noticeOf(en)
    expect(english.list).toBe('Rejected: Annual leave · 1d')
    expect(english.title).toBe('Rejected: Annual leave · 1d')
    expect(english.body.split('\n')).toEqual([
      'Annual leave · 1d',
      expect.stringMatching(/^Applicant: \S/),
      expect.stringMatching(/^Comment from \S.*: Busy week$/),
    ])
    // The request's page in the portal: the bell and the message centre open it.
    expect(english.link).toBe(`/portal/approval/center/requests/${leave.instanceId}`)
    expect(english.title + english.body.replace(/Applicant: .*|Comment from .*:/g, '')).not.toMatch(CJK)
    const chinese = await noticeOf(zh)
    expect(chinese.title).toBe('审批驳回：年假 · 1 天')
    expect(chinese.body.split('\n')[2]).toMatch(/^\S+ 的意见：Busy week$/)
  })

  it("writes the mail in the recipient's language, the one they last used the portal in", async () => {
    // Notices earlier tests left queued go out first, so that only this rejection's mail comes after.
    await drainNotifications(gateway.ctx)
    const outbox = gateway.ctx.integrations.outbox!
    const before = outbox.list().length
    // The applicant uses the portal in English from now on (every signed-in request carries the shell's language).
    await gateway.post('/gateway/message/web/notice/findNewNotice', {}, staff, en)
    const day = weekday(60)
    const leave = (
      await gateway.post(
        '/gateway/vacation/web/leave/apply',
        { typeCode: 'annual', startDate: day, startHalf: 'am', endDate: day, endHalf: 'pm', reason: 'Visit' },
        staff,
        en,
      )
    ).body.result
    expect(
      (await gateway.post(`${FORM}/reject`, { instanceId: leave.instanceId, comment: 'No' }, manager, zh)).body.code,
    ).toBe(0)
    await drainNotifications(gateway.ctx)
    const address = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('email')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).email
    // The outbox lists the newest first: the mails sent since `before`.
    const sent = outbox
      .list()
      .slice(0, outbox.list().length - before)
      .filter((m) => m.kind === 'mail' && m.to.includes(address))
    expect(sent.map((m) => m.subject)).toEqual(['Rejected: Annual leave · 1d'])
    const [mail] = sent
    expect(mail.text).toContain('Comment: No')
  })
})
