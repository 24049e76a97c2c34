import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom, type Lang } from '../../core/lang'
import { dispatchWorkflowNotices, startInstance, requestView } from '../workflow'
import { dayAfter, tellAttendance } from './attendance'
import { toilBalance } from './credits'
import { formatDate, parseDate } from './days'
import { overtimeDescription } from './describe'
import { leaveError } from './errors'
import { hoursAcrossMidnight, minutesOf } from './hours'
import { PAY_CLASSES, type PayClass } from './pay-class'
import { refuseLockedDays } from './lock'
import { OVERTIME_BIZ_TYPE } from './store'
import type { OvertimeRequestTable } from './tables'

const { overtime: routes } = contract.leave
const DAY = 86_400_000

/** [start, end) in minutes of the day; an end not after the start reaches into the next morning. */
const window = (row: { start_time: string; end_time: string }): [number, number] => {
  const start = minutesOf(row.start_time)
  const end = minutesOf(row.end_time)
  return [start, end <= start ? end + 24 * 60 : end]
}

/**
 * Overtime (function 8010, shown to everyone): asked before working it (today or a later day within a year) or after
 * (a past day within 31 days), approved through the workflow `overtime` (the line manager); approved on a rest day
 * it earns time off in lieu where the request (`compensation`) or the tenant's policy chose it (overtime-handler.ts).
 * My overtime; a request's detail for whoever may see its approval.
 */
export function overtimeRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }

  serve(api, routes.apply, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const tenantId = session.tenant_id
    const body = request.body
    const day = parseDate(body.day)
    const today = Math.floor(ctx.now() / DAY) * DAY
    const inRange =
      day !== null &&
      (body.timing === 'after' ? day <= today && day >= today - 31 * DAY : day >= today && day <= today + 366 * DAY)
    if (!inRange || body.startTime === body.endTime) throw leaveError(lang, 'badOvertime')
    await refuseLockedDays(ctx.db, tenantId, body.day, body.day, lang)
    const row = { start_time: body.startTime, end_time: body.endTime }
    const [start, end] = window(row)
    const same = await ctx.db
      .selectFrom('overtime_request')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', user.id)
      .where('day', '=', body.day)
      .where('status', 'in', ['pending', 'approved'])
      .execute()
    const clash = same.find((other) => {
      const [a, b] = window(other)
      return a < end && start < b
    })
    if (clash) throw leaveError(lang, 'overtimeOverlap', { day: body.day, from: clash.start_time, to: clash.end_time })
    const id = randomUUID()
    const record = {
      tenant_id: tenantId,
      id,
      user_id: user.id,
      day: formatDate(day!),
      start_time: body.startTime,
      end_time: body.endTime,
      hours: hoursAcrossMidnight(body.startTime, body.endTime),
      timing: body.timing,
      reason: body.reason,
      status: 'pending',
      day_kind: null,
      pay_class: null,
      next_pay_class: null,
      compensation: body.compensation ?? null,
      credited_hours: 0,
      instance_id: null,
      created_at: ctx.now(),
    }
    const { title, titleMessage, summary, amount } = overtimeDescription(record)
    const instance = await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('overtime_request').values(record).execute()
      const started = await startInstance(
        { db: trx, now: ctx.now },
        {
          tenantId,
          bizType: OVERTIME_BIZ_TYPE,
          bizId: id,
          applicantId: user.id,
          title,
          titleMessage,
          summary,
          amount,
          lang,
        },
      )
      await trx
        .updateTable('overtime_request')
        .set({ instance_id: started.id })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute()
      return started
    })
    await dispatchWorkflowNotices(ctx, tenantId)
    return ok({ id, instanceId: instance.id, hours: record.hours, status: 'pending' })
  })

  serve(api, routes.mine, guard, async (request) => {
    const { session, user } = authOf(request)
    const rows = await ctx.db
      .selectFrom('overtime_request')
      .leftJoin('wf_instance', (join) =>
        join
          .onRef('wf_instance.tenant_id', '=', 'overtime_request.tenant_id')
          .onRef('wf_instance.id', '=', 'overtime_request.instance_id'),
      )
      .selectAll('overtime_request')
      .select('wf_instance.status as flow_status')
      .where('overtime_request.tenant_id', '=', session.tenant_id)
      .where('overtime_request.user_id', '=', user.id)
      .orderBy('overtime_request.created_at', 'desc')
      .orderBy('overtime_request.id')
      .limit(100)
      .execute()
    return ok(rows.map((row) => toView(row, row.flow_status)))
  })

  serve(api, routes.detail, guard, async (request) => {
    const auth = authOf(request)
    const lang = langFrom(request)
    const row = await ctx.db
      .selectFrom('overtime_request')
      .selectAll()
      .where('tenant_id', '=', auth.session.tenant_id)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    if (!row) throw leaveError(lang, 'overtimeNotFound')
    const { visible, instance } = await requestView(ctx.db, auth, row)
    if (!visible) throw leaveError(lang, 'overtimeNotFound')
    const applicant = await ctx.db
      .selectFrom('app_user')
      .select(['real_name', 'user_name'])
      .where('id', '=', row.user_id)
      .executeTakeFirst()
    return ok({
      ...toView(row, instance?.status ?? null),
      applicantName: applicant?.real_name || applicant?.user_name || '',
      mine: row.user_id === auth.user.id,
    })
  })

  serve(api, routes.revoke, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const row = await ctx.db
      .transaction()
      .execute((trx) => revokeOvertime(trx, session.tenant_id, user.id, request.body.id, ctx.now(), lang))
    await tellAttendance(
      ctx,
      row.tenant_id,
      row.user_id,
      row.day,
      row.end_time <= row.start_time ? dayAfter(row.day) : row.day,
    )
    return ok({ id: row.id, status: 'revoked' })
  })
}

