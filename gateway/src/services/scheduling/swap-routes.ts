import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom } from '../../core/lang'
import { dispatchWorkflowNotices, startInstance } from '../workflow'
import { addDays, daysBetween } from './days'
import { paibanError } from './errors'
import { PAIBAN_FUNCTIONS, SHIFT_SWAP_BIZ_TYPE } from './functions'
import { lockedMonthsBetween } from './locks'
import { daysOfMonth } from './month'
import { groupOf, planContext } from './plan-context'
import { plansOf } from './plans'
import { refuseSwap as refuse, staffOfCaller } from './swap-checks'
import { accountOfEmployee, employeeOfAccount, namesOf, swapDescription } from './swap-store'
import type { ShiftSwapTable } from './tables'

const { swaps: routes } = contract.scheduling

/** The furthest ahead a swap may reach, in days from today. */
const MAX_AHEAD = 92

/**
 * Asking a shift swap (function 8104, every member of staff): colleagues to pick, the two people's planned shifts of a
 * month, and the request (the workflow 'shiftSwap': the colleague agrees first, then the line manager). The swaps
 * themselves, answering and recalling them: swap-answer-routes.ts.
 */
export function swapRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.swaps) }

  serve(api, routes.colleagues, guard, async (request) => {
    const { session, user } = authOf(request)
    const mine = await employeeOfAccount(ctx.db, session.tenant_id, user.id)
    const keyword = (request.body.keyword ?? '').trim()
    let query = ctx.db
      .selectFrom('employee')
      .innerJoin('organ', 'organ.id', 'employee.organ_id')
      .innerJoin('app_user', 'app_user.employee_id', 'employee.id')
      .innerJoin('user_tenant', (join) =>
        join.onRef('user_tenant.user_id', '=', 'app_user.id').on('user_tenant.tenant_id', '=', session.tenant_id),
      )
      .select(['employee.id', 'employee.name', 'employee.job_number', 'organ.name as organ'])
      .where('employee.tenant_id', '=', session.tenant_id)
      .where('employee.status', '=', 1)
    if (mine !== null) query = query.where('employee.id', '!=', mine)
    if (keyword)
      query = query.where((eb) =>
        eb.or([eb('employee.name', 'like', `%${keyword}%`), eb('employee.job_number', 'like', `%${keyword}%`)]),
      )
    const rows = await query.orderBy('employee.job_number').limit(20).execute()
    return ok([
      ...new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, jobNumber: r.job_number, organ: r.organ }])).values(),
    ])
  })

  /** My planned shifts of a month and, with a colleague, theirs: per day a shift id, 0 for rest or holiday. */
  serve(api, routes.days, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const days = daysOfMonth(request.body.month, lang)
    const mine = await staffOfCaller(ctx.db, session.tenant_id, user.id, lang)
    const other = request.body.otherEmployeeId
    const plans = await plansOf(
      ctx.db,
      session.tenant_id,
      other ? [mine, other] : [mine],
      days[0],
      days[days.length - 1],
    )
    const byDay = (employeeId: number) =>
      Object.fromEntries((plans.get(employeeId) ?? []).map((p) => [p.day, p.shift?.id ?? 0]))
    const shifts = await ctx.db
      .selectFrom('shift')
      .select(['id', 'name_zh', 'name_en', 'start_time', 'end_time'])
      .where('tenant_id', '=', session.tenant_id)
      .orderBy('sort')
      .execute()
    return ok({
      month: request.body.month,
      days,
      mine: byDay(mine),
      theirs: other && plans.has(other) ? byDay(other) : null,
      shifts: shifts.map((s) => ({
        id: s.id,
        nameZh: s.name_zh,
        nameEn: s.name_en,
        startTime: s.start_time,
        endTime: s.end_time,
      })),
    })
  })

  serve(api, routes.apply, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const tenantId = session.tenant_id
    const body = request.body
    const mine = await staffOfCaller(ctx.db, tenantId, user.id, lang)
    if (body.otherEmployeeId === mine) throw refuse(lang, 'sameDay')
    const otherUser = await accountOfEmployee(ctx.db, tenantId, body.otherEmployeeId)
    if (otherUser === null) throw refuse(lang, 'notColleague')
    const today = new Date(ctx.now()).toISOString().slice(0, 10)
    const last = addDays(today, MAX_AHEAD)
    if ([body.day, body.otherDay].some((d) => daysBetween(d, d).length === 0 || d < today || d > last))
      throw refuse(lang, 'pastDay')
    const [first, second] = [body.day, body.otherDay].sort()
    const locked = await lockedMonthsBetween(ctx.db, tenantId, first, second)
    if (locked.length) throw paibanError(lang, 'monthLocked', { month: locked[0] })
    // Both people belong to an attendance group (a roster or a week pattern: the swap writes roster rows or overrides of
    // the pattern), and each has a shift on their day.
    const [context, people] = await Promise.all([
      planContext(ctx.db, tenantId, first, second),
      ctx.db
        .selectFrom('employee')
        .select(['id', 'organ_id'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', [mine, body.otherEmployeeId])
        .execute(),
    ])
    const memo = new Map<number, number | null>()
    if (people.length !== 2 || people.some((p) => !groupOf(context, p.id, p.organ_id, memo)))
      throw refuse(lang, 'notInGroup')
    const plans = await plansOf(ctx.db, tenantId, [mine, body.otherEmployeeId], first, second)
    const shiftOn = (employeeId: number, day: string) =>
      plans.get(employeeId)?.find((p) => p.day === day)?.shift ?? null
    if (!shiftOn(mine, body.day) || !shiftOn(body.otherEmployeeId, body.otherDay)) throw refuse(lang, 'notWorking')
    const waiting = await ctx.db
      .selectFrom('shift_swap')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('employee_id', 'in', [mine, body.otherEmployeeId]), eb('day', 'in', [body.day, body.otherDay])]),
          eb.and([
            eb('other_employee_id', 'in', [mine, body.otherEmployeeId]),
            eb('other_day', 'in', [body.day, body.otherDay]),
          ]),
        ]),
      )
      .executeTakeFirst()
    if (waiting) throw refuse(lang, 'swapPending')
    const row: ShiftSwapTable = {
      tenant_id: tenantId,
      id: randomUUID(),
      user_id: user.id,
      employee_id: mine,
      day: body.day,
      other_user_id: otherUser,
      other_employee_id: body.otherEmployeeId,
      other_day: body.otherDay,
      reason: body.reason,
      status: 'pending',
      instance_id: null,
      created_at: ctx.now(),
    }
    const description = swapDescription(row, await namesOf(ctx.db, tenantId, row))
    const instance = await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('shift_swap').values(row).execute()
      const started = await startInstance(
        { db: trx, now: ctx.now },
        {
          tenantId,
          bizType: SHIFT_SWAP_BIZ_TYPE,
          bizId: row.id,
          applicantId: user.id,
          lang,
          ...description,
          // The colleague agrees first; then the steps of the tenant's definition (the line manager by default).
          firstSteps: [
            { nameZh: '同事同意', nameEn: 'Colleague agrees', approver: { type: 'user', userId: otherUser } },
          ],
        },
      )
      await trx
        .updateTable('shift_swap')
        .set({ instance_id: started.id })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', row.id)
        .execute()
      return started
    })
    await dispatchWorkflowNotices(ctx, tenantId)
    return ok({ id: row.id, instanceId: instance.id, status: 'pending' as const })
  })
}
