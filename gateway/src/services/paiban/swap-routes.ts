import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { flag, id, objectBody, paragraph, text } from '../../core/http/schema'
import { langOfRequest as langFrom, type Lang } from '../../core/lang'
import { canView, dispatchWorkflowNotices, fireEvent, loadInstance, startInstance } from '../workflow/api'
import { addDays, daysBetween } from './days'
import { paibanError, paibanWord, type PaibanWord } from './errors'
import { PAIBAN_FUNCTIONS, SHIFT_SWAP_BIZ_TYPE } from './functions'
import { lockedMonthsBetween } from './locks'
import { daysOfMonth } from './month'
import { groupOf, planContext } from './plan-context'
import { plansOf } from './plans'
import { accountOfEmployee, employeeOfAccount, namesOf, swapDescription, swapOf } from './swap-store'
import { dateSchema } from './schemas'
import type { ShiftSwapTable } from './tables'

interface ApplyBody {
  day: string
  otherEmployeeId: number
  otherDay: string
  reason: string
}

/** The furthest ahead a swap may reach, in days from today. */
const MAX_AHEAD = 92

/**
 * Shift swaps (function 8104, every member of staff): colleagues to pick, the two people's planned shifts of a month,
 * ask a swap (the workflow 'shiftSwap': the colleague agrees first, then the line manager), the swaps I asked and
 * those asking me, agree or decline as the colleague, recall my own.
 */
