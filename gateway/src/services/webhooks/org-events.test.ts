import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWebhooksFixture } from './test-helpers'

// A unit or position written on the organisation pages (or by a directory sync) reaches each installation that hears
// org.changed / position.changed under a consented org.read, queued in the write's transaction.
describe('org.changed and position.changed webhooks', () => {
  let f: Awaited<ReturnType<typeof startWebhooksFixture>>
  const ums = async (path: string, body: unknown) => {
    const answer = await f.gateway.post(`/gateway/ums/web/${path}`, body, f.one, f.en)
    expect(answer.body.code).toBe(0)
    return answer.body.result ?? answer.body.data
  }
  /**
   * Sends what is due and answers the hits of `topic`. Organisation writes are stamped with the wall clock (as their
   * org_audit rows are); the test gateway's clock stands still, so it is moved to now first.
   */
  const delivered = (topic: string) => {
    f.gateway.setNow(Date.now() + 1)
    return f.delivered(topic)
  }
  const root = async () =>
    (
      await f.gateway.ctx.db
        .selectFrom('organ')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).id

  beforeAll(async () => {
    f = await startWebhooksFixture()
    f.publish('1.0.0')
    await f.install()
  })
  afterAll(() => f.close())

  it('sends nothing to an app that does not hear the topics', async () => {
    await ums('organ/save', { parentId: await root(), name: '未订阅部门' })
    expect(await delivered('org.changed')).toEqual([])
  })

  it('tells each unit change with its id and name, and no person', async () => {
    f.publish('2.0.0', {
      scopes: ['org.read'],
      webhooks: { url: f.receiver.url, topics: ['org.changed', 'position.changed'] },
    })
    await f.install()
    const parentId = await root()
    const unit = await ums('organ/save', { parentId, name: '回调部门' })
    await ums('organ/rename', { id: unit.id, name: '回调部门二' })
    const other = await ums('organ/save', { parentId, name: '回调上级' })
    await ums('organ/move', { id: unit.id, parentId: other.id })
    await ums('organ/remove', { id: unit.id })
    const told = (await delivered('org.changed')).map((hit) => hit.event.data)
    // Deliveries are sent in no guaranteed order (PROTOCOL.md §7): each is there once.
    expect(told).toHaveLength(5)
    expect(told).toEqual(
      expect.arrayContaining([
        { change: 'created', unit: { id: unit.id, name: '回调部门', parentId } },
        { change: 'renamed', unit: { id: unit.id, name: '回调部门二', parentId } },
        { change: 'created', unit: { id: other.id, name: '回调上级', parentId } },
        { change: 'moved', unit: { id: unit.id, name: '回调部门二', parentId: other.id } },
        { change: 'removed', unit: { id: unit.id, name: '回调部门二' } },
      ]),
    )
  })

  it('tells each position saved or removed, as the vendor API reads positions', async () => {
    const unit = await ums('organ/save', { parentId: await root(), name: '岗位回调部门' })
    const category = await ums('zhilei/save', { name: '回调职类' })
    const post = await ums('zhiwei/save', { zhileiId: category.id, name: '回调职位', organIds: [] })
    const position = await ums('gangwei/save', { organId: unit.id, zhiweiId: post.id, name: '夜班', headcount: 3 })
    await ums('gangwei/save', { id: position.id, organId: unit.id, zhiweiId: post.id, name: '夜班', headcount: 4 })
    await ums('gangwei/remove', { id: position.id })
    const told = (await delivered('position.changed')).map((hit) => hit.event.data)
    expect(told).toHaveLength(3)
    expect(told).toEqual(
      expect.arrayContaining([
        { change: 'saved', position: { id: position.id, name: '夜班', unitId: unit.id, headcount: 3 } },
        { change: 'saved', position: { id: position.id, name: '夜班', unitId: unit.id, headcount: 4 } },
        { change: 'removed', position: { id: position.id, name: '夜班' } },
      ]),
    )
  })

  it('sends nothing once org.read is no longer consented (a version without it), nor for a refused write', async () => {
    f.publish('3.0.0', { webhooks: { url: f.receiver.url } })
    await f.install()
    const before = (await delivered('org.changed')).length
    await ums('organ/save', { parentId: await root(), name: '无范围部门' })
    const refused = await f.gateway.post('/gateway/ums/web/organ/rename', { id: 999_999, name: 'x' }, f.one, f.en)
    expect(refused.body.code).not.toBe(0)
    expect((await delivered('org.changed')).length).toBe(before)
  })
})
