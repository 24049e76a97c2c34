import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { CHANNELS } from './publish'
import { type ReceiptQuery, receiptCount, receiptPage } from './receipt-page'

/**
 * The notices page's count and page are compiled once per shape (receipt-page.ts) and run with each caller's values:
 * they must answer as the query built for the caller, for any tenant, user, channel, status and page.
 */
describe("the notices page's compiled-once receipt queries", () => {
  let gateway: TestGateway
  const USERS = [9001, 9002, 9003]

  beforeAll(async () => {
    gateway = await startTestGateway()
    const rows = []
    let n = 0
    for (const tenantId of [1, 2]) {
      for (const userId of USERS) {
        for (let i = 0; i < 9 + userId - 9000; i++) {
          n++
          rows.push({
            tenant_id: tenantId,
            user_id: userId,
            notice_id: `receipt-page-${n}`,
            channel: CHANNELS[n % CHANNELS.length],
            must_read: 0,
            // Some receipts arrive at the same time, so that the order by notice id counts.
            created_at: 1_800_000_000_000 + Math.floor(n / 2),
            shown_at: null,
            read_at: n % 3 === 0 ? 1_800_000_100_000 : null,
            confirmed_at: null,
          })
        }
      }
    }
    await gateway.ctx.db.insertInto('notice_receipt').values(rows).execute()
  })
  afterAll(() => gateway.close())

  /** The receipts of the query as the query built for it answers, in the page's order. */
  async function built(query: ReceiptQuery) {
    let base = gateway.ctx.db
      .selectFrom('notice_receipt')
      .select(['notice_id', 'created_at', 'read_at', 'confirmed_at'])
      .where('tenant_id', '=', query.tenantId)
      .where('user_id', '=', query.userId)
    if (query.channel) base = base.where('channel', '=', query.channel)
    if (query.status === 'unread') base = base.where('read_at', 'is', null)
    if (query.status === 'read') base = base.where('read_at', 'is not', null)
    return base.orderBy('created_at', 'desc').orderBy('notice_id').execute()
  }

  it('answers as the built query over tenants, users, channels, statuses and pages', async () => {
    let compared = 0
    for (const tenantId of [1, 2, 3]) {
      for (const userId of USERS) {
        for (const channel of [undefined, ...CHANNELS]) {
          for (const status of ['all', 'unread', 'read'] as const) {
            const query = { tenantId, userId, channel, status }
            const expected = await built(query)
            expect(await receiptCount(gateway.ctx.db, query)).toBe(expected.length)
            for (const [limit, offset] of [
              [4, 0],
              [4, 4],
              [3, 6],
              [20, 0],
            ]) {
              const page = await receiptPage(gateway.ctx.db, query, limit, offset)
              expect(page.map((row) => row.notice_id)).toEqual(
                expected.slice(offset, offset + limit).map((row) => row.notice_id),
              )
              expect(page.map((row) => Number(row.read_at ?? 0))).toEqual(
                expected.slice(offset, offset + limit).map((row) => Number(row.read_at ?? 0)),
              )
              compared++
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100)
    // The data is what the comparison needs: receipts of each kind for a user of tenant 1, none in tenant 3.
    const all = { tenantId: 1, userId: 9003, status: 'all' } as const
    expect(await receiptCount(gateway.ctx.db, all)).toBe(12)
    expect(await receiptCount(gateway.ctx.db, { ...all, status: 'read' })).toBeGreaterThan(0)
    expect(await receiptCount(gateway.ctx.db, { ...all, status: 'unread' })).toBeGreaterThan(0)
    expect(await receiptCount(gateway.ctx.db, { ...all, tenantId: 3 })).toBe(0)
  })
})
