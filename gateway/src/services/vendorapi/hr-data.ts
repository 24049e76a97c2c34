import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { langOfRequest } from '../../core/lang'
import { appPseudonyms } from '../accounts'
import { lockedSummariesOf } from '../attendance'
import { balancesOf } from '../leave'
import { positionsPage } from '../personnel'
import { apiRoute } from './api-route'

const { hrData: routes } = contract.vendorapi

/**
 * HR data of the vendor backends beyond the directory, each by page and of the token's tenant only: positions
 * (scope org.read), the year's leave balances of staff with an account (leave.read), and a locked month's attendance
 * summaries (attendance.read); people by the app's pseudonymous ids, as the directory names them.
 */
export function hrDataRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  apiRoute(
    api,
    ctx,
    routes.positions,
    { method: 'api.org.positions', scope: 'org.read' },
    async ({ request, token }) => {
      const { page = 1, size = 50 } = request.body
      const answer = await positionsPage(ctx.db, token.tenantId, page, size)
      return { result: answer, detail: `${answer.rows.length} of ${answer.total} positions` }
    },
  )

  apiRoute(
    api,
    ctx,
    routes.leaveBalances,
    { method: 'api.leave.balances', scope: 'leave.read' },
    async ({ request, token }) => {
      const { year, page = 1, size = 20 } = request.body
      const tenantId = token.tenantId
      // Staff on the job with an account in the tenant (balances belong to accounts).
      const base = ctx.db
        .selectFrom('app_user')
        .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
        .innerJoin('employee', 'employee.id', 'app_user.employee_id')
        .where('user_tenant.tenant_id', '=', tenantId)
        .where('employee.tenant_id', '=', tenantId)
        .where('employee.status', '=', 1)
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
      const users = await base
        .select('app_user.id')
        .orderBy('app_user.id')
        .limit(size)
        .offset((page - 1) * size)
        .execute()
      const pseudonyms = await appPseudonyms(ctx.db, tenantId, token.appCode)
      const english = langOfRequest(request) === 'en'
      const rows = []
      for (const user of users) {
        const balances = await balancesOf(ctx.db, tenantId, user.id, year)
        rows.push({
          id: pseudonyms.ofUser(user.id),
          balances: balances.map((b) => ({
            type: b.typeCode,
            name: english ? b.nameEn : b.nameZh,
            unit: b.unit,
            total: b.total,
            used: b.used,
            pending: b.pending,
            left: b.left,
          })),
        })
      }
      return { result: { total: Number(total), rows }, detail: `${rows.length} of ${Number(total)} staff, ${year}` }
    },
  )

  apiRoute(
    api,
    ctx,
    routes.attendanceMonths,
    { method: 'api.attendance.months', scope: 'attendance.read' },
    async ({ request, token }) => {
      const { month, page = 1, size = 50 } = request.body
      const tenantId = token.tenantId
      const base = ctx.db.selectFrom('employee').where('tenant_id', '=', tenantId).where('status', '=', 1)
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
      const staff = await base
        .select('id')
        .orderBy('id')
        .limit(size)
        .offset((page - 1) * size)
        .execute()
      const ids = staff.map((row) => row.id)
      const summaries = ids.length ? await lockedSummariesOf(ctx.db, tenantId, month, ids) : null
      if (!summaries)
        return { result: { locked: false, total: Number(total), rows: [] }, detail: `${month} not locked` }
      const [accounts, pseudonyms] = await Promise.all([
        ctx.db
          .selectFrom('app_user')
          .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
          .select(['app_user.id', 'app_user.employee_id'])
          .where('user_tenant.tenant_id', '=', tenantId)
          .where('app_user.employee_id', 'in', ids)
          .execute(),
        appPseudonyms(ctx.db, tenantId, token.appCode),
      ])
      const accountOf = new Map(accounts.map((row) => [row.employee_id, row.id]))
      const rows = ids.flatMap((id) => {
        const summary = summaries.get(id)
        if (!summary) return []
        const account = accountOf.get(id)
        return [
          {
            id: account === undefined ? pseudonyms.ofStaff(id) : pseudonyms.ofUser(account),
            daysDue: summary.daysDue,
            daysWorked: summary.daysWorked,
            lateCount: summary.lateCount,
            lateMinutes: summary.lateMinutes,
            earlyCount: summary.earlyCount,
            earlyMinutes: summary.earlyMinutes,
            absentDays: summary.absentDays,
            missingPunches: summary.missingPunches,
            leaveDays: Object.values(summary.leave).reduce((sum, leave) => sum + leave.days, 0),
            overtimeHours: summary.overtimeHours,
          },
        ]
      })
      return { result: { locked: true, total: Number(total), rows }, detail: `${rows.length} summaries of ${month}` }
    },
  )
}
