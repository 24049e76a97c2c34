import { z } from 'zod'
import { receiptsOf, SUMMARY_COLUMNS, toSummary } from '../../message'
import { defineTool } from './types'

/** The notices the user received today (UTC day), as the bell lists them: their own receipts only. */
export const announcementsTool = defineTool({
  name: 'todaysAnnouncements',
  label: { zh: '正在查询今日公告', en: "Looking up today's announcements" },
  description: 'Announcements and messages the user received today (title, publisher, excerpt, read or not).',
  functionId: null,
  args: z.object({}),
  async run(caller) {
    const now = caller.ctx.now()
    const dayStart = now - (now % 86_400_000)
    const rows = await receiptsOf(caller.ctx.db, caller.tenantId, caller.userId)
      .select([...SUMMARY_COLUMNS])
      .where('notice_receipt.created_at', '>=', dayStart)
      .orderBy('notice_receipt.created_at', 'desc')
      .limit(10)
      .execute()
    return {
      ok: true,
      data: {
        notices: rows
          .map((row) => toSummary(row, caller.lang === 'en' ? 'en' : 'zh'))
          .map((n) => ({ title: n.title, publisher: n.publisherName, excerpt: n.excerpt, read: n.read })),
      },
      citations: [],
    }
  },
})
