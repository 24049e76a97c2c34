import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { leaveError } from './errors'
import { checkedLeaveType, CODE, FIXED, MAX_TYPES } from './leave-type-rules'
import { LEAVE_FUNCTIONS } from './store'
import { checkedPolicy, NO_POLICY, policyColumns, policyOf } from './entitlement/policy'
import { dayIn } from './entitlement/rollover'
import { settleYear } from './entitlement/settle'
import { tenantTimeZone } from '../scheduling'

const { leaveTypes: routes } = contract.leave

/** A tenant's leave types with every setting, what a built-in type must keep, and the requests each has waiting. */
async function typesOf(db: Db, tenantId: number) {
  const [rows, pending] = await Promise.all([
    db
      .selectFrom('leave_type')
      .leftJoin('app_user', 'app_user.id', 'leave_type.updated_by')
      .selectAll('leave_type')
      .select(['app_user.real_name', 'app_user.user_name'])
      .where('leave_type.tenant_id', '=', tenantId)
      .orderBy('leave_type.sort')
      .orderBy('leave_type.code')
      .execute(),
    db
      .selectFrom('leave_request')
      .select(['type_code', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'pending')
      .groupBy('type_code')
      .execute(),
  ])
  return rows.map((row) => ({
    code: row.code,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    unit: row.unit === 'hour' ? ('hour' as const) : ('day' as const),
    tracked: row.tracked === 1,
    paid: row.paid === 1,
    sort: row.sort,
    backdateDays: row.backdate_days,
    gender: row.gender,
    minServiceMonths: row.min_service_months,
    fixed: FIXED[row.code] ?? null,
    pendingRequests: Number(pending.find((p) => p.type_code === row.code)?.n ?? 0),
    policy: policyOf(row),
    updatedAt: row.updated_at === null ? null : Number(row.updated_at),
    updatedBy: row.updated_by === null ? null : row.real_name || row.user_name || '',
  }))
}

/**
 * Leave types (function 8011, HR): every type of the session's tenant with all its settings; save one (create with a new
 * code, or change an existing one). A type's unit does not change while requests of it wait for approval; time off in
 * lieu stays hourly and tracked, maternity leave in days. Each save records who made it and when.
 */
export function leaveTypeRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.leaveTypes) }

  serve(api, routes.list, guard, async (request) => {
    return ok(await typesOf(ctx.db, authOf(request).session.tenant_id))
  })

  serve(api, routes.save, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = session.tenant_id
    const input = request.body
    await ctx.db.transaction().execute(async (trx) => {
      const types = await trx
        .selectFrom('leave_type')
        .select(['code', 'name_zh', 'name_en', 'unit', 'sort'])
        .where('tenant_id', '=', tenantId)
        .execute()
      const current = types.find((type) => type.code === input.code)
      if (input.create) {
        if (!CODE.test(input.code)) throw leaveError(lang, 'typeCode')
        if (current) throw leaveError(lang, 'typeCodeTaken', { code: input.code })
        if (types.length >= MAX_TYPES) throw leaveError(lang, 'tooManyTypes', { max: MAX_TYPES })
      } else if (!current) {
        throw leaveError(lang, 'unknownType', { code: input.code })
      }
      const values = checkedLeaveType(lang, input, types)
      // The policy as given (checked against itself and the unit), else the type's own; a new type's: none.
      const policy = input.policy
        ? policyColumns(
            checkedPolicy(lang, { table: [], contractTypes: null, yearEnd: 'expire', ...input.policy }, values.unit),
          )
        : current
          ? {}
          : policyColumns(NO_POLICY)
      const audit = { updated_by: user.id, updated_at: ctx.now() }
      if (!current) {
        const sort = Math.max(-1, ...types.map((type) => type.sort)) + 1
        await trx
          .insertInto('leave_type')
          .values({ tenant_id: tenantId, code: input.code, sort, ...values, ...policy, ...audit })
          .execute()
        return
      }
      if (current.unit !== values.unit) {
        const { n } = await trx
          .selectFrom('leave_request')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('type_code', '=', current.code)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
        if (Number(n) > 0)
          throw leaveError(lang, 'unitInUse', {
            type: lang === 'en' ? current.name_en : current.name_zh,
            count: Number(n),
          })
      }
      await trx
        .updateTable('leave_type')
        .set({ ...values, ...policy, ...audit })
        .where('tenant_id', '=', tenantId)
        .where('code', '=', current.code)
        .execute()
    })
    // A changed policy changes this year's entitlements at once (corrections in the ledger), not at the next rollover.
    if (input.policy) {
      const today = dayIn(ctx.now(), await tenantTimeZone(ctx.db, tenantId))
      await settleYear(ctx.db, tenantId, Number(today.slice(0, 4)), today, ctx.now())
    }
    return ok((await typesOf(ctx.db, tenantId)).find((type) => type.code === input.code))
  })
}
