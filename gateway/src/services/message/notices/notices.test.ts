import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendAsApp } from '../../../testing/app-message'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { resolveAudience } from './audience'
import { sanitizeNoticeBody } from './sanitize'

const N = '/message/web/notice'

describe('messages and announcements', () => {
  let gateway: TestGateway
  let admin: string
  let adminTwo: string
  let staff: string
  let hr: string
  let hrTwo: string
  const post = (path: string, body: unknown, token: string, headers?: Record<string, string>) =>
    gateway.post(`/gateway${N}${path}`, body, token, headers)
  // The test clock stands still: each publish moves it on a millisecond, so 'newest first' has an order.
  let clock = Date.now()
  const publish = async (token: string, body: Record<string, unknown>) => {
    gateway.setNow(++clock)
    return (
      await post('/publish', { title: 'Hello', body: '<p>Body</p>', audience: { type: 'tenant' }, ...body }, token)
    ).body
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    adminTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
  })
  afterAll(() => gateway.close())

  it('sanitizes bodies on write: no scripts, handlers, styles or javascript: links', async () => {
    expect(
      sanitizeNoticeBody(
        '<p onclick="x()">Hi<script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">x</a><iframe src="//e"></iframe></p>',
      ),
    ).toBe('<p>Hi<a target="_blank" rel="noopener noreferrer">x</a></p>')
    const { result } = await publish(admin, { title: 'Sanitized', body: '<b>bold</b><img src=x onerror="alert(1)">' })
    const detail = (await post('/getNoticeById', { id: result.id }, staff)).body.result
    expect(detail.body).toBe('<b>bold</b><img src="x" />')
  })

  it('resolves audiences within the tenant: whole tenant, a department and below, chosen users', async () => {
    const db = gateway.ctx.db
    expect(await resolveAudience(db, 1, { type: 'tenant' })).toEqual([1, 2, 3, 4, 5, 6])
    expect(await resolveAudience(db, 2, { type: 'tenant' })).toEqual([1, 3])
    const staffOrgan = await db.selectFrom('employee').select('organ_id').where('id', '=', 12).executeTakeFirstOrThrow()
    const root = await db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow()
    expect(await resolveAudience(db, 1, { type: 'organs', ids: [staffOrgan.organ_id] })).toContain(2)
    // The root department reaches every account with a staff record on the job in the tenant (staff, hr and manager).
    expect(await resolveAudience(db, 1, { type: 'organs', ids: [root.id] })).toEqual([2, 3, 5])
    const rootTwo = await db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', 2)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow()
    await expect(resolveAudience(db, 1, { type: 'organs', ids: [rootTwo.id] })).rejects.toThrow(
      'organs outside the tenant',
    )
    await expect(resolveAudience(db, 2, { type: 'users', ids: [2] })).rejects.toThrow('users outside the tenant')
    expect(await resolveAudience(db, 1, { type: 'users', ids: [3, 2, 3] })).toEqual([2, 3])
  })

  it("delivers to the audience only, keeps tenants apart, and refuses another tenant's audience", async () => {
    const { result } = await publish(admin, { title: 'For staff only', audience: { type: 'users', ids: [2] } })
    expect(result.recipients).toBe(1)
    const titles = async (token: string) =>
      ((await post('/userNoticePage', { rows: 100 }, token)).body.result.rows as Array<{ title: string }>).map(
        (r) => r.title,
      )
    expect(await titles(staff)).toContain('For staff only')
    expect(await titles(hr)).not.toContain('For staff only')
    const two = await publish(adminTwo, { title: 'Beijing only' })
    expect(two.result.recipients).toBe(2)
    expect(await titles(hrTwo)).toContain('Beijing only')
    expect(await titles(hr)).not.toContain('Beijing only')
    expect(await titles(admin)).not.toContain('Beijing only')
    // A tenant-2 session cannot open, read or report on a tenant-1 notice, nor address tenant-1-only users.
    expect((await post('/getNoticeById', { id: result.id }, hrTwo)).body.code).toBe(404000)
    expect((await post('/updateNoticeIsSee', { id: result.id }, hrTwo)).body.code).toBe(404000)
    expect((await post('/readReport', { id: result.id }, adminTwo)).body.code).toBe(404000)
    const foreign = await publish(adminTwo, { audience: { type: 'users', ids: [2] } })
    expect(foreign.code).toBe(401202)
    expect(
      (
        await post('/publish', { title: 'x', body: 'y', audience: { type: 'users', ids: [2] } }, adminTwo, {
          'accept-language': 'zh-CN',
        })
      ).body.msg,
    ).toBe('发送范围包含不属于本企业的部门或人员')
    expect((await post('/recipientOptions', { keyword: 'staff' }, adminTwo)).body.result).toEqual([])
    expect(
      (await post('/recipientOptions', { keyword: 'staff' }, admin)).body.result.map((u: { id: number }) => u.id),
    ).toEqual([2])
  })

  it('lets only holders of the publish function publish', async () => {
    expect((await publish(staff, {})).code).toBe(403001)
    expect((await post('/publishedPage', {}, staff)).body.code).toBe(403001)
    const byHr = await publish(hr, { title: 'From HR', audience: { type: 'users', ids: [2] } })
    expect(byHr.code).toBe(0)
    expect((await post('/readReport', { id: byHr.result.id }, admin)).body.code).toBe(0)
    // hr is not the publisher of admin's notices.
    const mine = await publish(admin, { title: 'Admin only report', audience: { type: 'users', ids: [2] } })
    expect((await post('/readReport', { id: mine.result.id }, hr)).body.code).toBe(403001)
    expect((await publish(admin, { body: '<script>x</script>' })).code).toBe(400000)
  })

  it('counts unread, marks one and all read, filters by read state and channel', async () => {
    const before = (await post('/findNewNotice', {}, hr)).body.result.unread
    const a = (await publish(admin, { title: 'Unread A', audience: { type: 'users', ids: [3] } })).result.id
    await publish(admin, { title: 'Unread B', audience: { type: 'users', ids: [3] } })
    const found = (await post('/findNewNotice', {}, hr)).body.result
    expect(found.unread).toBe(before + 2)
    expect(found.newest[0].title).toBe('Unread B')
    expect((await post('/updateNoticeIsSee', { id: a }, hr)).body.result.unread).toBe(before + 1)
    const read = (await post('/userNoticePage', { status: 'read' }, hr)).body.result.rows.map(
      (r: { title: string }) => r.title,
    )
    expect(read).toContain('Unread A')
    expect(read).not.toContain('Unread B')
    const channels = (await post('/channelListPage', {}, hr)).body.result
    expect(channels.find((c: { channel: string }) => c.channel === 'announcement').unread).toBe(before + 1)
    expect((await post('/userNoticePage', { channel: 'app' }, hr)).body.result.total).toBe(0)
    expect((await post('/markAllRead', {}, hr)).body.result.unread).toBe(0)
    expect((await post('/userNoticePage', { status: 'unread' }, hr)).body.result.total).toBe(0)
    // The bell counts every unread receipt, not only the newest it shows, and none once all are read.
    expect((await post('/findNewNotice', {}, hr)).body.result.unread).toBe(0)
    for (let i = 0; i < 7; i++) await publish(admin, { title: `Bell ${i}`, audience: { type: 'users', ids: [3] } })
    const bell = (await post('/findNewNotice', {}, hr)).body.result
    expect(bell.unread).toBe(7)
    expect(bell.newest.map((n: { title: string }) => n.title)).toEqual([
      'Bell 6',
      'Bell 5',
      'Bell 4',
      'Bell 3',
      'Bell 2',
    ])
  })

  it('refuses a must-read confirm before the countdown has run since it was shown, then records it for the publisher', async () => {
    const { result } = await publish(admin, {
      title: 'Must read',
      mustRead: true,
      countdownSeconds: 10,
      audience: { type: 'users', ids: [2, 3] },
    })
    const start = gateway.ctx.now()
    try {
      // Not shown yet: the countdown has not started, whatever the time.
      gateway.setNow(start + 60_000)
      expect((await post('/confirmRead', { id: result.id }, staff, { 'accept-language': 'en' })).body).toMatchObject({
        code: 401201,
        msg: 'Please read on: you can confirm in 10 seconds',
      })
      const list = (await post('/mustReadList', {}, staff)).body.result
      expect(list.map((n: { id: string }) => n.id)).toContain(result.id)
      expect(list.find((n: { id: string }) => n.id === result.id).canConfirmAt).toBe(start + 70_000)
      gateway.setNow(start + 65_000)
      expect((await post('/confirmRead', { id: result.id }, staff)).body).toMatchObject({
        code: 401201,
        msg: '请继续阅读，5 秒后可确认',
      })
      // Mark all read leaves must-read notices unread until confirmed.
      await post('/markAllRead', {}, staff)
      expect(
        (await post('/userNoticePage', { status: 'unread' }, staff)).body.result.rows.map((r: { id: string }) => r.id),
      ).toContain(result.id)
      gateway.setNow(start + 70_000)
      expect((await post('/confirmRead', { id: result.id }, staff)).body.code).toBe(0)
      expect((await post('/mustReadList', {}, staff)).body.result.map((n: { id: string }) => n.id)).not.toContain(
        result.id,
      )
      const report = (await post('/readReport', { id: result.id }, admin)).body.result
      const byUser = Object.fromEntries(report.readers.map((r: { userId: number }) => [r.userId, r]))
      expect(byUser[2]).toMatchObject({ confirmedAt: start + 70_000, readAt: start + 70_000 })
      expect(byUser[2].name).not.toBe('')
      expect(byUser[3]).toMatchObject({ confirmedAt: null, readAt: null })
      const page = (await post('/publishedPage', {}, admin)).body.result.rows.find(
        (r: { id: string }) => r.id === result.id,
      )
      expect(page).toMatchObject({ recipients: 2, readers: 1, mustRead: true })
      expect(
        (
          await post(
            '/confirmRead',
            { id: (await publish(admin, { audience: { type: 'users', ids: [2] } })).result.id },
            staff,
          )
        ).body.code,
      ).toBe(401204)
    } finally {
      clock = start + 70_000
      gateway.setNow(clock)
    }
  })

  it('indexes announcements for global search, readable by their audience only', async () => {
    const { result } = await publish(admin, {
      title: 'Fire drill rehearsal',
      body: '<p>Meet at the north gate</p>',
      audience: { type: 'users', ids: [2] },
    })
    const found = async (token: string) =>
      (
        (await gateway.post('/gateway/joyhr/web/globalSearch', { keyword: 'Fire drill', kinds: ['notice'] }, token))
          .body.result.groups as Array<{ items: Array<{ refId: string; path: string }> }>
      ).flatMap((group) => group.items)
    expect(await found(staff)).toEqual([
      expect.objectContaining({ refId: result.id, path: `/portal/messages/${result.id}` }),
    ])
    expect(await found(hr)).toEqual([])
    expect(await found(hrTwo)).toEqual([])
  })

  it('sends sub-app messages to accounts of the session tenant only', async () => {
    const sent = await sendAsApp(gateway, staff, {
      app: 'system',
      userIds: [3],
      title: 'From an app',
      body: 'Approve it',
    })
    expect(sent.result.recipients).toBe(1)
    const row = (await post('/userNoticePage', { channel: 'app' }, hr)).body.result.rows[0]
    expect(row).toMatchObject({ title: 'From an app', sourceApp: 'system', channel: 'app' })
    // admin opens the system app in tenant 2 too, but user 2 is no account of it.
    expect((await sendAsApp(gateway, adminTwo, { app: 'system', userIds: [2], title: 'x', body: 'y' })).code).toBe(
      401202,
    )
    expect((await sendAsApp(gateway, staff, { app: 'Bad App!', userIds: [2], title: 'x', body: 'y' })).code).not.toBe(0)
  })
})
