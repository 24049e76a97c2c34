import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { fenOf, amountOfFen, moneyOf, moneyOfFen } from '../../core/money'
import { fieldAccessOf, hasFieldRules, inStaffScope, SALARY_PROFILE, staffScopeOf } from '../access'
import { actorOf, changeBasePay, SALARY_FUNCTIONS } from '../payroll'
import { callerOf } from './access'
import { auditPerf } from './audit'
import { fieldLocked, perfError } from './errors'
import { peopleOf, personIn } from './store'
import { changeKindOf, changeStatusOf } from './views'
import type { PerfSalaryChangeTable } from './tables'
import { serve } from '../../core/http/serve'

const { salaryChanges: routes } = contract.performance

/** The new base pay in fen: the amount added, or the percentage applied to the base in force. */
export const newBaseFen = (change: Pick<PerfSalaryChangeTable, 'kind' | 'value'>, baseFen: number): number =>
  change.kind === 'amount'
    ? baseFen + fenOf(moneyOf(change.value))
    : fenOf(moneyOfFen(baseFen).times(moneyOf(change.value).plus(100)).dividedBy(100))

/**
 * Salary changes proposed by performance results, as payroll sees them (the salary app, with the salary profiles' 8203):
 * those of released cycles, of the staff in the caller's data range; applying one (820301) writes the new base pay to
 * the employee's salary profile from its month (services/payroll changeBasePay), if the caller may edit the base pay.
 */
export function salaryChangeRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const scoped = async (request: FastifyRequest, status?: string, id?: number) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const scope = await staffScopeOf(ctx, auth.session, auth.user)
    const people = ctx.db
      .selectFrom('employee')
      .select('employee.id')
      .where('employee.tenant_id', '=', tenantId)
      .where(inStaffScope(scope))
    let query = ctx.db
      .selectFrom('perf_salary_change')
      .innerJoin('perf_cycle', (join) =>
        join
          .onRef('perf_cycle.id', '=', 'perf_salary_change.cycle_id')
          .onRef('perf_cycle.tenant_id', '=', 'perf_salary_change.tenant_id'),
      )
      .selectAll('perf_salary_change')
      .select('perf_cycle.name as cycle_name')
      .where('perf_salary_change.tenant_id', '=', tenantId)
      .where('perf_cycle.phase', '=', 'released')
      .where('perf_salary_change.employee_id', 'in', people)
    if (status) query = query.where('perf_salary_change.status', '=', status)
    if (id !== undefined) query = query.where('perf_salary_change.id', '=', id)
    return query.orderBy('perf_salary_change.effective_month').orderBy('perf_salary_change.id').execute()
  }
  const seesBase = async (request: FastifyRequest, wanted: 'read' | 'edit') => {
    const { user, session } = authOf(request)
    const who = { tenantId: session.tenant_id, userId: user.id, bizTypeId: SALARY_PROFILE }
    if (!(await hasFieldRules(ctx, who))) return true
    const access = (await fieldAccessOf(ctx, who)).base ?? 'hidden'
    return wanted === 'read' ? access !== 'hidden' : access === 'edit'
  }

  serve(api, routes.list, { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.profiles) }, async (request) => {
    const { tenantId } = callerOf(request)
    const rows = await scoped(request, request.body.status)
    const [people, showBase] = await Promise.all([
      peopleOf(
        ctx.db,
        tenantId,
        rows.map((row) => row.employee_id),
      ),
      seesBase(request, 'read'),
    ])
    return ok({
      rows: rows.map((row) => ({
        id: row.id,
        cycleId: row.cycle_id,
        cycleName: row.cycle_name,
        employeeId: row.employee_id,
        ...personIn(people, row.employee_id),
        kind: changeKindOf(row.kind),
        value: row.value,
        effectiveMonth: row.effective_month,
        reason: row.reason,
        status: changeStatusOf(row.status),
        appliedAt: row.applied_at === null ? null : Number(row.applied_at),
        appliedBase: showBase && row.applied_base_fen !== null ? amountOfFen(row.applied_base_fen) : null,
      })),
    })
  })

  serve(api, routes.apply, { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.editProfiles) }, async (request) => {
    const caller = callerOf(request)
    const [change] = await scoped(request, undefined, request.body.id)
    if (!change) throw perfError(caller.lang, 'changeNotFound')
    if (change.status !== 'proposed') throw perfError(caller.lang, 'changeDone')
    if (!(await seesBase(request, 'edit'))) throw fieldLocked(caller.lang, 'base')
    const now = ctx.now()
    const result = await ctx.db.transaction().execute(async (trx) => {
      let below = false
      const changed = await changeBasePay(
        trx,
        {
          tenantId: caller.tenantId,
          employeeId: change.employee_id,
          effectiveMonth: change.effective_month,
          actor: actorOf(authOf(request)),
          reason: change.reason || change.cycle_name,
          baseOf: (current) => {
            const next = newBaseFen(change, current)
            below = next < 0
            return next
          },
        },
        now,
      )
      if (!changed) throw perfError(caller.lang, 'noProfile', { month: change.effective_month })
      if (below) throw perfError(caller.lang, 'badChange')
      const marked = await trx
        .updateTable('perf_salary_change')
        .set({ status: 'applied', applied_by: caller.userId, applied_at: now, applied_base_fen: changed.afterFen })
        .where('tenant_id', '=', caller.tenantId)
        .where('id', '=', change.id)
        .where('status', '=', 'proposed')
        .executeTakeFirst()
      if (Number(marked.numUpdatedRows) === 0) throw perfError(caller.lang, 'changeDone')
      return changed
    })
    await auditPerf(ctx, caller, 'applySalary', SALARY_FUNCTIONS.editProfiles, {
      id: change.id,
      employeeId: change.employee_id,
      base: amountOfFen(result.afterFen),
    })
    return ok({ id: change.id, base: amountOfFen(result.afterFen), before: amountOfFen(result.beforeFen) })
  })
}
