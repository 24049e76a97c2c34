import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { createTestDatabase, testServerUrl } from '../../testing/pg-database'
import { tempDir } from '../../testing/temp-dir'
import { linkPlatformAccount } from '../people'
import { drainNotifications, queueNotification } from './index'
import { NOTIFY_MAX_ATTEMPTS, notifyRetryAfter } from './worker'

const rowsOf = (gateway: TestGateway, eventKey: string) =>
  gateway.ctx.db
    .selectFrom('notify_delivery')
    .selectAll()
    .where('dedupe_key', 'like', `${eventKey}:%`)
    .orderBy('channel')
    .execute()
const mailsTo = (gateway: TestGateway, address: string) =>
  gateway.ctx.integrations.outbox!.list().filter((m) => m.kind === 'mail' && m.to.includes(address))
const userId = async (gateway: TestGateway, name: string) =>
  await gateway.ctx.db
    .selectFrom('app_user')
    .select(['id', 'email'])
    .where('user_name', '=', name)
    .executeTakeFirstOrThrow()

const hostOf = (gateway: TestGateway) => new URL(gateway.ctx.config.shellOrigin).hostname
let seq = 0
const event = () => `test:${Date.now()}:${seq++}`
const notice = (tenantId: number, userIds: number[], eventKey: string) => ({
  tenantId,
  kind: 'approvalDecided' as const,
  template: 'approvalApproved' as const,
  userIds,
  params: { title: 'Annual leave 3 days' },
  link: '/portal/approval/center/requests/abc',
  eventKey,
  inPortal: false,
})

