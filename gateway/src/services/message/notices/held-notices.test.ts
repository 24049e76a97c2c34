import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { RECEIPT_FACTS, summariesOf } from './held-notices'
import { receiptsOf, SUMMARY_COLUMNS, toSummary } from './notice-queries'

let gateway: TestGateway
let admin: string
beforeAll(async () => {
  gateway = await startTestGateway()
  admin = await gateway.login('admin', 'Admin@12345')
  for (let i = 1; i <= 3; i++) {
    const published = await gateway.post(
      '/gateway/message/web/notice/publish',
      { title: `Held ${i}`, body: `<p>Body <b>${i}</b> ${'long text '.repeat(20)}</p>`, audience: { type: 'tenant' } },
      admin,
    )
    expect(published.body.code).toBe(0)
  }
}, 120_000)
afterAll(() => gateway?.close())

describe('notices held for lists', () => {
  it("answers each receipt's summary as the join of receipts and notices does, in both languages, read or not", async () => {
    const db = gateway.ctx.db
    const staff = await db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    await gateway.post('/gateway/message/web/notice/markAllRead', {}, await gateway.login('staff', 'Staff@12345'))
    const joined = await receiptsOf(db, 1, staff.id)
      .select(SUMMARY_COLUMNS)
      .orderBy('notice_receipt.created_at', 'desc')
      .orderBy('notice.id')
      .execute()
    expect(joined.length).toBeGreaterThanOrEqual(3)
    const receipts = await db
      .selectFrom('notice_receipt')
      .select(RECEIPT_FACTS)
      .where('tenant_id', '=', 1)
      .where('user_id', '=', staff.id)
      .orderBy('created_at', 'desc')
      .orderBy('notice_id')
      .execute()
    for (const lang of ['zh', 'en'] as const) {
      // Twice: read from the database, then from the hold.
      for (let i = 0; i < 2; i++)
        expect(await summariesOf(db, 1, receipts, lang)).toEqual(joined.map((row) => toSummary(row, lang)))
    }
  })

  it("leaves out a receipt whose notice is not the tenant's", async () => {
    const db = gateway.ctx.db
    const receipt = await db
      .selectFrom('notice_receipt')
      .select(RECEIPT_FACTS)
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(await summariesOf(db, 2, [receipt], 'zh')).toEqual([])
    expect((await summariesOf(db, 1, [receipt], 'zh')).map((s) => s.id)).toEqual([receipt.notice_id])
  })
})
