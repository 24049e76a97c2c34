import { z } from 'zod'
import { agentText } from '../errors'
import { inStaffScope, staffScopeOf } from '../../access'
import { PAYSLIP_FUNCTIONS, payFiguresOf, sessionHasGrant, type PayFigures } from '../../payroll'
import { mayUse } from './run'
import { defineTool, pick } from './types'

/** Figures as the answer shows them: the person's name and job number, not their internal id. */
const shown = ({ employeeId: _id, ...figures }: PayFigures, person: { name: string; job_number: string }) => ({
  name: person.name,
  jobNumber: person.job_number,
  ...figures,
})

/** Names that mean the asker (the planner leaves them when it strips a question down to the person). */
const SELF = new Set(['我', '我的', '本人', 'me', 'i', 'my', 'mine', 'myself'])

/**
 * Pay figures from payroll: the asker's own latest published payslip (or of a month) for anyone whose session checked
 * the password again on My payslips within the last 5 minutes (the same grant the payslip opens with); a colleague's (from
 * locked or published runs) only for holders of the monthly runs (8204) and only within their data range; otherwise
 * a refusal that does not tell whether the person exists.
 */
export const salaryPayTool = defineTool({
  name: 'salaryPay',
  label: { zh: '正在查询工资', en: 'Looking up pay' },
  description:
    "Pay from payroll (gross, deductions, social insurance, income tax, net pay) of the user's own payslip when no name is given, " +
    'or of a named colleague if the user runs payroll; optionally of a month (YYYY-MM), else the latest.',
  functionId: null,
  args: z.object({
    name: z.string().max(50).optional(),
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .optional(),
  }),
  async run(caller, args) {
    const { db } = caller.ctx
    const user = await db
      .selectFrom('app_user')
      .select(['employee_id', 'is_super'])
      .where('id', '=', caller.userId)
      .executeTakeFirst()
    const self =
      user?.employee_id == null
        ? undefined
        : await db
            .selectFrom('employee')
            .select(['id', 'name', 'job_number'])
            .where('tenant_id', '=', caller.tenantId)
            .where('id', '=', user.employee_id)
            .executeTakeFirst()
    const name = args.name?.trim() ?? ''
    const own = name === '' || SELF.has(name.toLowerCase()) || name === self?.name
    if (own) {
      if (!self) return { ok: false, refused: agentText(caller.lang, 'refused') }
      const session = { tenantId: caller.tenantId, userId: caller.userId, tokenHash: caller.sessionHash }
      const payslips = [
        { title: pick(caller.lang, { zh: '我的工资条', en: 'My payslips' }), app: 'salary', path: '/payslips' },
      ]
      // Without the grant: no figure, only the way to My payslips, which asks for the password.
      if (!(await sessionHasGrant(db, session, caller.ctx.now())))
        return { ok: false, refused: agentText(caller.lang, 'payGrantNeeded'), citations: payslips }
      const figures = await payFiguresOf(db, caller.tenantId, [self.id], { statuses: ['published'], month: args.month })
      return {
        ok: true,
        data: { own: true, month: args.month ?? null, people: figures.map((f) => shown(f, self)) },
        citations: payslips,
      }
    }
    if (!(await mayUse(caller, PAYSLIP_FUNCTIONS.runs)))
      return { ok: false, refused: agentText(caller.lang, 'refused') }
    const scope = await staffScopeOf(caller.ctx, { tenant_id: caller.tenantId, user_id: caller.userId })
    const people = await db
      .selectFrom('employee')
      .select(['employee.id', 'employee.name', 'employee.job_number'])
      .where('employee.tenant_id', '=', caller.tenantId)
      .where('employee.name', '=', name)
      .where(inStaffScope(scope))
      .limit(5)
      .execute()
    if (people.length === 0) return { ok: false, refused: agentText(caller.lang, 'refused') }
    const figures = await payFiguresOf(
      db,
      caller.tenantId,
      people.map((p) => p.id),
      { statuses: ['locked', 'published'], month: args.month },
    )
    const byId = new Map(people.map((p) => [p.id, p]))
    return {
      ok: true,
      data: { own: false, month: args.month ?? null, people: figures.map((f) => shown(f, byId.get(f.employeeId)!)) },
      citations: [{ title: pick(caller.lang, { zh: '月度核算', en: 'Monthly runs' }), app: 'salary', path: '/runs' }],
    }
  },
})
