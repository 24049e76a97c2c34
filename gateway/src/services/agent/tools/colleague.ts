import { z } from 'zod'
import { staffScopeOf } from '../../access'
import { findUserPage } from '../../personnel'
import { defineTool, pick } from './types'

/** Staff matching a name, job number or phone within the user's data range: the staff list's query (function 1002). */
export const colleagueTool = defineTool({
  name: 'findColleague',
  label: { zh: '正在查找同事', en: 'Looking for the colleague' },
  description: 'Finds colleagues by name, job number or phone (at most 5), within what the user may see.',
  functionId: '1002',
  args: z.object({ keyword: z.string().min(1).max(50) }),
  async run(caller, args) {
    const scope = await staffScopeOf(caller.ctx, { tenant_id: caller.tenantId, user_id: caller.userId })
    const page = await findUserPage(caller.ctx.db, {
      tenantId: caller.tenantId,
      page: 1,
      rows: 5,
      keyword: args.keyword,
      status: 1,
      scope,
    })
    return {
      ok: true,
      data: {
        total: page.total,
        people: page.rows.map((row) => ({
          name: row.name,
          jobNumber: row.jobNumber,
          unit: row.organName,
          position: row.gangweiName,
          phone: row.phone,
          email: row.email,
        })),
      },
      citations: [{ title: pick(caller.lang, { zh: '人员列表', en: 'Staff list' }), app: 'ums', path: '/users' }],
    }
  },
})
