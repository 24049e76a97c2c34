import type { Db } from '../../core/db/types'
import { bizHandler } from '../workflow'
import { leaveDescription, maternityExtraDescription, patchCardDescription } from './describe'
import { tellAttendance } from './attendance'
import { refuseLockedApproval } from './lock'
import { refuseOverdraw } from './entitlement/check'
import { refuseBlackout } from './blackouts/periods'
import { partsOfRequest } from './entitlement/take'
import { extendedSpanOf } from './maternity-extra'
import {
  LEAVE_BIZ_TYPE,
  lockBalances,
  MATERNITY_EXTRA_BIZ_TYPE,
  PATCH_CARD_BIZ_TYPE,
  requestOf,
  spanOf,
  today,
  takeExtraDays,
  useLeave,
} from './store'

/**
 * The leave side of the workflow: the request reads as its leave says (its days decide the steps); in the
 * transition's transaction, an approved request takes its days off the balance; a rejected or recalled one holds
 * nothing; a rejected one submitted again waits again.
 */
export const leaveHandler = bizHandler(LEAVE_BIZ_TYPE, {
  async describe(ctx, instance) {
    const row = await requestOf(ctx.db, instance.tenantId, instance.bizId)
    if (!row) return undefined
    const type = await ctx.db
      .selectFrom('leave_type')
      .select(['name_zh', 'name_en'])
      .where('tenant_id', '=', row.tenant_id)
      .where('code', '=', row.type_code)
      .executeTakeFirst()
    const hourly =
      row.start_time && row.end_time
        ? { startTime: row.start_time, endTime: row.end_time, hours: Number(row.hours) }
        : null
    return leaveDescription(
      type ?? { name_zh: row.type_code, name_en: row.type_code },
      spanOf(row),
      Number(row.days),
      row.reason,
      hourly,
    )
  },
  // A step's conditions may test the leave's type (condition-fields.ts).
  async facts(ctx, instance) {
    const row = await requestOf(ctx.db, instance.tenantId, instance.bizId)
    return { leaveType: row?.type_code ?? null }
  },
  async onFinished(ctx, instance, outcome) {
    const row = await requestOf(ctx.db, instance.tenantId, instance.bizId)
    if (row?.status !== 'pending') return
    await lockBalances(ctx.db, row.tenant_id, row.user_id)
    if (outcome === 'approved') await refuseLockedApproval(ctx.db, row.tenant_id, row.start_date, row.end_date)
    await ctx.db
      .updateTable('leave_request')
      .set({ status: outcome })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute()
    if (outcome === 'approved') await useLeave(ctx.db, row, 1, today(ctx.now))
  },
  async afterFinished(ctx, instance) {
    const row = await requestOf(ctx.db, instance.tenantId, instance.bizId)
    if (row) await tellAttendance(ctx, row.tenant_id, row.user_id, row.start_date, row.end_date)
  },
  async onResubmitted(ctx, instance) {
    // A rejected request held no days: it may go again only while the balance still covers it.
    const row = await requestOf(ctx.db, instance.tenantId, instance.bizId)
    if (!row) return
    await lockBalances(ctx.db, row.tenant_id, row.user_id)
    const onDay = [today(ctx.now), row.start_date].sort()[1]
    const type = await ctx.db
      .selectFrom('leave_type')
      .selectAll()
      .where('tenant_id', '=', row.tenant_id)
      .where('code', '=', row.type_code)
      .executeTakeFirst()
    // A blackout period set since the request was first sent closes it too.
    if (type) await refuseBlackout(ctx.db, { tenantId: row.tenant_id, userId: row.user_id, type }, spanOf(row), 'both')
    if (type?.tracked) {
      const parts = await partsOfRequest(ctx.db, row, type.count_days === 'calendar' ? 'calendar' : 'working')
      const hourly = Boolean(row.start_time && row.end_time)
      const asking = { tenantId: row.tenant_id, userId: row.user_id, type, parts, hourly, onDay, now: ctx.now }
      await refuseOverdraw(ctx.db, asking, 'both')
    }
    await ctx.db
      .updateTable('leave_request')
      .set({ status: 'pending' })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
})

/** A patch card's request reads as the patch card says; its status follows its workflow. */
export const patchCardHandler = bizHandler(PATCH_CARD_BIZ_TYPE, {
  async describe(ctx, instance) {
    const card = await cardOf(ctx.db, instance.tenantId, instance.bizId)
    return card && patchCardDescription(card)
  },
  async onFinished(ctx, instance, outcome) {
    const card = await cardOf(ctx.db, instance.tenantId, instance.bizId)
    if (card && outcome === 'approved') await refuseLockedApproval(ctx.db, card.tenant_id, card.day, card.day)
    await ctx.db
      .updateTable('patch_card')
      .set({ status: outcome })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .where('status', '=', 'pending')
      .execute()
  },
  async afterFinished(ctx, instance) {
    const card = await cardOf(ctx.db, instance.tenantId, instance.bizId)
    if (card) await tellAttendance(ctx, card.tenant_id, card.user_id, card.day, card.day)
  },
  async onResubmitted(ctx, instance) {
    await ctx.db
      .updateTable('patch_card')
      .set({ status: 'pending' })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
})

/**
 * §9 'supplementary maternity leave': the request reads as the supplement and its leave say (the extra days decide
 * the steps); on approval the maternity leave ends later and its extra days are used.
 */
export const maternityExtraHandler = bizHandler(MATERNITY_EXTRA_BIZ_TYPE, {
  async describe(ctx, instance) {
    const extra = await ctx.db
      .selectFrom('leave_supplement')
      .selectAll()
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .executeTakeFirst()
    const row = extra && (await requestOf(ctx.db, extra.tenant_id, extra.request_id))
    if (!extra || !row) return undefined
    const days = Number(extra.days)
    return maternityExtraDescription(
      row,
      days,
      (await extendedSpanOf(ctx.db, row.tenant_id, row.user_id, spanOf(row), days)).endDate,
      extra.reason,
    )
  },
  async onFinished(ctx, instance, outcome) {
    const extra = await ctx.db
      .selectFrom('leave_supplement')
      .selectAll()
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .executeTakeFirst()
    if (extra?.status !== 'pending') return
    await ctx.db
      .updateTable('leave_supplement')
      .set({ status: outcome })
      .where('tenant_id', '=', extra.tenant_id)
      .where('id', '=', extra.id)
      .execute()
    if (outcome !== 'approved') return
    const row = await requestOf(ctx.db, extra.tenant_id, extra.request_id)
    if (row?.status !== 'approved') return
    const span = await extendedSpanOf(ctx.db, row.tenant_id, row.user_id, spanOf(row), Number(extra.days))
    await refuseLockedApproval(ctx.db, row.tenant_id, row.end_date, span.endDate)
    await ctx.db
      .updateTable('leave_request')
      .set({ end_date: span.endDate, end_half: span.endHalf, days: Number(row.days) + Number(extra.days) })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute()
    await takeExtraDays(ctx.db, row, extra.id, Number(extra.days), span.endDate)
  },
  async afterFinished(ctx, instance) {
    const extra = await ctx.db
      .selectFrom('leave_supplement')
      .select('request_id')
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .executeTakeFirst()
    const row = extra && (await requestOf(ctx.db, instance.tenantId, extra.request_id))
    if (row) await tellAttendance(ctx, row.tenant_id, row.user_id, row.start_date, row.end_date)
  },
  async onResubmitted(ctx, instance) {
    await ctx.db
      .updateTable('leave_supplement')
      .set({ status: 'pending' })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
})

const cardOf = (db: Db, tenantId: number, id: string) =>
  db.selectFrom('patch_card').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
