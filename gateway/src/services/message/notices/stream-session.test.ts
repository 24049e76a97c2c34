import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPostgres } from '../../../core/db/dialect'
import { sessionsEnded } from '../../../core/auth/session-ends'
import { hashToken } from '../../../core/auth/token'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { noticeHubOf } from './live/hub'

/** An open stream: `ended` turns true when the server ends the response. */
interface Stream {
  ended: boolean
  endedAt: number
}

function follow(body: ReadableStream<Uint8Array>): Stream {
  const stream: Stream = { ended: false, endedAt: 0 }
  const reader = body.getReader()
  void (async () => {
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }))
      if (done) {
        stream.ended = true
        stream.endedAt = Date.now()
        return
      }
    }
  })()
  return stream
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25))
}

describe('a notice stream ends with its session', () => {
  let gateway: TestGateway
  let base: string
  const controllers: AbortController[] = []

  beforeAll(async () => {
    gateway = await startTestGateway()
    base = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    for (const controller of controllers) controller.abort()
    await gateway.close()
  })

  async function open(token: string): Promise<Stream> {
    const controller = new AbortController()
    controllers.push(controller)
    const response = await fetch(`${base}/gateway/message/web/notice/stream`, {
      headers: { token },
      signal: controller.signal,
    })
    expect(response.status).toBe(200)
    const stream = follow(response.body!)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(stream.ended).toBe(false)
    return stream
  }

  it('ends at once when its session signs out; another session of the same user keeps its stream', async () => {
    const [one, two] = [
      await gateway.login('hr', 'Hr@123456789', { tenantId: 1 }),
      await gateway.login('hr', 'Hr@123456789', { tenantId: 1 }),
    ]
    const [first, second] = [await open(one), await open(two)]
    const signedOut = Date.now()
    expect((await gateway.post('/gateway/loginOut', {}, one)).body.code).toBe(0)
    await until(() => first.ended, 2000)
    expect(first.ended).toBe(true)
    expect(first.endedAt - signedOut).toBeLessThan(1000)
    await new Promise((resolve) => setTimeout(resolve, 1700))
    expect(second.ended).toBe(false)
  })

  it('ends when a password change in another session revokes it; the changing session keeps its stream', async () => {
    const [kept, revoked] = [await gateway.login('staff', 'Staff@12345'), await gateway.login('staff', 'Staff@12345')]
    const [keptStream, revokedStream] = [await open(kept), await open(revoked)]
    const changed = await gateway.post(
      '/gateway/uac/account/updatePassword',
      { oldPassword: 'Staff@12345', newPassword: 'Tiger@Lake42' },
      kept,
    )
    expect(changed.body.code).toBe(0)
    await until(() => revokedStream.ended, 2000)
    expect(revokedStream.ended).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 1700))
    expect(keptStream.ended).toBe(false)
  })

  it("ends at once when its company is disabled; the same user's stream in another company's tenant stays", async () => {
    // Tenant 2 moves to a company of its own, so disabling that company ends only tenant 2's sessions.
    await gateway.ctx.db.insertInto('company').values({ id: 9, name: 'Stream Test Co.' }).execute()
    await gateway.ctx.db.updateTable('tenant').set({ company_id: 9 }).where('id', '=', 2).execute()
    const operator = await gateway.login('operator', 'Operator@12345', { tenantId: 1 })
    const [inOne, inTwo] = [
      await open(await gateway.login('admin', 'Admin@12345', { tenantId: 1 })),
      await open(await gateway.login('admin', 'Admin@12345', { tenantId: 2 })),
    ]
    const disabled = Date.now()
    expect(
      (await gateway.post('/gateway/tum/web/company/setStatus', { companyId: 9, status: 'disabled' }, operator)).body
        .code,
    ).toBe(0)
    await until(() => inTwo.ended, 2000)
    expect(inTwo.ended).toBe(true)
    expect(inTwo.endedAt - disabled).toBeLessThan(1000)
    await new Promise((resolve) => setTimeout(resolve, 1700))
    expect(inOne.ended).toBe(false)
  })

  it('ends at once when its user signs it out from their list of sessions; the signing session keeps its stream', async () => {
    const [here, there] = [
      await gateway.login('manager', 'Manager@12345'),
      await gateway.login('manager', 'Manager@12345'),
    ]
    const [kept, ended] = [await open(here), await open(there)]
    const rows = (await gateway.post('/gateway/uac/account/sessions/list', {}, here)).body.result as Array<{
      id: string
      current: boolean
    }>
    const signedOut = Date.now()
    expect(
      (await gateway.post('/gateway/uac/account/sessions/signOut', { id: rows.find((row) => !row.current)!.id }, here))
        .body.code,
    ).toBe(0)
    await until(() => ended.ended, 2000)
    expect(ended.endedAt - signedOut).toBeLessThan(1000)
    await new Promise((resolve) => setTimeout(resolve, 1700))
    expect(kept.ended).toBe(false)
  })

  it("ends at its session's expiry, by the hub's one deadline timer", async () => {
    const token = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const expiresAt = gateway.ctx.now() + 1500
    await gateway.ctx.db
      .updateTable('session')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', hashToken(token))
      .execute()
    const opened = Date.now()
    const stream = await open(token)
    // The test gateway's clock stands still: it is moved to the expiry, and the timer fires when that time has passed.
    gateway.setNow(expiresAt)
    await until(() => stream.ended, 4000)
    expect(stream.ended).toBe(true)
    expect(stream.endedAt - opened).toBeGreaterThanOrEqual(1400)
  })

  it("ends once its session has been idle past the tenant's timeout, when the deadline timer fires", async () => {
    const token = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const stream = await open(token)
    gateway.setNow(gateway.ctx.now() + 32 * 60_000)
    // The timer is set for 31 minutes of real time from the stream's opening: the test fires it.
    noticeHubOf(gateway.ctx).checkDue()
    await until(() => stream.ended, 2000)
    expect(stream.ended).toBe(true)
    expect((await gateway.post('/gateway/uac/web/getTokenInfo', {}, token)).body.code).toBe(401001)
  })

  it('ends when another gateway process revokes the session and says so on the bus', async () => {
    gateway.setNow(Date.now())
    const token = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const stream = await open(token)
    // Written straight to the database, as another process would, then its message on the bus. On PostgreSQL the
    // write goes without its change trigger's message as well (replica mode skips triggers): only the bus tells.
    await gateway.ctx.db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) await sql`set local session_replication_role = replica`.execute(trx)
      await trx
        .updateTable('session')
        .set({ revoked_at: gateway.ctx.now() })
        .where('token_hash', '=', hashToken(token))
        .execute()
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(stream.ended).toBe(false)
    await sessionsEnded(gateway.ctx.bus, { userIds: [1] })
    await until(() => stream.ended, 2000)
    expect(stream.ended).toBe(true)
  })
})
