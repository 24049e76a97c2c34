import { contract, type leaveContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { inScope, staffScopeOf } from '../../access'
import { leaveError } from '../errors'
import { departmentStaff } from '../month'
import { LEAVE_FUNCTIONS, lockBalances } from '../store'
import { adjustBalance } from './adjust'
import { balanceRows } from './balance-rows'

const { balances: routes } = contract.leave
type EntryKind = (typeof leaveContract.ENTRY_KINDS)[number]

/**
 * Leave balances (function 8012, HR): the balances of a department's staff in a year, one person's ledger of a type,
 * and adjustments of one or many people's balances with a reason (801201), each a ledger entry naming who made it.
 * Only staff in the caller's data range are shown or changed.
 */
export function balanceHrRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.leaveBalances) }

  /** The accounts among `userIds` whose staff records the caller may see; throws outOfScope for any other. */
  async function inRange(session: { tenant_id: number; user_id: number }, userIds: number[], lang: 'zh' | 'en') {
    const scope = await staffScopeOf(ctx, session)
    const rows = await ctx.db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['app_user.id', 'employee.id as employeeId', 'employee.organ_id'])
      .where('employee.tenant_id', '=', session.tenant_id)
      .where('app_user.id', 'in', userIds.length ? userIds : [0])
      .execute()
    if (
      rows.length !== new Set(userIds).size ||
      !rows.every((row) => inScope(scope, { id: row.employeeId, organ_id: row.organ_id }))
    )
      throw leaveError(lang, 'outOfScope')
  }

  serve(api, routes.page, guard, async (request) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const { organId, year, typeCode, keyword, page = 1, rows = 50 } = request.body
    const staff = (await departmentStaff(ctx, session, organId, lang)).filter(
      (person) => !keyword || person.name.includes(keyword) || person.job_number.includes(keyword),
    )
    const all = await balanceRows(ctx.db, session.tenant_id, staff, year, typeCode)
    return ok({ total: all.length, rows: all.slice((page - 1) * rows, page * rows) })
  })

  serve(api, routes.ledger, guard, async (request) => {
    const { session } = authOf(request)
    const { userId, typeCode, year } = request.body
    await inRange(session, [userId], langOfRequest(request))
    const entries = await ctx.db
      .selectFrom('leave_ledger')
      .leftJoin('app_user', 'app_user.id', 'leave_ledger.by_user')
      .select([
        'leave_ledger.year',
        'leave_ledger.kind',
        'leave_ledger.amount',
        'leave_ledger.reason',
        'leave_ledger.created_at',
        'app_user.real_name',
        'app_user.user_name',
      ])
      .where('leave_ledger.tenant_id', '=', session.tenant_id)
      .where('leave_ledger.user_id', '=', userId)
      .where('leave_ledger.type_code', '=', typeCode)
      .where('leave_ledger.year', '=', year)
      .orderBy('leave_ledger.created_at')
      .orderBy('leave_ledger.kind')
      .execute()
    return ok(
      entries.map((entry) => ({
        year: entry.year,
        kind: entry.kind as EntryKind,
        amount: Number(entry.amount) / 100,
        reason: entry.reason,
        byName: entry.real_name || entry.user_name || null,
        createdAt: Number(entry.created_at),
      })),
    )
  })

  serve(api, routes.adjust, { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.adjustBalances) }, async (request) => {
    const { session, user } = authOf(request)
    const lang = langOfRequest(request)
    const { userIds, typeCode, year, amount, reason } = request.body
    if (!userIds.length || amount === 0 || Math.round(amount * 2) !== amount * 2) throw leaveError(lang, 'adjustAmount')
    await inRange(session, userIds, lang)
    const people = [...new Set(userIds)]
    // All or none: one person whose balance would go below zero refuses the whole adjustment.
    await ctx.db.transaction().execute(async (trx) => {
      for (const userId of people) {
        await lockBalances(trx, session.tenant_id, userId)
        const change = { tenantId: session.tenant_id, userId, typeCode, year, amount, reason, byUser: user.id }
        await adjustBalance(trx, change, lang, ctx.now())
      }
    })
    return ok({ adjusted: people.length })
  })
}