export function swapRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.swaps) }
  const refuse = (lang: Lang, reason: PaibanWord) => paibanError(lang, 'badSwap', { reason: paibanWord(lang, reason) })
  const me = async (tenantId: number, userId: number, lang: Lang) => {
    const employeeId = await employeeOfAccount(ctx.db, tenantId, userId)
    if (employeeId === null) throw paibanError(lang, 'noStaffRecord')
    return employeeId
  }

  api.post<{ Body: { keyword?: string } }>(
    '/paiban/web/swap/colleagues',
    { schema: { body: objectBody({ keyword: text(40) }) }, ...guard },
    async (request) => {
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
        ...new Map(
          rows.map((r) => [r.id, { id: r.id, name: r.name, jobNumber: r.job_number, organ: r.organ }]),
        ).values(),
      ])
    },
  )

  /** My planned shifts of a month and, with a colleague, theirs: per day a shift id, 0 for rest or holiday. */
  api.post<{ Body: { month: string; otherEmployeeId?: number } }>(
    '/paiban/web/swap/days',
    {
      schema: {
        body: objectBody({ month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, otherEmployeeId: id() }, ['month']),
      },
      ...guard,
    },
    async (request) => {
      const { session, user } = authOf(request)
      const lang = langFrom(request)
      const days = daysOfMonth(request.body.month, lang)
      const mine = await me(session.tenant_id, user.id, lang)
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
    },
  )

  api.post<{ Body: ApplyBody }>(
    '/paiban/web/swap/apply',
    {
      schema: {
        body: objectBody({ day: dateSchema, otherEmployeeId: id(), otherDay: dateSchema, reason: paragraph(500, 1) }, [
          'day',
          'otherEmployeeId',
          'otherDay',
          'reason',
        ]),
      },
      ...guard,
    },
    async (request) => {
      const { session, user } = authOf(request)
      const lang = langFrom(request)
      const tenantId = session.tenant_id
      const body = request.body
      const mine = await me(tenantId, user.id, lang)
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
      return ok({ id: row.id, instanceId: instance.id, status: 'pending' })
    },
  )

  api.post('/paiban/web/swap/mine', { schema: { body: objectBody({}) }, ...guard }, async (request) => {
    const { session, user } = authOf(request)
    const rows = await ctx.db
      .selectFrom('shift_swap')
      .leftJoin('wf_instance', (join) =>
        join
          .onRef('wf_instance.tenant_id', '=', 'shift_swap.tenant_id')
          .onRef('wf_instance.id', '=', 'shift_swap.instance_id'),
      )
      .selectAll('shift_swap')
      .select(['wf_instance.current_step', 'wf_instance.status as flow_status'])
      .where('shift_swap.tenant_id', '=', session.tenant_id)
      .where((eb) => eb.or([eb('shift_swap.user_id', '=', user.id), eb('shift_swap.other_user_id', '=', user.id)]))
      .orderBy('shift_swap.created_at', 'desc')
      .limit(100)
      .execute()
    const people = [...new Set(rows.flatMap((r) => [r.employee_id, r.other_employee_id]))]
    const names = new Map(
      people.length
        ? (
            await ctx.db
              .selectFrom('employee')
              .select(['id', 'name'])
              .where('tenant_id', '=', session.tenant_id)
              .where('id', 'in', people)
              .execute()
          ).map((e) => [e.id, e.name])
        : [],
    )
    return ok(
      rows.map((r) => ({
        id: r.id,
        mine: r.user_id === user.id,
        name: names.get(r.employee_id) ?? '',
        day: r.day,
        otherName: names.get(r.other_employee_id) ?? '',
        otherDay: r.other_day,
        reason: r.reason,
        status: r.status,
        instanceId: r.instance_id,
        createdAt: Number(r.created_at),
        // The colleague is asked while the first step (theirs) waits.
        waitingForMe:
          r.other_user_id === user.id && r.status === 'pending' && r.flow_status === 'running' && r.current_step === 0,
      })),
    )
  })

  /** The colleague agrees (the first step resolves) or declines (the request is rejected). */
  api.post<{ Body: { id: string; agree: boolean; comment?: string } }>(
    '/paiban/web/swap/answer',
    {
      schema: { body: objectBody({ id: text(36, 36), agree: flag(), comment: paragraph(500) }, ['id', 'agree']) },
      ...guard,
    },
    async (request) => {
      const { session, user } = authOf(request)
      const lang = langFrom(request)
      const swap = await swapOf(ctx.db, session.tenant_id, request.body.id)
      if (!swap) throw paibanError(lang, 'swapNotFound')
      const instance = swap.instance_id ? await loadInstance(ctx.db, session.tenant_id, swap.instance_id) : undefined
      if (swap.other_user_id !== user.id || !instance || instance.status !== 'running' || instance.currentStep !== 0)
        throw refuse(lang, 'notYours')
      const moved = await fireEvent(ctx, {
        tenantId: session.tenant_id,
        instanceId: instance.id,
        event: request.body.agree ? 'resolve' : 'reject',
        actorId: user.id,
        comment: request.body.comment,
        lang,
      })
      return ok({ id: swap.id, status: moved.status })
    },
  )

  /** The applicant recalls a swap still waiting. */
  api.post<{ Body: { id: string } }>(
    '/paiban/web/swap/cancel',
    { schema: { body: objectBody({ id: text(36, 36) }, ['id']) }, ...guard },
    async (request) => {
      const { session, user } = authOf(request)
      const lang = langFrom(request)
      const swap = await swapOf(ctx.db, session.tenant_id, request.body.id)
      if (!swap) throw paibanError(lang, 'swapNotFound')
      if (swap.user_id !== user.id || swap.status !== 'pending' || !swap.instance_id) throw refuse(lang, 'notYours')
      const moved = await fireEvent(ctx, {
        tenantId: session.tenant_id,
        instanceId: swap.instance_id,
        event: 'cancel',
        actorId: user.id,
        lang,
      })
      return ok({ id: swap.id, status: moved.status })
    },
  )

  /** A swap for its two people and whoever may see its request (its approvers). */
  api.post<{ Body: { id: string } }>(
    '/paiban/web/swap/detail',
    { schema: { body: objectBody({ id: text(36, 36) }, ['id']) }, ...guard },
    async (request) => {
      const auth = authOf(request)
      const lang = langFrom(request)
      const swap = await swapOf(ctx.db, auth.session.tenant_id, request.body.id)
      if (!swap) throw paibanError(lang, 'swapNotFound')
      const instance = swap.instance_id ? await loadInstance(ctx.db, swap.tenant_id, swap.instance_id) : undefined
      const party = swap.user_id === auth.user.id || swap.other_user_id === auth.user.id
      if (!party && !(instance && (await canView(ctx.db, auth, instance)))) throw paibanError(lang, 'swapNotFound')
      const names = await namesOf(ctx.db, swap.tenant_id, swap)
      return ok({
        id: swap.id,
        name: names.mine,
        day: swap.day,
        otherName: names.theirs,
        otherDay: swap.other_day,
        reason: swap.reason,
        status: swap.status,
        instanceId: swap.instance_id,
        createdAt: Number(swap.created_at),
        mine: swap.user_id === auth.user.id,
      })
    },
  )
}
