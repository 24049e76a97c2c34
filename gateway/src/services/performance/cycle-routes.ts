import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import { inStaffScope, staffScopeOf } from '../access'
import { managerAt } from '../workflow'
import { callerOf, hrResultAccess } from './access'
import { auditPerf } from './audit'
import { checkCycle } from './cycle-check'
import { perfError } from './errors'
import { PERF_FUNCTIONS } from './functions'
import { scopedParticipants } from './participants'
import { requirePhaseDone } from './phase-gate'
import { nextPhase, phaseWord } from './phases'
import { cycleOf, nextId } from './store'
import { cycleView, ratingOf, statusOf } from './views'
import { serve } from '../../core/http/serve'

const { cycles: routes } = contract.performance

/**
 * Review cycles (8601; 860101 changes them): the cycles with their phase dates and target distribution, participants
 * added by department (with their line manager from the reporting line) within the caller's data range, and the
 * phases moved on one at a time up to calibration (releasing is calibration's, 860202).
 */
export function cycleRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, PERF_FUNCTIONS.cycles) }
  const edit = { preHandler: requireFunction(ctx, PERF_FUNCTIONS.editCycles) }

  serve(api, routes.list, view, async (request) => {
    const { tenantId } = callerOf(request)
    const [cycles, counts] = await Promise.all([
      ctx.db
        .selectFrom('perf_cycle')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      ctx.db
        .selectFrom('perf_participant')
        .select(['cycle_id', (eb) => eb.fn.countAll().as('n')])
        .where('tenant_id', '=', tenantId)
        .groupBy('cycle_id')
        .execute(),
    ])
    const count = new Map(counts.map((row) => [row.cycle_id, Number(row.n)]))
    return ok({ rows: cycles.map((cycle) => ({ ...cycleView(cycle), participants: count.get(cycle.id) ?? 0 })) })
  })

  serve(api, routes.save, edit, async (request) => {
    const caller = callerOf(request)
    const input = request.body
    checkCycle(input, caller.lang)
    const values = {
      name: input.name.trim(),
      kind: input.kind,
      period: input.period,
      start_date: input.startDate,
      goals_due: input.goalsDue,
      self_due: input.selfDue,
      manager_due: input.managerDue,
      calibration_due: input.calibrationDue,
      end_date: input.endDate,
      target_top: input.targetTop,
      target_middle: input.targetMiddle,
      target_bottom: input.targetBottom,
      updated_at: ctx.now(),
    }
    const id = await ctx.db.transaction().execute(async (trx) => {
      if (input.id !== undefined) {
        const cycle = await cycleOf(trx, caller.tenantId, input.id, caller.lang)
        if (cycle.phase === 'released')
          throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
        await trx
          .updateTable('perf_cycle')
          .set(values)
          .where('tenant_id', '=', caller.tenantId)
          .where('id', '=', input.id)
          .execute()
        return input.id
      }
      const id = await nextId(trx, 'perf_cycle', caller.tenantId)
      await trx
        .insertInto('perf_cycle')
        .values({
          tenant_id: caller.tenantId,
          id,
          ...values,
          phase: 'draft',
          created_by: caller.userId,
          created_at: ctx.now(),
        })
        .execute()
      return id
    })
    await auditPerf(ctx, caller, 'cycleSave', PERF_FUNCTIONS.editCycles, { id, name: values.name })
    return ok({ id })
  })

  serve(api, routes.detail, view, async (request) => {
    const caller = callerOf(request)
    const cycle = await cycleOf(ctx.db, caller.tenantId, request.body.cycleId, caller.lang)
    const [people, access] = await Promise.all([
      scopedParticipants(ctx, authOf(request), cycle.id),
      hrResultAccess(ctx, caller),
    ])
    return ok({
      cycle: cycleView(cycle),
      hidden: Object.entries(access)
        .filter(([, a]) => a === 'hidden')
        .map(([field]) => field),
      participants: people.map(({ row, name, jobNumber, organ, managerName }) => ({
        employeeId: row.employee_id,
        name,
        jobNumber,
        organ,
        managerId: row.manager_id,
        managerName,
        status: statusOf(row),
        rating: access.rating === 'hidden' ? null : ratingOf(row.rating),
      })),
    })
  })

  serve(api, routes.addDepartments, edit, async (request) => {
    const caller = callerOf(request)
    const auth = authOf(request)
    const cycle = await cycleOf(ctx.db, caller.tenantId, request.body.cycleId, caller.lang)
    if (cycle.phase !== 'draft' && cycle.phase !== 'goals')
      throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
    const organs = await organsOfTenant(ctx.db, caller.tenantId)
    const organIds = new Set<number>()
    for (const organId of request.body.organIds) {
      if (!organs.some((organ) => organ.id === organId)) throw perfError(caller.lang, 'organNotFound')
      for (const id of subtreeIds(organs, organId)) organIds.add(id)
    }
    const scope = await staffScopeOf(ctx, auth.session, auth.user)
    const added = await ctx.db.transaction().execute(async (trx) => {
      const already = trx
        .selectFrom('perf_participant')
        .select('employee_id')
        .where('tenant_id', '=', caller.tenantId)
        .where('cycle_id', '=', cycle.id)
      const staff = await trx
        .selectFrom('employee')
        .select(['employee.id', 'employee.organ_id'])
        .where('employee.tenant_id', '=', caller.tenantId)
        .where('employee.status', '=', 1)
        .where('employee.organ_id', 'in', [...organIds])
        .where(inStaffScope(scope))
        .where('employee.id', 'not in', already)
        .orderBy('employee.id')
        .execute()
      for (const person of staff) {
        await trx
          .insertInto('perf_participant')
          .values({
            tenant_id: caller.tenantId,
            cycle_id: cycle.id,
            employee_id: person.id,
            organ_id: person.organ_id,
            manager_id: await managerAt(trx, caller.tenantId, person.id, 1),
            self_comment: '',
            manager_comment: '',
            ack_comment: '',
          })
          .execute()
      }
      return staff.length
    })
    await auditPerf(ctx, caller, 'addDepartments', PERF_FUNCTIONS.editCycles, {
      cycleId: cycle.id,
      organIds: request.body.organIds,
      added,
    })
    return ok({ added })
  })

  serve(api, routes.removeParticipant, edit, async (request) => {
    const caller = callerOf(request)
    const { cycleId, employeeId } = request.body
    const cycle = await cycleOf(ctx.db, caller.tenantId, cycleId, caller.lang)
    if (cycle.phase === 'released')
      throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
    const inRange = (await scopedParticipants(ctx, authOf(request), cycleId)).some(
      (p) => p.row.employee_id === employeeId,
    )
    if (!inRange) throw perfError(caller.lang, 'notParticipant')
    await ctx.db.transaction().execute(async (trx) => {
      for (const table of [
        'perf_checkin',
        'perf_goal',
        'perf_rating_change',
        'perf_salary_change',
        'perf_participant',
      ] as const) {
        await trx
          .deleteFrom(table)
          .where('tenant_id', '=', caller.tenantId)
          .where('cycle_id', '=', cycleId)
          .where('employee_id', '=', employeeId)
          .execute()
      }
    })
    await auditPerf(ctx, caller, 'removeParticipant', PERF_FUNCTIONS.editCycles, { cycleId, employeeId })
    return ok({ cycleId, employeeId })
  })

  serve(api, routes.advance, edit, async (request) => {
    const caller = callerOf(request)
    const cycle = await cycleOf(ctx.db, caller.tenantId, request.body.cycleId, caller.lang)
    const next = nextPhase(cycle.phase)
    // Releasing the results is calibration's step (860202), after every rating is set.
    if (next === null || next === 'released')
      throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
    await requirePhaseDone(ctx.db, caller.lang, caller.tenantId, cycle.id, cycle.phase)
    const moved = await ctx.db
      .updateTable('perf_cycle')
      .set({ phase: next, updated_at: ctx.now() })
      .where('tenant_id', '=', caller.tenantId)
      .where('id', '=', cycle.id)
      .where('phase', '=', cycle.phase)
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) === 0)
      throw perfError(caller.lang, 'wrongPhase', { phase: phaseWord(caller.lang, cycle.phase) })
    await auditPerf(ctx, caller, 'advance', PERF_FUNCTIONS.editCycles, {
      cycleId: cycle.id,
      from: cycle.phase,
      to: next,
    })
    return ok({ cycleId: cycle.id, phase: next })
  })
}
