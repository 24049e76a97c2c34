import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { requireFunction, authOf } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { callerOf, hrResultAccess } from './access'
import { auditPerf } from './audit'
import { distribution } from './distribution'
import { fieldLocked, perfError } from './errors'
import { PERF_FUNCTIONS } from './functions'
import { noticeReleased } from './notices'
import { scopedParticipants } from './participants'
import { phaseWord } from './phases'
import { cycleOf, nextId } from './store'
import { changeKindOf, changeStatusOf, cycleView, ratingOf, statusOf } from './views'
import { serve } from '../../core/http/serve'

const { calibration: routes } = contract.performance

/**
 * Calibration (8602): the spread of ratings per department against the cycle's target, ratings adjusted with a reason
 * (860201, in the calibration phase), the results released to the employees once all are rated (860202), and salary
 * changes proposed to payroll (860203). Participants outside the caller's data range are as if unknown; field
 * permissions of review results (biz type 3) hide the rating or the salary change, or keep them from being changed.
 */
export function calibrationRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, PERF_FUNCTIONS.calibration) }

  serve(api, routes.spread, view, async (request) => {
    const caller = callerOf(request)
    const cycle = await cycleOf(ctx.db, caller.tenantId, request.body.cycleId, caller.lang)
    const [people, access] = await Promise.all([
      scopedParticipants(ctx, authOf(request), cycle.id),
      hrResultAccess(ctx, caller),
    ])
    const [changes, proposals] = await Promise.all([
      ctx.db
        .selectFrom('perf_rating_change')
        .selectAll()
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycle.id)
        .orderBy('id')
        .execute(),
      ctx.db
        .selectFrom('perf_salary_change')
        .selectAll()
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycle.id)
        .where('status', '!=', 'withdrawn')
        .execute(),
    ])
    const seeRating = access.rating !== 'hidden'
    const seeSalary = access.salaryChange !== 'hidden'
    const target = { top: cycle.target_top, middle: cycle.target_middle, bottom: cycle.target_bottom }
    return ok({
      cycle: cycleView(cycle),
      canAdjust: access.rating === 'edit',
      canProposeSalary: access.salaryChange === 'edit',
      hidden: Object.entries(access)
        .filter(([, a]) => a === 'hidden')
        .map(([field]) => field),
      // The spread is made of ratings: it is empty to whom ratings are hidden.
      spread: seeRating
        ? distribution(
            people.map((p) => ({ organId: p.row.organ_id, organ: p.organ, rating: p.row.rating })),
            target,
          )
        : null,
      participants: people.map(({ row, name, jobNumber, organ, managerName }) => {
        const proposal = proposals.find((one) => one.employee_id === row.employee_id)
        return {
          employeeId: row.employee_id,
          name,
          jobNumber,
          organ,
          managerName,
          status: statusOf(row),
          managerRating: seeRating ? ratingOf(row.manager_rating) : null,
          rating: seeRating ? ratingOf(row.rating) : null,
          changes: seeRating
            ? changes
                .filter((c) => c.employee_id === row.employee_id)
                .map((c) => ({
                  from: ratingOf(c.from_rating),
                  to: ratingOf(c.to_rating),
                  reason: c.reason,
                  at: Number(c.changed_at),
                }))
            : [],
          salaryChange:
            seeSalary && proposal
              ? {
                  id: proposal.id,
                  kind: changeKindOf(proposal.kind),
                  value: proposal.value,
                  effectiveMonth: proposal.effective_month,
                  status: changeStatusOf(proposal.status),
                }
              : null,
        }
      }),
    })
  })

  serve(api, routes.adjust, { preHandler: requireFunction(ctx, PERF_FUNCTIONS.adjust) }, async (request) => {
    const caller = callerOf(request)
    const { cycleId, employeeId, rating, reason } = request.body
    const cycle = await cycleOf(ctx.db, caller.tenantId, cycleId, caller.lang)
    if (cycle.phase !== 'calibration')
      throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
    if ((await hrResultAccess(ctx, caller)).rating !== 'edit') throw fieldLocked(caller.lang, 'rating')
    const person = (await scopedParticipants(ctx, authOf(request), cycleId)).find(
      (p) => p.row.employee_id === employeeId,
    )
    if (!person) throw perfError(caller.lang, 'notParticipant')
    if (person.row.manager_at === null) throw perfError(caller.lang, 'notReviewed')
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('perf_participant')
        .set({ rating })
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycleId)
        .where('employee_id', '=', employeeId)
        .execute()
      await trx
        .insertInto('perf_rating_change')
        .values({
          tenant_id: caller.tenantId,
          id: await nextId(trx, 'perf_rating_change', caller.tenantId),
          cycle_id: cycleId,
          employee_id: employeeId,
          from_rating: person.row.rating,
          to_rating: rating,
          reason: reason.trim(),
          changed_by: caller.userId,
          changed_at: ctx.now(),
        })
        .execute()
    })
    await auditPerf(ctx, caller, 'adjust', PERF_FUNCTIONS.adjust, {
      cycleId,
      employeeId,
      from: person.row.rating,
      to: rating,
    })
    return ok({ cycleId, employeeId, rating })
  })

  serve(api, routes.release, { preHandler: requireFunction(ctx, PERF_FUNCTIONS.release) }, async (request) => {
    const caller = callerOf(request)
    const cycle = await cycleOf(ctx.db, caller.tenantId, request.body.cycleId, caller.lang)
    if (cycle.phase !== 'calibration')
      throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
    // Every participant of the cycle, not only those in the caller's range: a cycle is released as a whole.
    const unrated = await ctx.db
      .selectFrom('perf_participant')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', caller.tenantId)
      .where('cycle_id', '=', cycle.id)
      .where('rating', 'is', null)
      .executeTakeFirst()
    if (Number(unrated?.n ?? 0) > 0) throw perfError(caller.lang, 'unrated', { count: Number(unrated?.n) })
    const now = ctx.now()
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('perf_cycle')
        .set({ phase: 'released', updated_at: now })
        .where('tenant_id', '=', caller.tenantId)
        .where('id', '=', cycle.id)
        .execute()
      await trx
        .updateTable('perf_participant')
        .set({ released_at: now })
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycle.id)
        .execute()
      await noticeReleased({ db: trx, now: ctx.now }, caller.tenantId, cycle)
    })
    await auditPerf(ctx, caller, 'release', PERF_FUNCTIONS.release, { cycleId: cycle.id })
    return ok({ cycleId: cycle.id, phase: 'released' })
  })

  serve(
    api,
    routes.proposeSalary,
    { preHandler: requireFunction(ctx, PERF_FUNCTIONS.proposeSalary) },
    async (request) => {
      const caller = callerOf(request)
      const { cycleId, employeeId, kind, value, effectiveMonth, reason } = request.body
      const cycle = await cycleOf(ctx.db, caller.tenantId, cycleId, caller.lang)
      if (cycle.phase !== 'calibration' && cycle.phase !== 'released')
        throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
      if ((await hrResultAccess(ctx, caller)).salaryChange !== 'edit') throw fieldLocked(caller.lang, 'salaryChange')
      const person = (await scopedParticipants(ctx, authOf(request), cycleId)).find(
        (p) => p.row.employee_id === employeeId,
      )
      if (!person) throw perfError(caller.lang, 'notParticipant')
      const id = await ctx.db.transaction().execute(async (trx) => {
        // A new proposal replaces the one still waiting for payroll.
        await trx
          .updateTable('perf_salary_change')
          .set({ status: 'withdrawn' })
          .where('tenant_id', '=', caller.tenantId)
          .where('cycle_id', '=', cycleId)
          .where('employee_id', '=', employeeId)
          .where('status', '=', 'proposed')
          .execute()
        const id = await nextId(trx, 'perf_salary_change', caller.tenantId)
        await trx
          .insertInto('perf_salary_change')
          .values({
            tenant_id: caller.tenantId,
            id,
            cycle_id: cycleId,
            employee_id: employeeId,
            kind,
            value,
            effective_month: effectiveMonth,
            reason: reason.trim(),
            status: 'proposed',
            proposed_by: caller.userId,
            proposed_at: ctx.now(),
            applied_by: null,
            applied_at: null,
            applied_base_fen: null,
          })
          .execute()
        return id
      })
      await auditPerf(ctx, caller, 'proposeSalary', PERF_FUNCTIONS.proposeSalary, {
        cycleId,
        employeeId,
        kind,
        value,
        effectiveMonth,
      })
      return ok({ id })
    },
  )
}
