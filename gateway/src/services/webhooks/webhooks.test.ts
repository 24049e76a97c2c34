import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appPseudonyms } from '../accounts'
import { signPayload } from './signature'
import { startWebhooksFixture } from './test-helpers'

type Fixture = Awaited<ReturnType<typeof startWebhooksFixture>>

describe("signed webhooks to an installed app's backend", () => {
  let f: Fixture
  let secret: string
  const hire = async (name: string, jobNumber: string) => {
    const position = await f.gateway.ctx.db
      .selectFrom('gangwei')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const values = {
      name,
      jobNumber,
      mobile: `137${jobNumber.replace(/\D/g, '').padStart(8, '0')}`,
      organ: position.organ_id,
      gangwei: position.id,
      entryDate: '2026-10-01',
    }
    const hired = (await f.gateway.post('/gateway/ums/web/entryUser/onboard', { values }, f.hr)).body
    expect(hired.code).toBe(0)
    return hired.result.id as number
  }

  beforeAll(async () => {
    f = await startWebhooksFixture()
    f.publish('1.0.0')
    await f.install()
  })
  afterAll(() => f.close())

  it('sends app.installed signed over timestamp.body with the secret shown once to the administrator', async () => {
    const [hit] = await f.delivered('app.installed')
    expect(hit.event).toMatchObject({ topic: 'app.installed', tenantId: 1, app: 'shop', data: { version: '1.0.0' } })
    expect(hit.headers['x-portal-webhook-id']).toBe(hit.event.id)
    expect(hit.headers['x-portal-webhook-topic']).toBe('app.installed')
    const timestamp = Number(hit.headers['x-portal-webhook-timestamp'])
    expect(Math.abs(timestamp - f.gateway.ctx.now() / 1000)).toBeLessThan(5)

    const shown = await f.hooks('secret', { code: 'shop' })
    secret = shown.result.secret
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    expect(hit.headers['x-portal-webhook-signature']).toBe(signPayload(secret, timestamp, hit.body))
    // Shown once: a second look is refused; a rotation answers a new one that signs from then on.
    expect(await f.hooks('secret', { code: 'shop' })).toMatchObject({ code: 400441 })
    const rotated = (await f.hooks('secret', { code: 'shop', rotate: true })).result.secret
    expect(rotated).not.toBe(secret)
    secret = rotated
    const log = (await f.hooks('log', { code: 'shop' })).result
    expect(log).toMatchObject({ url: f.receiver.url, topics: [], secretShown: true })
    expect(log.rows[0]).toMatchObject({ topic: 'app.installed', status: 'delivered', attempts: 1, lastStatus: 200 })
  })

  it("keeps tenants apart: another tenant's administrator sees no log, secret or test of this installation", async () => {
    for (const name of ['log', 'secret', 'test'])
      expect(await f.hooks(name, { code: 'shop' }, f.two)).toMatchObject({
        code: 400431,
        msg: 'The app "shop" is not installed in this tenant',
      })
    expect((await f.hooks('deletions', {}, f.two)).result.rows).toEqual([])
  })

  it('retries a failed delivery with growing waits and records each try; the test event is delivered', async () => {
    f.receiver.answer(503)
    const queued = await f.hooks('test', { code: 'shop' })
    expect(queued.code).toBe(0)
    await f.delivered()
    const row = () =>
      f.gateway.ctx.db
        .selectFrom('app_webhook_delivery')
        .selectAll()
        .where('id', '=', queued.result.id)
        .executeTakeFirstOrThrow()
    const first = await row()
    expect([first.status, first.attempts, first.last_status]).toEqual(['pending', 1, 503])
    expect(Number(first.next_at) - Number(first.tried_at)).toBe(30_000)
    f.gateway.setNow(Number(first.next_at))
    await f.delivered()
    const second = await row()
    expect([second.status, second.attempts]).toEqual(['pending', 2])
    expect(Number(second.next_at) - Number(second.tried_at)).toBe(60_000)
    f.receiver.answer(200)
    f.gateway.setNow(Number(second.next_at))
    const hits = await f.delivered('app.ping')
    expect(hits).toHaveLength(3)
    expect(new Set(hits.map((hit) => hit.event.id)).size).toBe(1)
    const last = hits[2]
    const ts = Number(last.headers['x-portal-webhook-timestamp'])
    expect(last.headers['x-portal-webhook-signature']).toBe(signPayload(secret, ts, last.body))
    expect((await row()).status).toBe('delivered')
  })

  it('gives a delivery up after a day of retries', async () => {
    f.receiver.answer(500)
    const queued = (await f.hooks('test', { code: 'shop' })).result.id
    const start = f.gateway.ctx.now()
    for (let i = 0; i < 40; i++) {
      await f.delivered()
      const row = await f.gateway.ctx.db
        .selectFrom('app_webhook_delivery')
        .selectAll()
        .where('id', '=', queued)
        .executeTakeFirstOrThrow()
      if (row.status !== 'pending') break
      f.gateway.setNow(Number(row.next_at))
    }
    const row = await f.gateway.ctx.db
      .selectFrom('app_webhook_delivery')
      .selectAll()
      .where('id', '=', queued)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('failed')
    expect(Number(row.tried_at) - start).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
    expect(Number(row.tried_at) - start).toBeGreaterThan(20 * 60 * 60 * 1000)
    f.receiver.answer(200)
    // Back to the day the sessions were opened on.
    f.gateway.setNow(start)
  })

  it('sends no HR event until the administrator consents to the version that asks for it', async () => {
    f.publish('2.0.0', {
      scopes: ['directory.read'],
      webhooks: { url: f.receiver.url, topics: ['staff.joined', 'staff.left'] },
    })
    await hire('未同意新人', 'WH0001')
    expect(await f.delivered('staff.joined')).toEqual([])

    await f.install()
    const [updated] = await f.delivered('app.updated')
    expect(updated.event.data).toMatchObject({ change: 'update', version: '2.0.0', scopes: ['directory.read'] })
    const id = await hire('回调新人', 'WH0002')
    const joined = await f.delivered('staff.joined')
    expect(joined).toHaveLength(1)
    const ids = await appPseudonyms(f.gateway.ctx.db, 1, 'shop')
    expect(joined[0].event.data).toMatchObject({ id: ids.ofStaff(id), name: '回调新人' })
    expect(joined[0].body).not.toContain(`"id":${id}`)

    const off = await f.gateway.post(
      '/gateway/ums/web/entryUser/offboard',
      { id, leaveDate: '2026-11-20', reason: '个人发展' },
      f.hr,
    )
    expect(off.body.code).toBe(0)
    const left = await f.delivered('staff.left')
    expect(left.map((hit) => hit.event.data)).toEqual([{ id: ids.ofStaff(id) }])
  })

  it('asks for deletion at uninstall and takes only a confirmation signed with the secret, in time', async () => {
    const idsBefore = (await appPseudonyms(f.gateway.ctx.db, 1, 'shop')).ofUser(2)
    expect((await f.apps('uninstall', { code: 'shop' })).code).toBe(0)
    const [gone] = await f.delivered('app.uninstalled')
    const deletion = gone.event.data.deletion
    expect(deletion).toMatchObject({
      id: expect.stringMatching(/^del_/),
      confirmPath: '/gateway/vendor/api/webhooks/deletion',
    })
    expect(Date.parse(deletion.deadline) - f.gateway.ctx.now()).toBe(30 * 24 * 60 * 60 * 1000)
    const confirm = (body: unknown) => f.gateway.post('/gateway/vendor/api/webhooks/deletion', body, undefined, f.en)
    const now = Math.floor(f.gateway.ctx.now() / 1000)
    const signed = (key: string, timestamp: number) => ({
      deletionId: deletion.id,
      timestamp,
      signature: signPayload(key, timestamp, deletion.id),
    })

    for (const bad of [
      signed('whsec_other', now),
      signed(secret, now - 3600),
      { ...signed(secret, now), timestamp: now + 1 },
    ]) {
      const refused = await confirm(bad)
      expect([refused.status, refused.body.code]).toEqual([401, 401120])
    }
    const listed = async () => (await f.hooks('deletions', {})).result.rows
    expect((await listed())[0]).toMatchObject({ code: 'shop', confirmedAt: null, keepIds: false })
    const ok = await confirm(signed(secret, now))
    expect(ok.body).toEqual({
      code: 0,
      result: { confirmed: true, confirmedAt: f.gateway.ctx.now() },
      msg: expect.any(String),
    })
    expect((await listed())[0]).toMatchObject({ code: 'shop', confirmedAt: f.gateway.ctx.now() })

    // Installed again: new pseudonymous ids, unless the administrator keeps them.
    await f.install()
    const idsAfter = (await appPseudonyms(f.gateway.ctx.db, 1, 'shop')).ofUser(2)
    expect(idsAfter).not.toBe(idsBefore)
    expect((await f.apps('uninstall', { code: 'shop' })).code).toBe(0)
    expect((await f.hooks('keep-ids', { code: 'never', keep: true })).code).toBe(400442)
    expect((await f.hooks('keep-ids', { code: 'shop', keep: true })).result).toEqual({ keep: true })
    await f.install()
    expect((await appPseudonyms(f.gateway.ctx.db, 1, 'shop')).ofUser(2)).toBe(idsAfter)
  })
})
