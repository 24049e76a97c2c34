import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../../../../core/auth/token'
import { startTestGateway, type TestGateway } from '../../../../testing/test-gateway'

if (!process.env.TEST_DATABASE_URL) throw new Error('the resync test needs TEST_DATABASE_URL')

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25))
}

/** An open notice stream: its notice titles, and whether the server ended it. */
async function follow(base: string, token: string) {
  const controller = new AbortController()
  const response = await fetch(`${base}/gateway/message/web/notice/stream`, {
    headers: { token },
    signal: controller.signal,
  })
  const stream = { titles: [] as string[], ended: false, stop: () => controller.abort() }
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (done) {
        stream.ended = true
        return
      }
      for (const match of decoder.decode(value, { stream: true }).matchAll(/"title":"([^"]*)"/g))
        stream.titles.push(match[1])
    }
  })()
  return stream
}

describe('notice streams after the bus lost its PostgreSQL listener', () => {
  let gateway: TestGateway
  let base: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    base = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => gateway.close())

  it('every stream catches up on the notices it missed and re-checks its session once the listener is back', async () => {
    gateway.setNow(Date.now())
    const [staffToken, hrToken] = [
      await gateway.login('staff', 'Staff@12345'),
      await gateway.login('hr', 'Hr@123456789', { tenantId: 1 }),
    ]
    const [staff, hr] = [await follow(base, staffToken), await follow(base, hrToken)]
    await new Promise((resolve) => setTimeout(resolve, 300))
    const now = gateway.ctx.now() + 1
    gateway.setNow(now)
    // Written while no message could reach this process: a notice for staff, and hr's session revoked.
    const id = '00000000-0000-4000-8000-000000000048'
    await gateway.ctx.db
      .insertInto('notice')
      .values({
        tenant_id: 1,
        id,
        channel: 'announcement',
        title: 'Missed',
        body: '<p>x</p>',
        must_read: 0,
        countdown_seconds: 0,
        publisher_id: 1,
        publisher_name: 'admin',
        audience_type: 'users',
        audience_ids: '[2]',
        source_app: '',
        created_at: now,
      })
      .execute()
    await gateway.ctx.db
      .insertInto('notice_receipt')
      .values({
        tenant_id: 1,
        user_id: 2,
        notice_id: id,
        channel: 'announcement',
        must_read: 0,
        created_at: now,
        shown_at: null,
        read_at: null,
        confirmed_at: null,
      })
      .execute()
    // Without the change trigger's message either (replica mode skips triggers), as if it was lost with the link.
    await gateway.ctx.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx)
      await trx.updateTable('session').set({ revoked_at: now }).where('token_hash', '=', hashToken(hrToken)).execute()
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(staff.titles).toEqual([])
    expect(hr.ended).toBe(false)

    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'listen hr_portal_bus' and pid <> pg_backend_pid()`.execute(
      gateway.ctx.db,
    )
    await until(() => staff.titles.length > 0 && hr.ended)
    expect(staff.titles).toEqual(['Missed'])
    expect(hr.ended).toBe(true)
    expect(staff.ended).toBe(false)
    staff.stop()
  })
})
