import { z } from 'zod'
import { agentText } from '../errors'
import { fieldAccessOf, staffScopeOf, inStaffScope } from '../../access'
import { defineTool, pick } from './types'

/** The employee record's business type (bizTypeId 1 in the apps' manifest.json), whose field permissions guard salaryGrade. */
const EMPLOYEE_RECORD = 1

/**
 * The salary grade of a named colleague, as the employee record shows it (function 1101): only staff in the user's
 * data range, and only when the user's field permissions do not hide salaryGrade; otherwise a refusal.
 */
export const salaryTool = defineTool({
  name: 'salaryGrade',
  label: { zh: '正在查询薪资等级', en: 'Looking up the salary grade' },
  description: "A colleague's salary grade from their employee record, if the user may see it.",
  functionId: '1101',
  args: z.object({ name: z.string().min(1).max(50) }),
  async run(caller, args) {
    const access = await fieldAccessOf(caller.ctx, {
      tenantId: caller.tenantId,
      userId: caller.userId,
      bizTypeId: EMPLOYEE_RECORD,
    })
    if ((access.salaryGrade ?? 'hidden') === 'hidden') return { ok: false, refused: agentText(caller.lang, 'refused') }
    const scope = await staffScopeOf(caller.ctx, { tenant_id: caller.tenantId, user_id: caller.userId })
    const people = await caller.ctx.db
      .selectFrom('employee')
      .leftJoin('employee_profile', (join) =>
        join
          .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id')
          .onRef('employee_profile.employee_id', '=', 'employee.id'),
      )
      .select(['employee.name', 'employee.job_number', 'employee_profile.salary_grade'])
      .where('employee.tenant_id', '=', caller.tenantId)
      .where('employee.name', '=', args.name)
      .where(inStaffScope(scope))
      .limit(5)
      .execute()
    if (people.length === 0) return { ok: false, refused: agentText(caller.lang, 'refused') }
    return {
      ok: true,
      data: {
        people: people.map((row) => ({
          name: row.name,
          jobNumber: row.job_number,
          salaryGrade: row.salary_grade ?? '',
        })),
      },
      citations: [
        { title: pick(caller.lang, { zh: '员工档案', en: 'Employee records' }), app: 'personnel', path: '/records' },
      ],
    }
  },
})