describe('the notification outbox', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  afterEach(() => {
    vi.restoreAllMocks()
    gateway.setNow(gateway.ctx.now() + 2 * 60 * 60 * 1000)
  })
  const later = (ms: number) => gateway.setNow(gateway.ctx.now() + ms)

  it('queues one row per person and channel, and nothing more when the same event is queued again', async () => {
    const staff = await userId(gateway, 'staff')
    const key = event()
    expect(await queueNotification(gateway.ctx, notice(1, [staff.id], key))).toBe(1)
    expect(await queueNotification(gateway.ctx, notice(1, [staff.id], key))).toBe(0)
    await drainNotifications(gateway.ctx)
    expect(await queueNotification(gateway.ctx, notice(1, [staff.id, staff.id], key))).toBe(0)
    expect(await rowsOf(gateway, key)).toMatchObject([
      { channel: 'email', destination: staff.email, state: 'sent', attempts: 1 },
    ])
    expect(mailsTo(gateway, staff.email).filter((m) => m.subject === '审批通过：Annual leave 3 days')).toHaveLength(1)
  })

  it('tries a mail the server refused again after 30 s, then 1 min, and then sends it once, with a stable Message-ID and the link as a button', async () => {
    const staff = await userId(gateway, 'staff')
    const { mail } = gateway.ctx.integrations
    const send = mail.send.bind(mail)
    const ids: Array<string | undefined> = []
    let failures = 2
    vi.spyOn(mail, 'send').mockImplementation(async (message) => {
      ids.push(message.messageId)
      if (failures-- > 0) throw new Error('421 mail server busy')
      await send(message)
    })
    const before = mailsTo(gateway, staff.email).length
    const key = event()
    await queueNotification(gateway.ctx, notice(1, [staff.id], key))
    await drainNotifications(gateway.ctx)
    expect((await rowsOf(gateway, key))[0]).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'mail|421 mail server busy',
    })
    later(notifyRetryAfter(1) - 1)
    await drainNotifications(gateway.ctx)
    expect((await rowsOf(gateway, key))[0]).toMatchObject({ attempts: 1 })
    later(1)
    await drainNotifications(gateway.ctx)
    expect((await rowsOf(gateway, key))[0]).toMatchObject({ state: 'queued', attempts: 2 })
    later(notifyRetryAfter(2))
    await drainNotifications(gateway.ctx)
    const [row] = await rowsOf(gateway, key)
    expect(row).toMatchObject({ state: 'sent', attempts: 3, last_error: '' })
    const mails = mailsTo(gateway, staff.email)
    expect(mails.length).toBe(before + 1)
    expect(new Set(ids)).toEqual(new Set([`<notify-1-${row.id}@${hostOf(gateway)}>`]))
    expect(mails[0].messageId).toBe(`<notify-1-${row.id}@${hostOf(gateway)}>`)
    const link = `${gateway.ctx.config.shellOrigin}/portal/approval/center/requests/abc`
    expect(mails[0].text).toContain(link)
    expect(mails[0].html).toContain(`href="${link}"`)
  })

  it(`gives a delivery up after ${NOTIFY_MAX_ATTEMPTS} tries, shows why in words, and an administrator's retry sends it`, async () => {
    const staff = await userId(gateway, 'staff')
    vi.spyOn(gateway.ctx.integrations.mail, 'send').mockRejectedValue(new Error('connection refused'))
    const key = event()
    await queueNotification(gateway.ctx, notice(1, [staff.id], key))
    for (let attempt = 1; attempt <= NOTIFY_MAX_ATTEMPTS; attempt++) {
      await drainNotifications(gateway.ctx)
      later(notifyRetryAfter(attempt))
    }
    const [row] = await rowsOf(gateway, key)
    expect(row).toMatchObject({ state: 'failed', attempts: NOTIFY_MAX_ATTEMPTS, last_error: 'mail|connection refused' })
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const list = await gateway.post('/gateway/message/web/notify/deliveries', { state: 'failed' }, admin, {
      'accept-language': 'en',
    })
    expect(list.body.result.rows.find((r: { id: string }) => r.id === row.id)).toMatchObject({
      state: 'failed',
      attempts: NOTIFY_MAX_ATTEMPTS,
      channel: 'email',
      kind: 'approvalDecided',
      recipient: '邓洋娟',
      error: { key: 'mail', text: 'The mail server did not accept it', detail: 'connection refused' },
    })
    vi.restoreAllMocks()
    expect((await gateway.post('/gateway/message/web/notify/retry', { id: row.id }, admin)).body.code).toBe(0)
    expect((await gateway.post('/gateway/message/web/notify/retry', { id: row.id }, admin)).body.code).toBe(411302)
    await drainNotifications(gateway.ctx)
    expect((await rowsOf(gateway, key))[0]).toMatchObject({ state: 'sent', attempts: 1 })
  })

  it("honours each person's choices and writes in the language they use the portal in", async () => {
    const staff = await userId(gateway, 'staff')
    const token = await gateway.login('staff', 'Staff@12345')
    await linkPlatformAccount(gateway.ctx.db, {
      tenantId: 1,
      platform: 'wecom',
      platformUserId: 'wx-staff',
      userId: staff.id,
      now: gateway.ctx.now(),
    })
    // The shell sends its language with every request: the person's notices follow it.
    const saved = await gateway.post(
      '/gateway/message/web/notify/savePreferences',
      { choices: [{ kind: 'approvalDecided', channel: 'email', enabled: false }] },
      token,
      { 'accept-language': 'en' },
    )
    expect(saved.body.code).toBe(0)
    const mine = (await gateway.post('/gateway/message/web/notify/preferences', {}, token)).body.result
    expect(mine.kinds.find((k: { kind: string }) => k.kind === 'approvalDecided')).toEqual({
      kind: 'approvalDecided',
      email: false,
      platform: true,
    })
    expect(mine.kinds.find((k: { kind: string }) => k.kind === 'announcement')).toEqual({
      kind: 'announcement',
      email: false,
      platform: true,
    })
    expect(mine).toMatchObject({ hasEmail: true, platforms: ['wecom'] })
    const key = event()
    await queueNotification(gateway.ctx, notice(1, [staff.id], key))
    await drainNotifications(gateway.ctx)
    const rows = await rowsOf(gateway, key)
    expect(rows).toMatchObject([
      {
        channel: 'wecom',
        destination: 'wx-staff',
        lang: 'en',
        subject: 'Approved: Annual leave 3 days',
        state: 'sent',
      },
    ])
    // Back to Chinese in the shell: the next notice is in Chinese.
    await gateway.post('/gateway/message/web/notify/preferences', {}, token, { 'accept-language': 'zh-CN' })
    const next = event()
    await queueNotification(gateway.ctx, notice(1, [staff.id], next))
    expect(await rowsOf(gateway, next)).toMatchObject([{ lang: 'zh', subject: '审批通过：Annual leave 3 days' }])
    // A browser's own Accept-Language (a download in a hidden frame) is not a choice.
    await gateway.post('/gateway/message/web/notify/preferences', {}, token, { 'accept-language': 'en-US,en;q=0.9' })
    const third = event()
    await queueNotification(gateway.ctx, notice(1, [staff.id], third))
    expect((await rowsOf(gateway, third))[0].lang).toBe('zh')
  })

  it('leaves out accounts of other tenants', async () => {
    const staff = await userId(gateway, 'staff')
    const key = event()
    expect(await queueNotification(gateway.ctx, notice(2, [staff.id], key))).toBe(0)
  })
})

