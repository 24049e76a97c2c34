import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTIVITY_WRITE_MS } from '../../core/auth/idle'
import { hashToken } from '../../core/auth/token'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const TOKEN_INFO = '/gateway/uac/web/getTokenInfo'
const KEEP_ALIVE = '/gateway/uac/web/session/keepAlive'
const MINUTE = 60_000

describe('inactivity timeout per tenant', () => {
  let gateway: TestGateway
  let start: number
  let admin: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  })
  afterAll(() => gateway.close())

  /** A fresh staff session opened at `at`. */
  async function sessionAt(at: number) {
    gateway.setNow(at)
    return gateway.login('staff', 'Staff@12345')
  }
  const lastActive = async (token: string) =>
    Number(
      (
        await gateway.ctx.db
          .selectFrom('session')
          .select('last_active_at')
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirstOrThrow()
      ).last_active_at,
    )
  const revokedAt = async (token: string) =>
    (
      await gateway.ctx.db
        .selectFrom('session')
        .select('revoked_at')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow()
    ).revoked_at

  it("refuses and ends a session idle past its tenant's timeout (30 minutes by default), never before it", async () => {
    start = Date.now()
    const [kept, idle] = [await sessionAt(start), await sessionAt(start)]
    // The stored last use may be a minute behind the real one: the session lasts its timeout plus that minute.
    gateway.setNow(start + 30 * MINUTE + ACTIVITY_WRITE_MS)
    expect((await gateway.post(TOKEN_INFO, {}, kept)).body.code).toBe(0)
    gateway.setNow(start + 30 * MINUTE + ACTIVITY_WRITE_MS + 1)
    expect((await gateway.post(TOKEN_INFO, {}, idle)).body.code).toBe(401001)
    expect(await revokedAt(idle)).toBe(start + 30 * MINUTE + ACTIVITY_WRITE_MS + 1)
    // Ended, not just refused: turning the clock back does not bring it back.
    gateway.setNow(start)
    expect((await gateway.post(TOKEN_INFO, {}, idle)).body.code).toBe(401001)
  })

  it('counts every request as use, written at most once a minute', async () => {
    start = Date.now() + 3_600_000
    const token = await sessionAt(start)
    gateway.setNow(start + 50_000)
    expect((await gateway.post(TOKEN_INFO, {}, token)).body.code).toBe(0)
    expect(await lastActive(token)).toBe(start)
    gateway.setNow(start + MINUTE)
    expect((await gateway.post(TOKEN_INFO, {}, token)).body.code).toBe(0)
    expect(await lastActive(token)).toBe(start + MINUTE)
    // Idle is counted from that use.
    gateway.setNow(start + MINUTE + 31 * MINUTE)
    expect((await gateway.post(TOKEN_INFO, {}, token)).body.code).toBe(0)
  })

  it("keeps a session alive on the shell's keep-alive (written when ten seconds old) and answers the tenant's timeout", async () => {
    start = Date.now() + 2 * 3_600_000
    const token = await sessionAt(start)
    gateway.setNow(start + 5_000)
    expect((await gateway.post(KEEP_ALIVE, {}, token)).body).toEqual({
      code: 0,
      msg: 'success',
      result: { idleMinutes: 30 },
    })
    expect(await lastActive(token)).toBe(start)
    gateway.setNow(start + 20_000)
    await gateway.post(KEEP_ALIVE, {}, token)
    expect(await lastActive(token)).toBe(start + 20_000)
    expect((await gateway.post(KEEP_ALIVE, {}, 'no-such-token')).body.code).toBe(401001)
  })

  it('follows the timeout a company administrator sets, from 5 to 480 minutes, for every session of the tenant', async () => {
    start = Date.now() + 3 * 3_600_000
    gateway.setNow(start)
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const save = (minutes: unknown, token = admin) =>
      gateway.post('/gateway/joyhr/web/companySetting/saveSessionTimeout', { minutes }, token)
    for (const minutes of [4, 481, 30.5, 'x']) expect((await save(minutes)).status, String(minutes)).toBe(400)
    const staff = await sessionAt(start)
    expect((await save(10, staff)).body.code).toBe(403001)
    expect((await save(5)).body).toEqual({ code: 0, msg: 'success', result: { minutes: 5 } })
    expect((await gateway.post('/gateway/joyhr/web/companySetting/sessionTimeout', {}, admin)).body.result).toEqual({
      minutes: 5,
      min: 5,
      max: 480,
    })
    expect((await gateway.post(KEEP_ALIVE, {}, staff)).body.result).toEqual({ idleMinutes: 5 })
    gateway.setNow(start + 5 * MINUTE + ACTIVITY_WRITE_MS + 1)
    expect((await gateway.post(TOKEN_INFO, {}, staff)).body.code).toBe(401001)
    // The administrator's own session was idle as long: a new one sets the default back.
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    expect((await save(30)).body.code).toBe(0)
  })
})
