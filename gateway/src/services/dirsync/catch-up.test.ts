import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSimulator } from '../../integrations/messaging/simulators/http-server'
import type { TestGateway } from '../../testing/test-gateway'
import { runDueCatchups, settledRuns } from './index'
import { directoryChecks } from './test-helpers'
import { startWecomFixture, type WecomFixture } from './wecom-fixture'

describe('directory sync: departures, the catch-up sync, the older product and other tenants', () => {
  let fx: WecomFixture
  let gateway: TestGateway
  let simulator: RunningSimulator
  let callbackUrl: string
  const post = (path: string, body: unknown, token?: string) => fx.post(path, body, token)
  const settings = () => fx.settings
  const console = (body: Record<string, unknown>) => fx.console(body)
  const { db, staffWith, counts } = directoryChecks(() => gateway)

  beforeAll(async () => {
    fx = await startWecomFixture()
    ;({ gateway, simulator, callbackUrl } = fx)
    // Linked to the platform's directory by a first full sync.
    await fx.fullSync()
  })
  afterAll(() => fx?.close())

  it('dry-runs a departure as a disable step with before and after, and writes nothing', async () => {
    await fetch(`${simulator.url}/sim/callback-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: '' }),
    })
    await console({ action: 'removeMember', userId: 'wx-sunba' })
    const before = await counts()
    const plan = (await post('sync/dryRun', { platform: 'wecom' })).result.steps
    expect(plan.find((step: any) => step.platformId === 'wx-sunba')).toMatchObject({
      action: 'disable',
      reason: 'No longer on the platform',
    })
    expect(await counts()).toEqual(before)
    expect((await staffWith('13700000003'))!.status).toBe(1)
  })

  it('runs the catch-up sync when it is due, once when two processes tick at the same time', async () => {
    const scheduled = async () =>
      (
        await db()
          .selectFrom('dirsync_run')
          .select('id')
          .where('tenant_id', '=', 1)
          .where('trigger', '=', 'schedule')
          .execute()
      ).length
    expect(await runDueCatchups(gateway.ctx)).toBe(0)
    await post('config/save', { ...settings(), appSecret: '', catchupMinutes: 5 })
    await db()
      .updateTable('dirsync_connector')
      .set({ last_catchup_at: Date.now() })
      .where('tenant_id', '=', 1)
      .execute()
    expect(await runDueCatchups(gateway.ctx)).toBe(0)
    try {
      gateway.setNow(Date.now() + 6 * 60_000)
      const started = await Promise.all([runDueCatchups(gateway.ctx), runDueCatchups(gateway.ctx)])
      expect(started[0] + started[1]).toBe(1)
      await settledRuns(gateway.ctx)
      expect(await scheduled()).toBe(1)
      expect(await runDueCatchups(gateway.ctx)).toBe(0)
    } finally {
      gateway.setNow(Date.now())
      await post('config/save', { ...settings(), appSecret: '', catchupMinutes: 0 })
    }
  })

  it("checks and imports the older product's export through the same matching and log", async () => {
    const before = await counts()
    const check = (await post('oldData/check', {})).result
    expect(check.ok).toBe(true)
    const byId = Object.fromEntries(check.steps.map((step: any) => [`${step.kind}:${step.platformId}`, step]))
    expect(byId['unit:110']).toMatchObject({ action: 'create', name: '质量管理部' })
    expect(byId['member:u-dengyj']).toMatchObject({ action: 'move' })
    expect(byId['member:u-zhouj']).toMatchObject({ action: 'create' })
    expect(byId['member:u-zhengy']).toMatchObject({
      action: 'none',
      reason: 'Disabled or not active on the platform; not created',
    })
    expect(await counts()).toEqual(before)
    const started = await post('oldData/sync', {})
    await settledRuns(gateway.ctx)
    expect((await post('sync/run', { runId: started.result.runId })).result).toMatchObject({
      trigger: 'old-product',
      status: 'done',
      counts: { created: 4, moved: 1, failed: 0 },
    })
    expect(await staffWith('13600000001')).toMatchObject({ name: '周九', job_number: 'OLD001', status: 1 })
    expect((await post('sync/runs', { platform: 'old-product' })).result.total).toBe(1)
    const wrong = gateway.ctx.integrations.oldProduct.directory!
    gateway.ctx.integrations.oldProduct.directory = { ...wrong, token: 'wrong' }
    try {
      expect((await post('oldData/check', {})).result).toEqual({
        ok: false,
        message: "The older product's export could not be read; check its address and token",
        steps: [],
      })
    } finally {
      gateway.ctx.integrations.oldProduct.directory = wrong
    }
  })

  it("keeps every route to the caller's tenant and function", async () => {
    const tenant2 = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await post('config/get', { platform: 'wecom' }, tenant2)).result.connector).toBeNull()
    expect((await post('sync/runs', {}, tenant2)).result.total).toBe(0)
    // The older product's import in tenant 2 writes tenant 2's staff only.
    const tenant1Staff = await db().selectFrom('employee').select('id').where('tenant_id', '=', 1).execute()
    await post('oldData/sync', {}, tenant2)
    await settledRuns(gateway.ctx)
    expect(await db().selectFrom('employee').select('id').where('tenant_id', '=', 1).execute()).toEqual(tenant1Staff)
    expect((await post('sync/runs', {}, tenant2)).result.list.map((run: { trigger: string }) => run.trigger)).toEqual([
      'old-product',
    ])
    const runId = (await post('sync/runs', {})).result.list[0].id
    expect((await post('sync/run', { runId }, tenant2)).code).toBe(411203)
    expect((await post('sync/records', { runId }, tenant2)).code).toBe(411203)
    expect((await post('sync/retry', { runId }, tenant2)).code).toBe(411203)
    expect((await post('sync/dryRun', { platform: 'wecom' }, tenant2)).code).toBe(411201)
    expect((await post('sync/start', { platform: 'wecom' }, tenant2)).code).toBe(411201)
    expect((await post('apps', { platform: 'wecom' }, tenant2)).code).toBe(411201)
    const staff = await gateway.login('staff', 'Staff@12345')
    for (const path of [
      'config/get',
      'config/save',
      'config/test',
      'apps',
      'sync/dryRun',
      'sync/start',
      'sync/runs',
      'oldData/check',
      'oldData/sync',
    ]) {
      expect((await post(path, { ...settings() }, staff)).code, path).toBe(403001)
    }
    // A callback names its tenant in the path: tenant 2 has no connector, so WeCom's signed callback for tenant 1 is not found there.
    const other = await fetch(callbackUrl.replace(/\/1$/, '/2'), {
      method: 'POST',
      body: '<xml/>',
      headers: { 'content-type': 'text/xml' },
    })
    expect(other.status).toBe(404)
  })
})
