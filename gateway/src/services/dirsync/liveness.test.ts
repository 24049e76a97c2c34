import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShellSite } from '../../sites/shell-site'
import { closeInterruptedRuns } from './index'
import { startWecomFixture, type WecomFixture } from './wecom-fixture'

describe('a sync whose process was killed mid-run', () => {
  let f: WecomFixture
  beforeAll(async () => {
    f = await startWecomFixture()
  }, 30_000)
  afterAll(async () => {
    await f?.close()
  })

  /** What a killed process leaves: its run 'running' with its last heartbeat, and the connector's lease it held. */
  const killedRun = async (id: string, aliveAt: number) => {
    const db = f.gateway.ctx.db
    await db
      .insertInto('dirsync_run')
      .values({
        tenant_id: 1,
        id,
        platform: 'wecom',
        trigger: 'manual',
        dry_run: 0,
        user_id: 1,
        started_at: aliveAt,
        finished_at: null,
        status: 'running',
        counts: '{}',
        error: '',
        changes: '',
        lease_holder: `holder-${id}`,
        alive_at: aliveAt,
      })
      .execute()
    await db
      .updateTable('dirsync_connector')
      .set({ lease_holder: `holder-${id}`, lease_until: f.gateway.ctx.now() + 30 * 60_000 })
      .where('tenant_id', '=', 1)
      .where('platform', '=', 'wecom')
      .execute()
  }

  it('is closed as interrupted when the gateway starts, and its lease no longer blocks a full sync', async () => {
    const id = '00000000-0000-4000-8000-000000000001'
    await killedRun(id, f.gateway.ctx.now() - 5 * 60_000)
    expect((await f.post('sync/start', { platform: 'wecom' })).code).toBe(411202)
    const restarted = await buildShellSite(f.gateway.ctx)
    await restarted.ready()
    await restarted.close()
    expect((await f.post('sync/run', { runId: id })).result).toMatchObject({
      status: 'failed',
      error: 'The sync was interrupted (the server stopped); please run it again',
    })
    expect((await f.fullSync()).status).toBe('done')
  })

  it('keeps a run that is still alive in another process running, with its lease', async () => {
    const id = '00000000-0000-4000-8000-000000000002'
    await killedRun(id, f.gateway.ctx.now() - 10_000)
    expect(await closeInterruptedRuns(f.gateway.ctx)).toBe(0)
    expect((await f.post('sync/run', { runId: id })).result.status).toBe('running')
    expect((await f.post('sync/start', { platform: 'wecom' })).code).toBe(411202)
    // Silent for longer than a minute: closed by the next tick.
    f.gateway.setNow(f.gateway.ctx.now() + 2 * 60_000)
    try {
      expect(await closeInterruptedRuns(f.gateway.ctx)).toBe(1)
      expect((await f.fullSync()).status).toBe('done')
    } finally {
      f.gateway.setNow(Date.now())
    }
  })
})
