import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { dispatchWorkflowNotices, startInstance, requestView } from '../workflow'
import { langOfRequest as langFrom } from '../../core/lang'
import { parseDate, type Span } from './days'
import { tellAttendance } from './attendance'
import { leaveDescription } from './describe'
import { applicantOf, refuseIneligible } from './eligibility'
import { leaveError } from './errors'
import { bookedOverlap, hourlyLeave } from './hourly'
import { refuseLockedDays } from './lock'
import { refuseOverdraw } from './entitlement/check'
import { refuseBlackout } from './blackouts/periods'
import { countedDaysOf, partsByYear } from './entitlement/take'
import { HOLDING, LEAVE_BIZ_TYPE, LEAVE_FUNCTIONS, lockBalances, requestOf, spanOf, today, useLeave } from './store'

const { leave: routes } = contract.leave

/**
 * §7 vacation, function 8001 'My leave': apply (the workflow `leave` decides), the caller's requests, a request's
 * detail (for whoever may see its approval) and cancel leave. The types and balances are leave-type-list-routes.ts'.
 */
export function leaveRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.myLeave) }

  serve(api, routes.apply, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const tenantId = session.tenant_id
    const body = request.body
    const type = await ctx.db
      .selectFrom('leave_type')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('code', '=', body.typeCode)
      .executeTakeFirst()
    if (!type) throw leaveError(lang, 'unknownType', { code: body.typeCode })
    refuseIneligible(
      type,
      await applicantOf(ctx.db, tenantId, user.id),
      [today(ctx.now()), body.startDate].sort()[1],
      lang,
    )
    const hourly = type.unit === 'hour' ? await hourlyLeave(ctx.db, tenantId, user.id, body, lang) : null
    const span: Span = hourly ? hourly.span : body
    if (type.backdate_days !== null) {
      const earliest = today(ctx.now() - type.backdate_days * 86_400_000)
      if (span.startDate < earliest)
        throw leaveError(lang, 'tooFarBack', {
          type: lang === 'en' ? type.name_en : type.name_zh,
          days: type.backdate_days,
          earliest,
        })
    }
    const length = (parseDate(body.endDate) ?? 0) - (parseDate(body.startDate) ?? 0)
    if (length > 366 * 86_400_000) throw leaveError(lang, 'badDates')
    // Working days of the applicant's calendar (public holidays and rest days are not counted, make-up days are), or
    // every day for a type counted in calendar days (maternity leave).
    const count = type.count_days === 'calendar' ? 'calendar' : 'working'
    const days = hourly ? 0 : await countedDaysOf(ctx.db, tenantId, user.id, body, count)
    if (days === null) throw leaveError(lang, 'badDates')
    if (days === 0 && !hourly) throw leaveError(lang, 'noWorkingDays')
    await refuseLockedDays(ctx.db, tenantId, span.startDate, span.endDate, lang)
    await refuseBlackout(ctx.db, { tenantId, userId: user.id, type }, span, lang)
    const booked = { ...span, startTime: hourly?.startTime ?? null, endTime: hourly?.endTime ?? null }
    const id = randomUUID()
    const { title, titleMessage, summary, summaryMessage } = leaveDescription(type, span, days, body.reason, hourly)
    const instance = await ctx.db.transaction().execute(async (trx) => {
      // The overlap and the balance are checked where the request is written, the account's balances locked meanwhile:
      // requests sent at the same moment are decided one after another, each seeing the days the ones before hold.
      await lockBalances(trx, tenantId, user.id)
      const mine = await trx
        .selectFrom('leave_request')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', user.id)
        .where('status', 'in', [...HOLDING])
        .execute()
      const clash = mine.find((row) =>
        bookedOverlap({ ...spanOf(row), startTime: row.start_time, endTime: row.end_time }, booked),
      )
      if (clash) throw leaveError(lang, 'overlap', { from: clash.start_date, to: clash.end_date })
      if (type.tracked) {
        const parts = await partsByYear(
          trx,
          tenantId,
          user.id,
          { span, days, hours: hourly?.hours ?? 0, hourly: Boolean(hourly) },
          count,
        )
        const onDay = [today(ctx.now()), body.startDate].sort()[1]
        await refuseOverdraw(
          trx,
          { tenantId, userId: user.id, type, parts, hourly: Boolean(hourly), onDay, now: ctx.now() },
          lang,
        )
      }
      await trx
        .insertInto('leave_request')
        .values({
          tenant_id: tenantId,
          id,
          user_id: user.id,
          type_code: type.code,
          start_date: span.startDate,
          start_half: span.startHalf,
          end_date: span.endDate,
          end_half: span.endHalf,
          days,
          reason: body.reason,
          status: 'pending',
          instance_id: null,
          created_at: ctx.now(),
          start_time: hourly?.startTime ?? null,
          end_time: hourly?.endTime ?? null,
          hours: hourly?.hours ?? 0,
          credits: null,
        })
        .execute()
      const started = await startInstance(
        { db: trx, now: ctx.now },
        {
          tenantId,
          bizType: LEAVE_BIZ_TYPE,
          bizId: id,
          applicantId: user.id,
          title,
          titleMessage,
          summary,
          summaryMessage,
          amount: days,
          lang,
        },
      )
      await trx
        .updateTable('leave_request')
        .set({ instance_id: started.id })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute()
      return started
    })
    // The approvers hear of it at once (the transaction left the notices in the outbox).
    await dispatchWorkflowNotices(ctx, tenantId)
    return ok({ id, instanceId: instance.id, days, hours: hourly?.hours ?? 0, status: 'pending' })
  })

  serve(api, routes.mine, guard, async (request) => {
    const { session, user } = authOf(request)
    const { page = 1, rows = 10, status } = request.body
    let query = ctx.db
      .selectFrom('leave_request')
      .leftJoin('wf_instance', (join) =>
        join
          .onRef('wf_instance.tenant_id', '=', 'leave_request.tenant_id')
          .onRef('wf_instance.id', '=', 'leave_request.instance_id'),
      )
      .innerJoin('leave_type', (join) =>
        join
          .onRef('leave_type.tenant_id', '=', 'leave_request.tenant_id')
          .onRef('leave_type.code', '=', 'leave_request.type_code'),
      )
      .where('leave_request.tenant_id', '=', session.tenant_id)
      .where('leave_request.user_id', '=', user.id)
    if (status) query = query.where('leave_request.status', '=', status)
    const [count, list] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      query
        .select([
          'leave_request.id',
          'leave_request.type_code',
          'leave_request.start_date',
          'leave_request.start_half',
          'leave_request.end_date',
          'leave_request.end_half',
          'leave_request.days',
          'leave_request.start_time',
          'leave_request.end_time',
          'leave_request.hours',
          'leave_request.reason',
          'leave_request.status',
          'leave_request.instance_id',
          'leave_request.created_at',
          'wf_instance.status as flow_status',
          'leave_type.name_zh',
          'leave_type.name_en',
        ])
        .orderBy('leave_request.created_at', 'desc')
        .orderBy('leave_request.id')
        .limit(rows)
        .offset((page - 1) * rows)
        .execute(),
    ])
    return ok({ total: Number(count?.n ?? 0), rows: list.map(toView) })
  })

  serve(api, routes.detail, guard, async (request) => {
    const auth = authOf(request)
    const lang = langFrom(request)
    const row = await requestOf(ctx.db, auth.session.tenant_id, request.body.id)
    if (!row) throw leaveError(lang, 'notFound')
    const { visible, instance } = await requestView(ctx.db, auth, row)
    if (!visible) throw leaveError(lang, 'notFound')
    const [type, applicant] = await Promise.all([
      ctx.db
        .selectFrom('leave_type')
        .select(['name_zh', 'name_en'])
        .where('tenant_id', '=', row.tenant_id)
        .where('code', '=', row.type_code)
        .executeTakeFirst(),
      ctx.db.selectFrom('app_user').select(['real_name', 'user_name']).where('id', '=', row.user_id).executeTakeFirst(),
    ])
    return ok({
      ...toView({
        ...row,
        flow_status: instance?.status ?? null,
        name_zh: type?.name_zh ?? row.type_code,
        name_en: type?.name_en ?? row.type_code,
      }),
      applicantName: applicant?.real_name || applicant?.user_name || '',
      mine: row.user_id === auth.user.id,
    })
  })

  /** §9 'cancel leave': the applicant takes back an approved leave; its days return to the balance. */
  serve(api, routes.cancelLeave, { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.cancelLeave) }, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const revoked = await ctx.db.transaction().execute(async (trx) => {
      await lockBalances(trx, session.tenant_id, user.id)
      const row = await requestOf(trx, session.tenant_id, request.body.id)
      if (!row || row.user_id !== user.id || row.status !== 'approved') throw leaveError(lang, 'notCancellable')
      await refuseLockedDays(trx, row.tenant_id, row.start_date, row.end_date, lang)
      const moved = await trx
        .updateTable('leave_request')
        .set({ status: 'revoked' })
        .where('tenant_id', '=', row.tenant_id)
        .where('id', '=', row.id)
        .where('status', '=', 'approved')
        .executeTakeFirst()
      if (Number(moved.numUpdatedRows) === 1) await useLeave(trx, row, -1, today(ctx.now()))
      return row
    })
    await tellAttendance(ctx, revoked.tenant_id, revoked.user_id, revoked.start_date, revoked.end_date)
    return ok({ id: request.body.id, status: 'revoked' })
  })
}

interface Row {
  id: string
  type_code: string
  start_date: string
  start_half: string
  end_date: string
  end_half: string
  days: number
  start_time: string | null
  end_time: string | null
  hours: number
  reason: string
  status: string
  instance_id: string | null
  created_at: number | string
  flow_status: string | null
  name_zh: string
  name_en: string
}

/** A request as the app shows it: `status` also says 'returned' while the approver sent it back for changes. */
const toView = (row: Row) => ({
  id: row.id,
  typeCode: row.type_code,
  typeNameZh: row.name_zh,
  typeNameEn: row.name_en,
  startDate: row.start_date,
  startHalf: row.start_half,
  endDate: row.end_date,
  endHalf: row.end_half,
  days: Number(row.days),
  startTime: row.start_time,
  endTime: row.end_time,
  hours: Number(row.hours),
  reason: row.reason,
  instanceId: row.instance_id,
  status: row.status === 'pending' && row.flow_status === 'returned' ? 'returned' : row.status,
  createdAt: Number(row.created_at),
})
