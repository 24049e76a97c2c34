import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { settledRuns } from './index'
import { directoryChecks } from './test-helpers'
import { startWecomFixture, type WecomFixture } from './wecom-fixture'

describe('directory sync: the first full sync and its retry', () => {
  let fx: WecomFixture
  let gateway: TestGateway
  const post = (path: string, body: unknown, token?: string) => fx.post(path, body, token)
  const console = (body: Record<string, unknown>) => fx.console(body)
  const { db, unitOf, staffWith } = directoryChecks(() => gateway)

  beforeAll(async () => {
    fx = await startWecomFixture()
    ;({ gateway } = fx)
  })
  afterAll(() => fx?.close())

  it('a first full sync creates the tree and the staff, links accounts, and logs every record', async () => {
    const started = await post('sync/start', { platform: 'wecom' })
    expect(started.code).toBe(0)
    await settledRuns(gateway.ctx)
    const run = (await post('sync/run', { runId: started.result.runId })).result
    expect(run).toMatchObject({ status: 'done', trigger: 'manual' })
    expect(run.counts.failed).toBe(1)
    const rd = await unitOf('3')
    expect(rd).toMatchObject({ name: '研发中心' })
    expect(await unitOf('5')).toMatchObject({ name: '移动开发组', parent_id: rd!.id })
    const zhaoliu = await staffWith('13700000001')
    expect(zhaoliu).toMatchObject({
      name: '赵六',
      email: 'zhaoliu@demo-corp.example',
      job_number: 'WX1001',
      organ_id: (await unitOf('5'))!.id,
      status: 1,
    })
    const account = await db()
      .selectFrom('app_user')
      .selectAll()
      .where('employee_id', '=', zhaoliu!.id)
      .executeTakeFirstOrThrow()
    expect(account.user_name).toBe('13700000001')
    const link = await db()
      .selectFrom('platform_account')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('platform_user_id', '=', 'wx-zhaoliu')
      .executeTakeFirstOrThrow()
    expect(link.user_id).toBe(account.id)
    // hr was matched by mobile (not created twice) and linked where the demo seed has it; admin's account linked.
    expect(
      await db()
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('phone', '=', '15086778828')
        .execute(),
    ).toHaveLength(1)
    expect(
      (
        await db()
          .selectFrom('platform_account')
          .select('user_id')
          .where('tenant_id', '=', 1)
          .where('platform_user_id', '=', 'wx-admin')
          .executeTakeFirstOrThrow()
      ).user_id,
    ).toBe(1)
    const failed = (await post('sync/records', { runId: started.result.runId, result: 'failed' })).result
    expect(failed).toEqual([
      expect.objectContaining({
        platformId: 'wx-nomobile',
        reason: 'The platform gives no mobile number for this person; the portal needs one to create the staff record',
      }),
    ])
    // A second full sync finds everything in step.
    const again = await post('sync/start', { platform: 'wecom' })
    await settledRuns(gateway.ctx)
    const second = (await post('sync/run', { runId: again.result.runId })).result.counts
    expect(second).toMatchObject({ created: 0, updated: 0, moved: 0, disabled: 0 })
  })

  it('retries the failed records once the platform gives what was missing', async () => {
    const runs = (await post('sync/runs', { platform: 'wecom' })).result.list
    const first = runs.at(-1)
    await console({ action: 'updateMember', userId: 'wx-nomobile', mobile: '13700000008' })
    const retry = await post('sync/retry', { runId: first.id })
    expect(retry.code).toBe(0)
    await settledRuns(gateway.ctx)
    expect((await post('sync/run', { runId: retry.result.runId })).result).toMatchObject({
      trigger: 'retry',
      counts: { created: 1, failed: 0 },
    })
    expect(await staffWith('13700000008')).toMatchObject({ name: '李四（未绑定手机）' })
    expect((await post('sync/retry', { runId: retry.result.runId })).code).toBe(411204)
  })
})