describe('the notification outbox across workers and a restart', () => {
  it('sends each row once with two gateways on one database, and a gateway started next sends nothing again', async () => {
    const dir = tempDir()
    const server = testServerUrl()
    const pg = server ? await createTestDatabase(server) : null
    const overrides = { dataDir: dir.path, databaseUrl: pg?.url ?? null }
    try {
      const first = await startTestGateway(overrides)
      const second = await startTestGateway(overrides)
      // The tenant's accounts with an e-mail address (one without, like the demo outsourced worker, gets a skipped row).
      const users = await first.ctx.db
        .selectFrom('user_tenant')
        .innerJoin('app_user', 'app_user.id', 'user_tenant.user_id')
        .select('user_tenant.user_id')
        .where('user_tenant.tenant_id', '=', 1)
        .where('app_user.email', 'is not', null)
        .where('app_user.email', '!=', '')
        .execute()
      const key = event()
      const queued = await queueNotification(
        first.ctx,
        notice(
          1,
          users.map((u) => u.user_id),
          key,
        ),
      )
      expect(queued).toBeGreaterThan(1)
      await Promise.all([drainNotifications(first.ctx), drainNotifications(second.ctx)])
      const sent = [first, second]
        .flatMap((g) => g.ctx.integrations.outbox!.list())
        .filter((m) => m.subject === '审批通过：Annual leave 3 days')
      expect(sent).toHaveLength(queued)
      expect(new Set(sent.map((m) => m.messageId)).size).toBe(queued)
      await first.close()
      await second.close()

      const third = await startTestGateway(overrides)
      try {
        third.setNow(Date.now() + 24 * 60 * 60 * 1000)
        await drainNotifications(third.ctx)
        expect(
          third.ctx.integrations.outbox!.list().filter((m) => m.subject === '审批通过：Annual leave 3 days'),
        ).toEqual([])
        const rows = await third.ctx.db
          .selectFrom('notify_delivery')
          .select(['state', 'attempts'])
          .where('dedupe_key', 'like', `${key}:%`)
          .execute()
        expect(rows.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true)
      } finally {
        await third.close()
      }
    } finally {
      await pg?.drop()
      dir.remove()
    }
  })

  it('sends a row taken by a worker that died again only after its lease, with the same Message-ID', async () => {
    const dir = tempDir()
    const server = testServerUrl()
    const pg = server ? await createTestDatabase(server) : null
    const overrides = { dataDir: dir.path, databaseUrl: pg?.url ?? null }
    try {
      const gateway = await startTestGateway(overrides)
      try {
        const staff = await userId(gateway, 'staff')
        const key = event()
        const now = gateway.ctx.now()
        // A worker took the row and died before marking it: its lease holds the row back from the others (queued and
        // taken in one transaction, so this gateway's own worker never sees it free).
        await gateway.ctx.db.transaction().execute(async (trx) => {
          await queueNotification({ db: trx, now: () => now }, notice(1, [staff.id], key))
          await trx
            .updateTable('notify_delivery')
            .set({ next_at: now + 5 * 60 * 1000 })
            .where('dedupe_key', 'like', `${key}:%`)
            .execute()
        })
        const [row] = await rowsOf(gateway, key)
        await drainNotifications(gateway.ctx)
        expect(mailsTo(gateway, staff.email)).toEqual([])
        gateway.setNow(now + 5 * 60 * 1000)
        await drainNotifications(gateway.ctx)
        expect(mailsTo(gateway, staff.email).map((m) => m.messageId)).toEqual([
          `<notify-1-${row.id}@${hostOf(gateway)}>`,
        ])
      } finally {
        await gateway.close()
      }
    } finally {
      await pg?.drop()
      dir.remove()
    }
  })
})
