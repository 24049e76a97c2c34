import type { Db } from '../../core/db/types'
import { bizHandler } from '../workflow'
import { dayAfter, tellAttendance } from './attendance'
import { creditToil } from './credits'
import { compensationOf, overtimeParts, payClassOf, restOvertimePolicyOf } from './pay-class'
import { planOfDay } from './plan-of-day'
import { overtimeDescription } from './describe'
import { refuseLockedApproval } from './lock'
import { OVERTIME_BIZ_TYPE } from './store'

/**
 * Overtime: the request reads as its record says (its hours are the amount). Approved, it keeps the class of its day
 * by the person's plan (working day, rest day — bridged rest days included —, statutory holiday), and past midnight
 * the class of the next day for the rest; its rest-day hours are credited as time off in lieu where the request or the
 * tenant's policy chose time off (then they are not paid); every other hour is paid overtime of its class.
 */
export const overtimeHandler = bizHandler(OVERTIME_BIZ_TYPE, {
  async describe(ctx, instance) {
    const row = await overtimeOf(ctx.db, instance.tenantId, instance.bizId)
    return row && overtimeDescription(row)
  },
  async onFinished(ctx, instance, outcome) {
    const row = await overtimeOf(ctx.db, instance.tenantId, instance.bizId)
    if (row?.status !== 'pending') return
    const key = (q: any) => q.where('tenant_id', '=', row.tenant_id).where('id', '=', row.id)
    if (outcome !== 'approved') {
      await key(ctx.db.updateTable('overtime_request').set({ status: outcome })).execute()
      return
    }
    await refuseLockedApproval(ctx.db, row.tenant_id, row.day, row.day)
    // The classes and the compensation are fixed now: a later edit of the calendar does not change what was approved.
    // Past midnight the rest is worked on the next day, of that day's class.
    const { first, next } = overtimeParts(row.start_time, row.end_time)
    const plan = await planOfDay(ctx.db, row.tenant_id, row.user_id, row.day)
    const payClass = payClassOf(plan)
    const nextClass =
      next > 0 ? payClassOf(await planOfDay(ctx.db, row.tenant_id, row.user_id, dayAfter(row.day))) : null
    const asked = row.compensation === 'timeOff' || row.compensation === 'pay' ? row.compensation : null
    const restMinutes = (payClass === 'restDay' ? first : 0) + (nextClass === 'restDay' ? next : 0)
    const policy = await restOvertimePolicyOf(ctx.db, row.tenant_id)
    const compensation = restMinutes > 0 ? compensationOf('restDay', asked, policy) : 'pay'
    const credited = compensation === 'timeOff' ? Math.round((restMinutes / 60) * 100) / 100 : 0
    await key(
      ctx.db.updateTable('overtime_request').set({
        status: outcome,
        day_kind: plan.kind,
        pay_class: payClass,
        next_pay_class: nextClass,
        compensation,
        credited_hours: credited,
      }),
    ).execute()
    if (credited > 0)
      await creditToil(ctx.db, {
        tenantId: row.tenant_id,
        userId: row.user_id,
        overtimeId: row.id,
        hours: credited,
        day: row.day,
        now: ctx.now,
      })
  },
  async afterFinished(ctx, instance) {
    const row = await overtimeOf(ctx.db, instance.tenantId, instance.bizId)
    if (row)
      await tellAttendance(
        ctx,
        row.tenant_id,
        row.user_id,
        row.day,
        row.end_time <= row.start_time ? dayAfter(row.day) : row.day,
      )
  },
  async onResubmitted(ctx, instance) {
    await ctx.db
      .updateTable('overtime_request')
      .set({ status: 'pending' })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
})

const overtimeOf = (db: Db, tenantId: number, id: string) =>
  db
    .selectFrom('overtime_request')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
