import { z } from 'zod'
import { centerCounts, centerPage } from '../../workflow'
import { defineTool, pick } from './types'

/** What waits for the user's approval: the approval centre's counts and its 'todo' tab (function 7001). */
export const approvalsTool = defineTool({
  name: 'pendingApprovals',
  label: { zh: '正在查询待我审批', en: 'Looking up what waits for your approval' },
  description:
    "Requests waiting for the user's approval (count and the latest 5), and how many requests the user started.",
  functionId: '7001',
  args: z.object({}),
  async run(caller) {
    const query = { tenantId: caller.tenantId, userId: caller.userId }
    const [counts, page] = await Promise.all([
      centerCounts(caller.ctx.db, query),
      centerPage(caller.ctx.db, { ...query, tab: 'todo', lang: caller.lang === 'en' ? 'en' : 'zh' }, 1, 5),
    ])
    return {
      ok: true,
      data: {
        waiting: counts.todo,
        started: counts.started,
        latest: page.rows.map((row) => ({
          title: row.title,
          applicant: row.applicantName,
          step: row.currentStepName ? pick(caller.lang, row.currentStepName) : '',
        })),
      },
      citations: [
        { title: pick(caller.lang, { zh: '审批中心', en: 'Approval centre' }), app: 'approval', path: '/center' },
      ],
    }
  },
})
