import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendAsApp, type AppMessage } from '../../../testing/app-message'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { APP_MESSAGES_PER_MINUTE, MAX_APP_RECIPIENTS } from './app-send'

const SEND = '/gateway/message/web/notice/appSend'

describe('messages from sub-apps (appSend)', () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  let hr: string
  let hrTwo: string
  let clock = Date.now()
  /** A frame of the app sends: the shell's pass of that app goes with the message (testing/app-message.ts). */
  const send = (token: string, body: Partial<AppMessage>, headers?: Record<string, string>) =>
    sendAsApp(
      gateway,
      token,
      { app: 'system', userIds: [2], title: 'From an app', body: 'Please approve', ...body },
      headers,
    )
  const sendWith = async (token: string, appToken: string, body: Partial<AppMessage> = {}) =>
    (
      await gateway.post(
        SEND,
        { app: 'system', userIds: [2], title: 'From an app', body: 'Please approve', ...body, appToken },
        token,
        { 'accept-language': 'en' },
      )
    ).body
  const passOf = async (token: string, app = 'system') =>
    (await gateway.post('/gateway/message/web/notice/appSendPass', { app }, token)).body.result.token as string
  const auditOf = (userId: number) =>
    gateway.ctx.db
      .selectFrom('bridge_audit')
      .selectAll()
      .where('user_id', '=', userId)
      .where('method', '=', 'messages.send')
      .execute()

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(clock)
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
  })
  afterAll(() => gateway.close())

  it('refuses an app that is not registered, lacks messages.send, or that the user may not open', async () => {
    expect(await send(staff, { app: 'no-such-app' }, { 'accept-language': 'en' })).toMatchObject({
      code: 401205,
      msg: 'No app called no-such-app is registered',
    })
    // The approval app hears messages (capability messages) but may not send them.
    expect(await send(admin, { app: 'approval' }, { 'accept-language': 'en' })).toMatchObject({
      code: 401205,
      msg: 'The app approval may not send messages',
    })
    // hr opens the system app in tenant 1 (HR Manager role) but has no role in tenant 2.
    expect(await send(hrTwo, { app: 'system', userIds: [3] }, { 'accept-language': 'zh-CN' })).toMatchObject({
      code: 401205,
      msg: '您无权使用应用 system',
    })
    expect((await send(hr, { app: 'system', userIds: [2] })).code).toBe(0)
    // The app's menu code names it too; the message carries the app's name.
    const byCode = await send(hr, { app: 'ums', userIds: [2], title: 'By code' })
    expect(byCode.code).toBe(0)
    const rows = (await gateway.post('/gateway/message/web/notice/userNoticePage', { channel: 'app' }, staff)).body
      .result.rows
    expect(rows.find((row: { title: string }) => row.title === 'By code')).toMatchObject({
      sourceApp: 'system',
      channel: 'app',
    })
  })

  it('sends only with the pass of the app it names, for this user and tenant, that the shell holds for the frame', async () => {
    const refused = { code: 401205, msg: 'This message was not sent from a page of the app system' }
    expect((await sendWith(hr, await passOf(hr))).code).toBe(0)
    // No pass, or a pass of another user: refused (any user who may open the app can no longer send as it alone).
    expect(await sendWith(hr, 'not-a-pass-at-all')).toMatchObject(refused)
    expect(await sendWith(hr, await passOf(staff))).toMatchObject(refused)
    // An app token of another app, of the same app without messages.send, or of another tenant.
    const issue = async (appId: string, capabilities: string[], tenantId = 1) =>
      (await gateway.ctx.appTokens.issue({ appId, userId: 3, tenantId, capabilities })).token
    expect(await sendWith(hr, await issue('bi', ['messages.send']))).toMatchObject(refused)
    expect(await sendWith(hr, await issue('ums', ['session.appToken']))).toMatchObject(refused)
    expect(await sendWith(hr, await issue('ums', ['messages.send'], 2))).toMatchObject(refused)
    // A pass past its two minutes.
    const pass = await passOf(hr)
    gateway.setNow(clock + 3 * 60_000)
    try {
      expect(await sendWith(hr, pass)).toMatchObject(refused)
    } finally {
      gateway.setNow(clock)
    }
    // A pass is for an app that may send, that the user may open.
    expect(
      (
        await gateway.post('/gateway/message/web/notice/appSendPass', { app: 'approval' }, admin, {
          'accept-language': 'en',
        })
      ).body,
    ).toMatchObject({ code: 401205, msg: 'The app approval may not send messages' })
    expect((await gateway.post('/gateway/message/web/notice/appSendPass', { app: 'system' }, hrTwo)).body.code).toBe(
      401205,
    )
    const reasons = (await auditOf(3))
      .filter((row) => row.decision === 'deny' && row.tenant_id === 1)
      .map((row) => row.reason)
    expect(reasons).toEqual(Array(6).fill('no pass of the app'))
  })

  it('caps the recipients of one message', async () => {
    const many = Array.from({ length: MAX_APP_RECIPIENTS + 1 }, (_, i) => i + 1)
    expect(await send(hr, { userIds: many }, { 'accept-language': 'en' })).toMatchObject({
      code: 400000,
      msg: `An app message goes to at most ${MAX_APP_RECIPIENTS} people`,
    })
  })

  it("limits each user's calls a minute, counted in the database", async () => {
    clock += 10 * 60_000
    gateway.setNow(clock)
    for (let i = 0; i < APP_MESSAGES_PER_MINUTE; i += 1)
      expect((await send(staff, { title: `Burst ${i}` })).code).toBe(0)
    expect(await send(staff, {}, { 'accept-language': 'en' })).toMatchObject({
      code: 401206,
      msg: 'Too many messages from apps, please try again in a minute',
    })
    // Refused calls count too: an unknown app does not get round the limit.
    expect((await send(staff, { app: 'no-such-app' })).code).toBe(401206)
    const counter = await gateway.ctx.db
      .selectFrom('attempt_counter')
      .selectAll()
      .where('key', '=', 'app-send:2')
      .executeTakeFirstOrThrow()
    expect(counter.count).toBeGreaterThanOrEqual(APP_MESSAGES_PER_MINUTE)
    clock += 60_000
    gateway.setNow(clock)
    expect((await send(staff, { title: 'After a minute' })).code).toBe(0)
  })

  it('audits every call, sent or refused, with app, user, tenant and decision', async () => {
    clock += 60_000
    gateway.setNow(clock)
    await send(hrTwo, { app: 'no-such-app', userIds: [3] })
    await send(hrTwo, { app: 'approval', userIds: [3] })
    await send(hrTwo, { app: 'system', userIds: [3] })
    const rows = await auditOf(3)
    // The three calls share one clock reading: compare them by app.
    expect(
      rows
        .filter((row) => row.tenant_id === 2 && Number(row.at) === clock)
        .map((row) => [row.app, row.decision, row.reason])
        .sort(),
    ).toEqual([
      ['approval', 'deny', 'no messages.send capability'],
      ['no-such-app', 'deny', 'unknown app'],
      ['system', 'deny', "app not in the user's menus"],
    ])
    expect(rows.filter((row) => row.tenant_id === 1 && row.decision === 'allow').length).toBeGreaterThanOrEqual(2)
    expect(rows.every((row) => row.capability === 'messages.send' && row.count === 1)).toBe(true)
    const staffRows = await auditOf(2)
    expect(staffRows.filter((row) => row.reason === 'rate limited').length).toBe(2)
    expect(staffRows.filter((row) => row.decision === 'allow').length).toBe(APP_MESSAGES_PER_MINUTE + 1)
  })

  it('keeps app messages as plain text: markup is shown as it was written', async () => {
    const body = '<b>x</b>\n<script>alert(1)</script> & <img src=x onerror="alert(1)">'
    const sent = await send(hr, { title: 'Plain text', body })
    expect(sent.code).toBe(0)
    const detail = (await gateway.post('/gateway/message/web/notice/getNoticeById', { id: sent.result.id }, staff)).body
      .result
    expect(detail).toMatchObject({
      body,
      format: 'text',
      channel: 'app',
      excerpt: '<b>x</b> <script>alert(1)</script> & <img src=x onerror="alert(1)">',
    })
    // Announcements stay sanitized HTML.
    const announcement = (
      await gateway.post(
        '/gateway/message/web/notice/publish',
        { title: 'HTML', body: '<b>bold</b>', audience: { type: 'users', ids: [2] } },
        admin,
      )
    ).body
    const shown = (
      await gateway.post('/gateway/message/web/notice/getNoticeById', { id: announcement.result.id }, staff)
    ).body.result
    expect(shown).toMatchObject({ body: '<b>bold</b>', format: 'html' })
  })
})
