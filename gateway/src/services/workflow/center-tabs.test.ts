import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { centerCounts, centerPage } from './center-queries'
import { type Tab, TABS, tabQuery } from './center-tabs'
import { applyEvent, startInstance } from './engine'

/**
 * The approval centre's tab queries are compiled once per shape and run with each caller's values (center-tabs.ts);
 * with a hidden app they are built anew. Both must answer as the query built for the caller: the same rows in the
 * same order, the same counts, for any user, tenant, type, keyword and page.
 */
describe("the approval centre's compiled-once tab queries", () => {
  let gateway: TestGateway
  const ids: Record<string, number> = {}
  const TITLES = ['Travel 100% refund', 'Travel a_b', 'Trip to Shanghai', 'Training budget', 'travel back\\slash']

  beforeAll(async () => {
    gateway = await startTestGateway()
    const users = await gateway.ctx.db.selectFrom('app_user').select(['id', 'user_name']).execute()
    for (const user of users) ids[user.user_name] = user.id
    const ctx = { db: gateway.ctx.db, now: gateway.ctx.now } as never
    let n = 0
    for (const applicant of ['staff', 'manager']) {
      for (const title of TITLES) {
        for (const bizType of ['type-x', 'type-y']) {
          const approver = applicant === 'staff' ? ids.manager : ids.staff
          const instance = await startInstance(ctx, {
            tenantId: 1,
            bizType,
            bizId: `tabs-${++n}`,
            applicantId: ids[applicant],
            title,
            summary: '',
            firstSteps: [{ nameZh: '审批', nameEn: 'Approval', approver: { type: 'user', userId: approver } }],
          })
          // One in three decided, so that done has rows and todo loses them.
          if (n % 3 === 0)
            await applyEvent(ctx, { tenantId: 1, instanceId: instance.id, event: 'resolve', actorId: approver })
        }
      }
    }
  })
  afterAll(() => gateway.close())

  /** The page of the tab as the query built for it answers, ids in order, and its total. */
  async function built(query: { tenantId: number; userId: number; tab: Tab; bizType?: string; keyword?: string }) {
    const base = tabQuery(gateway.ctx.db, query)
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await base
      .select('wf_instance.id')
      .orderBy('wf_instance.updated_at', 'desc')
      .orderBy('wf_instance.id')
      .execute()
    return { total, ids: rows.map((row) => row.id) }
  }

  it('answers as the built query over users, tenants, types, keywords and pages', async () => {
    const hidden = new Set(['no-such-app'])
    let compared = 0
    for (const user of ['staff', 'manager', 'hr']) {
      for (const tenantId of [1, 2]) {
        for (const bizType of [undefined, 'type-x']) {
          for (const keyword of [undefined, ' travel ', '%', 'A_B', '\\', 'nothing such']) {
            const common = { tenantId, userId: ids[user], bizType, keyword }
            for (const tab of TABS) {
              const expected = await built({ ...common, tab })
              for (const page of [1, 2, 3]) {
                const want = expected.ids.slice((page - 1) * 3, page * 3)
                for (const hiddenApps of [undefined, hidden]) {
                  const answer = await centerPage(gateway.ctx.db, { ...common, tab, hiddenApps }, page, 3)
                  expect(answer.total).toBe(expected.total)
                  expect(answer.rows.map((row) => row.id)).toEqual(want)
                  compared++
                }
              }
            }
            for (const hiddenApps of [undefined, hidden]) {
              const counts = await centerCounts(gateway.ctx.db, { ...common, hiddenApps })
              for (const tab of TABS) expect(counts[tab]).toBe((await built({ ...common, tab })).total)
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000)
    // The data is what the comparison needs: some of each tab for the staff member, keywords that match and escape.
    const staff = { tenantId: 1, userId: ids.staff }
    const counts = await centerCounts(gateway.ctx.db, staff)
    expect(counts.todo).toBeGreaterThan(3)
    expect(counts.done).toBeGreaterThan(0)
    expect(counts.started).toBe(10)
    expect((await centerCounts(gateway.ctx.db, { ...staff, keyword: '%' })).started).toBe(2)
    expect((await centerCounts(gateway.ctx.db, { ...staff, keyword: 'a_b' })).started).toBe(2)
    expect((await centerCounts(gateway.ctx.db, { ...staff, keyword: '\\' })).started).toBe(2)
    expect((await centerCounts(gateway.ctx.db, { ...staff, tenantId: 2 })).started).toBe(0)
  })
})