/**
 * Withdraws an approved overtime of the user's own in a month not locked: its time off in lieu credit goes too, which
 * is refused while any of its hours are taken or held by a pending leave (the balance would fall below zero).
 */
async function revokeOvertime(
  db: Db,
  tenantId: number,
  userId: number,
  id: string,
  now: number,
  lang: Lang,
): Promise<OvertimeRequestTable> {
  const row = await db
    .selectFrom('overtime_request')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row || row.user_id !== userId || row.status !== 'approved') throw leaveError(lang, 'notRevocable')
  await refuseLockedDays(db, tenantId, row.day, row.end_time <= row.start_time ? dayAfter(row.day) : row.day, lang)
  const credit = await db
    .selectFrom('leave_credit')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('overtime_id', '=', id)
    .executeTakeFirst()
  if (credit) {
    const earned = Number(credit.earned_hours)
    const { left } = await toilBalance(db, tenantId, userId, formatDate(Math.floor(now / DAY) * DAY))
    const inUse = Math.max(Number(credit.used_hours), earned - Math.max(left, 0))
    if (inUse > 0) throw leaveError(lang, 'toilInUse', { hours: Math.round(inUse * 100) / 100 })
    await db.deleteFrom('leave_credit').where('tenant_id', '=', tenantId).where('id', '=', credit.id).execute()
  }
  await db
    .updateTable('overtime_request')
    .set({ status: 'revoked' })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .execute()
  return row
}

/** An overtime request as the app shows it: `status` also says 'returned' while the approver sent it back for changes. */
const toView = (row: OvertimeRequestTable, flowStatus: string | null) => ({
  id: row.id,
  day: row.day,
  startTime: row.start_time,
  endTime: row.end_time,
  hours: Number(row.hours),
  timing: row.timing,
  reason: row.reason,
  status: row.status === 'pending' && flowStatus === 'returned' ? 'returned' : row.status,
  dayKind: row.day_kind,
  payClass: (PAY_CLASSES as readonly string[]).includes(row.pay_class ?? '') ? (row.pay_class as PayClass) : null,
  compensation:
    row.compensation === 'timeOff' ? ('timeOff' as const) : row.compensation === 'pay' ? ('pay' as const) : null,
  creditedHours: Number(row.credited_hours),
  instanceId: row.instance_id,
  createdAt: Number(row.created_at),
})
