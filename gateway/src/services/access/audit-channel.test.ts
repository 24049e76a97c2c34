import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { AUDIT_BATCH_REFUSED, AUDIT_CHANNEL_REFUSED, CHANNELS_PER_SESSION } from './audit-channel'

const CHANNEL = '/gateway/joyhr/web/bridgeAudit/channel'
const BATCH = '/gateway/joyhr/web/bridgeAudit/batch'
const SHELL = { origin: 'http://localhost:4100' }
const record = (at: number) => ({
  app: 'system',
  origin: 'http://127.0.0.1:4101',
  method: 'env.get',
  capability: 'env',
  decision: 'allow',
  at,
})
const sign = (key: string, channel: string, seq: number, records: unknown[]) =>
  createHmac('sha256', Buffer.from(key, 'base64url'))
    .update(`${channel}\n${seq}\n${JSON.stringify(records)}`)
    .digest('hex')

describe('signed bridge audit batches', () => {
  let gateway: TestGateway
  let staff: string
  /** The channel secret each sign-in set as its cookie, by token: what the browser that signed in sends. */
  const secrets = new Map<string, string>()
  /** Signs in to tenant 1 as the shell does, keeping the channel secret's cookie. */
  async function signIn(account: string, password: string): Promise<string> {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/uac/account/login',
      payload: { account, password, tenantId: 1 },
    })
    const token = answer.json().result.token as string
    secrets.set(token, answer.cookies.find((c) => c.name === 'sso_sys_channel')!.value)
    return token
  }
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await signIn('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  const open = async (token: string, cookie = true) =>
    (
      await gateway.post(CHANNEL, {}, token, {
        ...SHELL,
        ...(cookie ? { cookie: `sso_sys_channel=${secrets.get(token)}` } : {}),
      })
    ).body
  const batch = (token: string, body: object) => gateway.post(BATCH, body, token, SHELL)
  const stored = (at: number) => gateway.ctx.db.selectFrom('bridge_audit').select('id').where('at', '=', at).execute()
  const refusals = (reason: string) =>
    gateway.ctx.db
      .selectFrom('bridge_audit')
      .select(['app', 'decision', 'count'])
      .where('reason', '=', reason)
      .execute()

  it('stores a batch signed with the channel key under a new number, and refuses it sent again', async () => {
    const { result } = await open(staff)
    const records = [record(101)]
    const body = { channel: result.channel, seq: 1, sig: sign(result.key, result.channel, 1, records), records }
    expect((await batch(staff, body)).body.code).toBe(0)
    const again = await batch(staff, body)
    expect(again.status).toBe(403)
    expect(again.body).toEqual({ code: AUDIT_BATCH_REFUSED, msg: '审计批次被拒绝：replayed audit batch' })
    expect(await stored(101)).toHaveLength(1)
    expect(await refusals('replayed audit batch')).toEqual([{ app: '(portal)', decision: 'anomaly', count: 1 }])
    // Numbers only rise: a lower one is a replay too, a higher one passes.
    const later = [record(102)]
    expect(
      (
        await batch(staff, {
          channel: result.channel,
          seq: 5,
          sig: sign(result.key, result.channel, 5, later),
          records: later,
        })
      ).body.code,
    ).toBe(0)
    expect(
      (
        await batch(staff, {
          channel: result.channel,
          seq: 3,
          sig: sign(result.key, result.channel, 3, later),
          records: later,
        })
      ).status,
    ).toBe(403)
    expect((await refusals('replayed audit batch'))[0].count).toBe(2)
  })

  it('refuses records forged or changed without the key, and records each refusal', async () => {
    const { result } = await open(staff)
    const records = [record(201)]
    const forged = await batch(staff, {
      channel: result.channel,
      seq: 1,
      sig: sign('bm90IHRoZSBrZXk', result.channel, 1, records),
      records,
    })
    expect(forged.body).toEqual({ code: AUDIT_BATCH_REFUSED, msg: '审计批次被拒绝：bad audit batch signature' })
    const signed = sign(result.key, result.channel, 1, records)
    expect(
      (
        await batch(staff, {
          channel: result.channel,
          seq: 1,
          sig: signed,
          records: [{ ...record(201), decision: 'deny' }],
        })
      ).status,
    ).toBe(403)
    expect((await batch(staff, { channel: result.channel, seq: 2, sig: signed, records })).status).toBe(403)
    expect(await stored(201)).toEqual([])
    expect((await refusals('bad audit batch signature'))[0].count).toBe(3)
    // The refusals used no number: the real batch still passes.
    expect((await batch(staff, { channel: result.channel, seq: 1, sig: signed, records })).body.code).toBe(0)
  })

  it("refuses another session's channel", async () => {
    const other = await signIn('staff', 'Staff@12345')
    const { result } = await open(other)
    const records = [record(301)]
    const answer = await batch(staff, {
      channel: result.channel,
      seq: 1,
      sig: sign(result.key, result.channel, 1, records),
      records,
    })
    expect(answer.body).toEqual({ code: AUDIT_BATCH_REFUSED, msg: '审计批次被拒绝：unknown audit channel' })
  })

  it('sets the channel secret at sign-in as a cookie of its own: httpOnly, SameSite=Strict, for the audit routes only, not the token', async () => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/uac/account/login',
      payload: { account: 'manager', password: 'Manager@12345', tenantId: 1 },
    })
    const cookie = answer.cookies.find((c) => c.name === 'sso_sys_channel')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/gateway/joyhr/web/bridgeAudit' })
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie!.value).not.toBe(answer.json().result.token)
    const stored = await gateway.ctx.db.selectFrom('session').select('channel_hash').execute()
    expect(JSON.stringify(stored)).not.toContain(cookie!.value)
  })

  it('opens channels only with the sign-in cookie, but the first one of a session signed in by a handed-over token', async () => {
    const token = await signIn('hr', 'Hr@123456789')
    // The token alone (no cookie: a /tokenLogin session) gets the session's first channel …
    const first = await open(token, false)
    expect(first.code).toBe(0)
    // … and never another: a script holding only the token cannot get a key.
    expect(await open(token, false)).toEqual({ code: AUDIT_CHANNEL_REFUSED, msg: '审计通道需要登录 Cookie' })
    expect(await refusals('audit channel asked without the sign-in cookie')).toEqual([
      { app: '(portal)', decision: 'anomaly', count: 1 },
    ])
    expect(
      (await gateway.post(CHANNEL, {}, token, { ...SHELL, cookie: 'sso_sys_channel=someone-else' })).body.code,
    ).toBe(AUDIT_CHANNEL_REFUSED)
    // The browser that signed in (it sends the cookie) opens one per page.
    expect((await open(token)).code).toBe(0)
    const rows = await gateway.ctx.db
      .selectFrom('bridge_audit_channel')
      .select('bound_by')
      .where('user_id', '=', 3)
      .orderBy('created_at')
      .execute()
    expect(rows.map((r) => r.bound_by)).toEqual(['first', 'cookie'])
  })

  it(`keeps the newest ${CHANNELS_PER_SESSION} channels of a session`, async () => {
    const token = await signIn('admin', 'Admin@12345')
    const ids: string[] = []
    for (let i = 0; i <= CHANNELS_PER_SESSION; i++) {
      gateway.setNow(gateway.ctx.now() + 1)
      ids.push((await open(token)).result.channel)
    }
    const kept = await gateway.ctx.db.selectFrom('bridge_audit_channel').select('id').where('user_id', '=', 1).execute()
    expect(kept).toHaveLength(CHANNELS_PER_SESSION)
    expect(kept.map((r) => r.id)).not.toContain(ids[0])
  })

  it('refuses a channel to a script holding only the token, though it sends the token as every cookie', async () => {
    const token = await signIn('manager', 'Manager@12345')
    expect((await open(token)).code).toBe(0)
    for (const cookie of [
      `sso_sys_token=${token}`,
      `sso_sys_channel=${token}`,
      `sso_sys_token=${token}; sso_sys_page=${token}; sso_sys_channel=${token}`,
    ]) {
      expect((await gateway.post(CHANNEL, {}, token, { ...SHELL, cookie })).body).toEqual({
        code: AUDIT_CHANNEL_REFUSED,
        msg: '审计通道需要登录 Cookie',
      })
    }
    // Another session's secret is no proof either.
    expect(
      (await gateway.post(CHANNEL, {}, token, { ...SHELL, cookie: `sso_sys_channel=${secrets.get(staff)}` })).body.code,
    ).toBe(AUDIT_CHANNEL_REFUSED)
  })
})
