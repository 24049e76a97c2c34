import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { requireFunction, authOf } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { callerOf } from './access'
import { auditPerf } from './audit'
import { perfError } from './errors'
import { PERF_FUNCTIONS } from './functions'
import { scopedParticipants } from './participants'
import { phaseWord } from './phases'
import { cycleOf } from './store'
import { serve } from '../../core/http/serve'

const { cycles: routes } = contract.performance

/**
 * A participant's reviewer changed by HR (860101): anyone on the job in the company but the person, so someone without
 * a line manager (or whose manager is away) is still reviewed. Possible until the manager's review is submitted.
 */
export function reviewerRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.setReviewer, { preHandler: requireFunction(ctx, PERF_FUNCTIONS.editCycles) }, async (request) => {
    const caller = callerOf(request)
    const { cycleId, employeeId, managerId } = request.body
    const cycle = await cycleOf(ctx.db, caller.tenantId, cycleId, caller.lang)
    if (cycle.phase === 'calibration' || cycle.phase === 'released')
      throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
    const person = (await scopedParticipants(ctx, authOf(request), cycleId)).find(
      (p) => p.row.employee_id === employeeId,
    )
    if (!person) throw perfError(caller.lang, 'notParticipant')
    if (person.row.manager_at !== null) throw perfError(caller.lang, 'reviewDone')
    if (managerId === employeeId) throw perfError(caller.lang, 'ownReviewer')
    const reviewer = await ctx.db
      .selectFrom('employee')
      .select(['id', 'name'])
      .where('tenant_id', '=', caller.tenantId)
      .where('id', '=', managerId)
      .where('status', '=', 1)
      .executeTakeFirst()
    if (!reviewer) throw perfError(caller.lang, 'reviewerNotFound')
    await ctx.db
      .updateTable('perf_participant')
      .set({ manager_id: managerId })
      .where('tenant_id', '=', caller.tenantId)
      .where('cycle_id', '=', cycleId)
      .where('employee_id', '=', employeeId)
      .where('manager_at', 'is', null)
      .execute()
    await auditPerf(ctx, caller, 'setReviewer', PERF_FUNCTIONS.editCycles, {
      cycleId,
      employeeId,
      from: person.row.manager_id,
      to: managerId,
    })
    return ok({ cycleId, employeeId, managerId, managerName: reviewer.name })
  })
}
