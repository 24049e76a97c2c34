import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { type Caller, callerOf, FULL_ACCESS, myEmployeeId } from './access'
import { auditPerf } from './audit'
import { perfError } from './errors'
import { PERF_FUNCTIONS } from './functions'
import { noticeAcknowledged } from './notices'
import { phaseWord } from './phases'
import { scoresFor } from './scores'
import { cycleOf, goalsOf, nextId, participantOf } from './store'
import type { PerfCycleTable } from './tables'
import { cycleView, phaseOf, reviewView, statusOf } from './views'
import { serve } from '../../core/http/serve'

const { mine: routes } = contract.performance

/**
 * My performance (8604, every staff member, their own reviews only): the cycles they take part in, their goals (weights
 * adding up to 100 before submission), check-ins, the self review, and the result once released, which they acknowledge.
 */
export function myRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  /** The caller's own participation in a cycle that has started; refused otherwise. */
  const mine = async (caller: Caller, cycleId: number) => {
    const employeeId = await myEmployeeId(ctx, caller)
    const cycle = await cycleOf(ctx.db, caller.tenantId, cycleId, caller.lang)
    const participant = await participantOf(ctx.db, caller.tenantId, cycleId, employeeId)
    if (!participant || cycle.phase === 'draft') throw perfError(caller.lang, 'notParticipant')
    return { employeeId, cycle, participant }
  }
  const inPhase = (caller: Caller, cycle: PerfCycleTable, ...phases: string[]) => {
    if (!phases.includes(cycle.phase))
      throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
  }

  serve(api, routes.list, guard, async (request) => {
    const caller = callerOf(request)
    const employeeId = await myEmployeeId(ctx, caller)
    const rows = await ctx.db
      .selectFrom('perf_participant')
      .innerJoin('perf_cycle', (join) =>
        join
          .onRef('perf_cycle.id', '=', 'perf_participant.cycle_id')
          .onRef('perf_cycle.tenant_id', '=', 'perf_participant.tenant_id'),
      )
      .selectAll('perf_participant')
      .select(['perf_cycle.name', 'perf_cycle.phase', 'perf_cycle.period', 'perf_cycle.start_date'])
      .where('perf_participant.tenant_id', '=', caller.tenantId)
      .where('perf_participant.employee_id', '=', employeeId)
      .where('perf_cycle.phase', '!=', 'draft')
      .orderBy('perf_cycle.start_date', 'desc')
      .orderBy('perf_cycle.id', 'desc')
      .execute()
    return ok({
      rows: rows.map((row) => ({
        cycleId: row.cycle_id,
        name: row.name,
        period: row.period,
        phase: phaseOf(row.phase),
        status: statusOf(row),
      })),
    })
  })

  serve(api, routes.detail, guard, async (request) => {
    const caller = callerOf(request)
    const { employeeId, cycle, participant } = await mine(caller, request.body.cycleId)
    const [goals, checkins] = await Promise.all([
      goalsOf(ctx.db, caller.tenantId, cycle.id, employeeId),
      ctx.db
        .selectFrom('perf_checkin')
        .selectAll()
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycle.id)
        .where('employee_id', '=', employeeId)
        .orderBy('on_date')
        .orderBy('id')
        .execute(),
    ])
    // The manager's scores, comment and the rating reach the employee when the results are released.
    return ok({
      cycle: cycleView(cycle),
      review: reviewView(participant, goals, checkins, {
        access: FULL_ACCESS,
        managerPart: participant.released_at !== null,
      }),
    })
  })

  serve(api, routes.goals, guard, async (request) => {
    const caller = callerOf(request)
    const { employeeId, cycle, participant } = await mine(caller, request.body.cycleId)
    inPhase(caller, cycle, 'goals')
    if (participant.goals_submitted_at !== null) throw perfError(caller.lang, 'goalsSubmitted')
    const { goals, submit } = request.body
    if (submit) {
      if (goals.length === 0) throw perfError(caller.lang, 'noGoals')
      const total = goals.reduce((sum, goal) => sum + goal.weight, 0)
      if (total !== 100) throw perfError(caller.lang, 'weightsNot100', { total })
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('perf_checkin')
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycle.id)
        .where('employee_id', '=', employeeId)
        .execute()
      await trx
        .deleteFrom('perf_goal')
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycle.id)
        .where('employee_id', '=', employeeId)
        .execute()
      let id = await nextId(trx, 'perf_goal', caller.tenantId)
      for (const [sort, goal] of goals.entries()) {
        await trx
          .insertInto('perf_goal')
          .values({
            tenant_id: caller.tenantId,
            id: id++,
            cycle_id: cycle.id,
            employee_id: employeeId,
            title: goal.title.trim(),
            measure: goal.measure.trim(),
            weight: goal.weight,
            self_score: null,
            manager_score: null,
            sort,
          })
          .execute()
      }
      if (submit) {
        await trx
          .updateTable('perf_participant')
          .set({ goals_submitted_at: ctx.now() })
          .where('tenant_id', '=', caller.tenantId)
          .where('cycle_id', '=', cycle.id)
          .where('employee_id', '=', employeeId)
          .execute()
      }
    })
    if (submit)
      await auditPerf(ctx, caller, 'submitGoals', PERF_FUNCTIONS.mine, { cycleId: cycle.id, goals: goals.length })
    return ok({ cycleId: cycle.id, submitted: submit })
  })

  serve(api, routes.checkin, guard, async (request) => {
    const caller = callerOf(request)
    const { employeeId, cycle, participant } = await mine(caller, request.body.cycleId)
    inPhase(caller, cycle, 'goals', 'self', 'manager')
    if (participant.goals_submitted_at === null) throw perfError(caller.lang, 'goalsNotSubmitted')
    const { goalId, date, progress, note } = request.body
    if (date < cycle.start_date || date > cycle.end_date)
      throw perfError(caller.lang, 'checkinDate', { start: cycle.start_date, end: cycle.end_date })
    const goal = (await goalsOf(ctx.db, caller.tenantId, cycle.id, employeeId)).find((one) => one.id === goalId)
    if (!goal) throw perfError(caller.lang, 'goalNotFound')
    const id = await ctx.db.transaction().execute(async (trx) => {
      const id = await nextId(trx, 'perf_checkin', caller.tenantId)
      await trx
        .insertInto('perf_checkin')
        .values({
          tenant_id: caller.tenantId,
          id,
          goal_id: goal.id,
          cycle_id: cycle.id,
          employee_id: employeeId,
          on_date: date,
          progress,
          note: note.trim(),
          created_at: ctx.now(),
        })
        .execute()
      return id
    })
    return ok({ id })
  })

  serve(api, routes.selfReview, guard, async (request) => {
    const caller = callerOf(request)
    const { employeeId, cycle, participant } = await mine(caller, request.body.cycleId)
    inPhase(caller, cycle, 'self')
    if (participant.goals_submitted_at === null) throw perfError(caller.lang, 'goalsNotSubmitted')
    const goals = await goalsOf(ctx.db, caller.tenantId, cycle.id, employeeId)
    const scores = scoresFor(goals, request.body.scores, caller.lang)
    await ctx.db.transaction().execute(async (trx) => {
      for (const [goalId, score] of scores) {
        await trx
          .updateTable('perf_goal')
          .set({ self_score: score })
          .where('tenant_id', '=', caller.tenantId)
          .where('id', '=', goalId)
          .execute()
      }
      await trx
        .updateTable('perf_participant')
        .set({ self_comment: request.body.comment.trim(), self_at: ctx.now() })
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycle.id)
        .where('employee_id', '=', employeeId)
        .execute()
    })
    await auditPerf(ctx, caller, 'selfReview', PERF_FUNCTIONS.mine, { cycleId: cycle.id })
    return ok({ cycleId: cycle.id })
  })

  serve(api, routes.acknowledge, guard, async (request) => {
    const caller = callerOf(request)
    const { employeeId, cycle, participant } = await mine(caller, request.body.cycleId)
    if (participant.released_at === null) throw perfError(caller.lang, 'notReleased')
    if (participant.ack_at !== null) throw perfError(caller.lang, 'acknowledged')
    const comment = request.body.comment.trim()
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('perf_participant')
        .set({ ack_at: ctx.now(), ack_comment: comment })
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycle.id)
        .where('employee_id', '=', employeeId)
        .execute()
      await noticeAcknowledged(
        { db: trx, now: ctx.now },
        caller.tenantId,
        cycle,
        employeeId,
        participant.manager_id,
        comment,
      )
    })
    await auditPerf(ctx, caller, 'acknowledge', PERF_FUNCTIONS.mine, { cycleId: cycle.id })
    return ok({ cycleId: cycle.id })
  })
}
