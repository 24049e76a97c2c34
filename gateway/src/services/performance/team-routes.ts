import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { type Caller, callerOf, FULL_ACCESS, myEmployeeId } from './access'
import { auditPerf } from './audit'
import { perfError } from './errors'
import { PERF_FUNCTIONS } from './functions'
import { phaseWord } from './phases'
import { scoresFor } from './scores'
import { cycleOf, goalsOf, participantOf, peopleOf, personIn } from './store'
import { cycleView, phaseOf, ratingOf, reviewView, statusOf } from './views'
import { serve } from '../../core/http/serve'

const { team: routes } = contract.performance

/**
 * Team reviews (8603, open to everyone): a manager's reviews of the participants who report to them, in cycles that
 * have started. Nobody else's reviews are reachable here: a participant of another manager is refused as unknown.
 */
export function teamRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  /** A participant who reports to the caller, in a cycle that has started; refused otherwise. */
  const report = async (caller: Caller, cycleId: number, employeeId: number) => {
    const me = await myEmployeeId(ctx, caller)
    const cycle = await cycleOf(ctx.db, caller.tenantId, cycleId, caller.lang)
    const participant = await participantOf(ctx.db, caller.tenantId, cycleId, employeeId)
    if (!participant || participant.manager_id !== me || cycle.phase === 'draft')
      throw perfError(caller.lang, 'notParticipant')
    return { cycle, participant }
  }

  serve(api, routes.list, guard, async (request) => {
    const caller = callerOf(request)
    const me = await myEmployeeId(ctx, caller)
    const rows = await ctx.db
      .selectFrom('perf_participant')
      .innerJoin('perf_cycle', (join) =>
        join
          .onRef('perf_cycle.id', '=', 'perf_participant.cycle_id')
          .onRef('perf_cycle.tenant_id', '=', 'perf_participant.tenant_id'),
      )
      .selectAll('perf_participant')
      .select(['perf_cycle.name as cycle_name', 'perf_cycle.phase'])
      .where('perf_participant.tenant_id', '=', caller.tenantId)
      .where('perf_participant.manager_id', '=', me)
      .where('perf_cycle.phase', '!=', 'draft')
      .orderBy('perf_cycle.start_date', 'desc')
      .orderBy('perf_cycle.id', 'desc')
      .orderBy('perf_participant.employee_id')
      .execute()
    const people = await peopleOf(
      ctx.db,
      caller.tenantId,
      rows.map((row) => row.employee_id),
    )
    return ok({
      rows: rows.map((row) => ({
        cycleId: row.cycle_id,
        cycleName: row.cycle_name,
        phase: phaseOf(row.phase),
        employeeId: row.employee_id,
        ...personIn(people, row.employee_id),
        status: statusOf(row),
        rating: ratingOf(row.rating),
      })),
    })
  })

  serve(api, routes.review, guard, async (request) => {
    const caller = callerOf(request)
    const { cycleId, employeeId } = request.body
    const { cycle, participant } = await report(caller, cycleId, employeeId)
    const [goals, checkins, people] = await Promise.all([
      goalsOf(ctx.db, caller.tenantId, cycleId, employeeId),
      ctx.db
        .selectFrom('perf_checkin')
        .selectAll()
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycleId)
        .where('employee_id', '=', employeeId)
        .orderBy('on_date')
        .orderBy('id')
        .execute(),
      peopleOf(ctx.db, caller.tenantId, [employeeId]),
    ])
    return ok({
      cycle: cycleView(cycle),
      person: personIn(people, employeeId),
      review: reviewView(participant, goals, checkins, { access: FULL_ACCESS, managerPart: true }),
    })
  })

  serve(api, routes.submit, guard, async (request) => {
    const caller = callerOf(request)
    const { cycleId, employeeId, comment, rating } = request.body
    const { cycle, participant } = await report(caller, cycleId, employeeId)
    if (cycle.phase !== 'manager')
      throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
    if (participant.self_at === null) throw perfError(caller.lang, 'selfNotDone')
    const scores = scoresFor(
      await goalsOf(ctx.db, caller.tenantId, cycleId, employeeId),
      request.body.scores,
      caller.lang,
    )
    await ctx.db.transaction().execute(async (trx) => {
      for (const [goalId, score] of scores) {
        await trx
          .updateTable('perf_goal')
          .set({ manager_score: score })
          .where('tenant_id', '=', caller.tenantId)
          .where('id', '=', goalId)
          .execute()
      }
      // The manager's rating is the result's until calibration adjusts it.
      await trx
        .updateTable('perf_participant')
        .set({ manager_comment: comment.trim(), manager_rating: rating, rating, manager_at: ctx.now() })
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycleId)
        .where('employee_id', '=', employeeId)
        .execute()
    })
    await auditPerf(ctx, caller, 'managerReview', PERF_FUNCTIONS.team, { cycleId, employeeId, rating })
    return ok({ cycleId, employeeId })
  })
}
