import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settledRuns } from './index'
import { startWecomFixture, type WecomFixture } from './wecom-fixture'

const onTheJob = (staff: Array<{ status: number }>) => staff.filter((person) => person.status === 1).length

describe('a full sync of a company emptied on the platform', () => {
  let f: WecomFixture
  beforeAll(async () => {
    f = await startWecomFixture()
    expect((await f.fullSync()).status).toBe('done')
  }, 30_000)
  afterAll(async () => {
    await f?.close()
  })

  it('stops before offboarding anyone and waits for confirmation with the list of the people it would offboard', async () => {
    const linked = await f.linkedStaff()
    expect(onTheJob(linked)).toBeGreaterThan(3)
    for (const userId of await f.members()) await f.console({ action: 'removeMember', userId })
    const run = await f.fullSync()
    expect(run).toMatchObject({
      status: 'confirm',
      finishedAt: null,
      error: `Waits for an administrator to confirm: this sync would offboard ${linked.length} people`,
    })
    const held = (await f.post('sync/records', { runId: run.id, result: 'held' })).result
    expect(held.map((record: { platformId: string }) => record.platformId).sort()).toEqual(
      linked.map((person) => person.member_id),
    )
    expect(held[0]).toMatchObject({ action: 'disable', reason: 'No longer on the platform' })
    expect(onTheJob(await f.linkedStaff())).toBe(linked.length)
  })

  it('offboards nobody when an administrator cancels, and audits it', async () => {
    const [waiting] = (await f.post('sync/runs', { platform: 'wecom' })).result.list.filter(
      (run: { status: string }) => run.status === 'confirm',
    )
    expect((await f.post('sync/cancel', { runId: waiting.id })).result).toEqual({
      runId: waiting.id,
      people: expect.any(Number),
    })
    expect((await f.post('sync/run', { runId: waiting.id })).result).toMatchObject({
      status: 'cancelled',
      error: 'Cancelled by an administrator: nobody was offboarded',
    })
    const staff = await f.linkedStaff()
    expect(onTheJob(staff)).toBe(staff.length)
    expect((await f.post('sync/confirm', { runId: waiting.id })).code).toBe(411208)
    const audit = await f.gateway.ctx.db
      .selectFrom('dirsync_audit')
      .select(['action', 'user_id', 'detail'])
      .where('tenant_id', '=', 1)
      .where('action', '=', 'sync.cancel')
      .execute()
    expect(audit).toEqual([
      {
        action: 'sync.cancel',
        user_id: 1,
        detail: JSON.stringify({ runId: waiting.id, people: (await f.linkedStaff()).length }),
      },
    ])
  })

  it('goes on and offboards the listed people when an administrator confirms', async () => {
    const waiting = await f.fullSync()
    expect(waiting.status).toBe('confirm')
    expect((await f.post('sync/confirm', { runId: waiting.id })).code).toBe(0)
    await settledRuns(f.gateway.ctx)
    const run = (await f.post('sync/run', { runId: waiting.id })).result
    expect(run).toMatchObject({ status: 'done', counts: { disabled: (await f.linkedStaff()).length, held: 0 } })
    expect(onTheJob(await f.linkedStaff())).toBe(0)
    expect((await f.post('sync/cancel', { runId: waiting.id })).code).toBe(411208)
    expect(
      await f.gateway.ctx.db
        .selectFrom('dirsync_audit')
        .select('action')
        .where('tenant_id', '=', 1)
        .where('action', '=', 'sync.confirm')
        .execute(),
    ).toHaveLength(1)
  })
})

describe('callbacks that offboard people one by one', () => {
  let f: WecomFixture
  beforeAll(async () => {
    f = await startWecomFixture()
    expect((await f.fullSync()).status).toBe('done')
    expect((await f.registerCallback(f.callbackUrl)).ok).toBe(true)
  }, 30_000)
  afterAll(async () => {
    await f?.close()
  })

  it("offboard up to the tenant's limit, then wait together for confirmation; cancelling offboards none of them", async () => {
    expect((await f.post('removalLimit/get', {})).result).toMatchObject({ people: 20, percent: 10 })
    expect((await f.post('removalLimit/save', { people: 3, percent: 10 })).result).toMatchObject({
      people: 3,
      percent: 10,
    })
    const members = (await f.linkedStaff()).map((person) => person.member_id)
    for (const userId of members.slice(0, 4)) await f.console({ action: 'removeMember', userId })
    const status = Object.fromEntries((await f.linkedStaff()).map((person) => [person.member_id, person.status]))
    expect(members.slice(0, 4).map((id) => status[id])).toEqual([2, 2, 1, 1])
    const waiting = (await f.post('sync/runs', { platform: 'wecom' })).result.list.filter(
      (run: { status: string }) => run.status === 'confirm',
    )
    expect(waiting).toHaveLength(1)
    expect(waiting[0]).toMatchObject({
      trigger: 'callback',
      counts: { held: 2 },
      error: 'Waits for an administrator to confirm: this sync would offboard 2 people',
    })
    const held = (await f.post('sync/records', { runId: waiting[0].id, result: 'held' })).result
    expect(held.map((record: { platformId: string }) => record.platformId)).toEqual(members.slice(2, 4))
    expect((await f.post('sync/cancel', { runId: waiting[0].id })).result.people).toBe(2)
    const after = Object.fromEntries((await f.linkedStaff()).map((person) => [person.member_id, person.status]))
    expect(members.slice(0, 4).map((id) => after[id])).toEqual([2, 2, 1, 1])
  })

  it('go on when an administrator confirms: the listed people are offboarded', async () => {
    const members = (await f.linkedStaff()).filter((person) => person.status === 1).map((person) => person.member_id)
    await f.console({ action: 'removeMember', userId: members.at(-1) })
    const [waiting] = (await f.post('sync/runs', { platform: 'wecom' })).result.list.filter(
      (run: { status: string }) => run.status === 'confirm',
    )
    expect(waiting).toBeDefined()
    expect((await f.post('sync/confirm', { runId: waiting.id })).result.people).toBe(1)
    await settledRuns(f.gateway.ctx)
    expect((await f.post('sync/run', { runId: waiting.id })).result).toMatchObject({
      status: 'done',
      counts: { disabled: 1 },
    })
    expect((await f.linkedStaff()).find((person) => person.member_id === members.at(-1))!.status).toBe(2)
  })

  it("keeps confirming and cancelling to the caller's tenant and the manage function", async () => {
    expect((await f.console({ action: 'removeMember', userId: 'wx-sunba' })).change).toMatchObject({ id: 'wx-sunba' })
    const [waiting] = (await f.post('sync/runs', { platform: 'wecom' })).result.list.filter(
      (run: { status: string }) => run.status === 'confirm',
    )
    const other = await f.gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await f.post('sync/confirm', { runId: waiting.id }, other)).code).toBe(411203)
    expect((await f.post('sync/cancel', { runId: waiting.id }, other)).code).toBe(411203)
    expect((await f.post('removalLimit/get', {}, other)).result).toMatchObject({ people: 20, percent: 10 })
    const staff = await f.gateway.login('staff', 'Staff@12345')
    expect((await f.post('sync/confirm', { runId: waiting.id }, staff)).code).toBe(403001)
    expect((await f.post('sync/cancel', { runId: waiting.id }, staff)).code).toBe(403001)
    expect((await f.post('removalLimit/save', { people: 5, percent: 5 }, staff)).code).toBe(403001)
    expect((await f.post('sync/run', { runId: waiting.id })).result.status).toBe('confirm')
  })
})
