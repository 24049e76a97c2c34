import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import { functionIdsOf } from '../../core/auth/functions'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { findFile, sendFile } from '../files'
import { inStaffScope, staffScopeOf } from '../access'
import { addDays, dayOf } from './dates'
import { CONTRACT_FUNCTIONS } from './functions'
import { changeView } from './changes'
import { contractInRange, contractRow, documentsOf, viewsOf } from './store'
import { contractError } from './texts'
import type { EmploymentContractTable } from './tables'

const routes = contract.contract.contracts

/**
 * Reading contracts: the list (1104; the caller's data range: HR theirs, a manager their team), one contract with its
 * changes, the caller's own contracts (self-service, read only, never drafts) and a contract's document.
 */
export function contractReadRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const list = requireFunction(ctx, CONTRACT_FUNCTIONS.list)

  serve(api, routes.list, { preHandler: list }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const { page = 1, rows = 20, keyword, status, expiringWithin, employeeId } = request.body
    const scope = await staffScopeOf(ctx, auth.session, auth.user)
    let query = ctx.db
      .selectFrom('employment_contract')
      .innerJoin('employee', (join) =>
        join
          .onRef('employee.id', '=', 'employment_contract.employee_id')
          .onRef('employee.tenant_id', '=', 'employment_contract.tenant_id'),
      )
      .where('employment_contract.tenant_id', '=', tenantId)
      .where(inStaffScope(scope))
    if (status) query = query.where('employment_contract.status', '=', status)
    if (employeeId) query = query.where('employment_contract.employee_id', '=', employeeId)
    const words = keyword?.trim().replace(/[\\%_]/g, '')
    if (words)
      query = query.where((eb) =>
        eb.or([eb('employee.name', 'like', `%${words}%`), eb('employee.job_number', 'like', `%${words}%`)]),
      )
    if (expiringWithin) {
      const today = dayOf(ctx.now())
      query = query
        .where('employment_contract.status', '=', 'active')
        .where('employment_contract.end_date', '>=', today)
        .where('employment_contract.end_date', '<=', addDays(today, expiringWithin))
    }
    const { total } = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
    const ordered = expiringWithin
      ? query.orderBy('employment_contract.end_date').orderBy('employment_contract.id')
      : query.orderBy('employment_contract.start_date', 'desc').orderBy('employment_contract.id', 'desc')
    const found = await ordered
      .selectAll('employment_contract')
      .limit(rows)
      .offset((page - 1) * rows)
      .execute()
    const count = Number(total)
    return ok({
      total: count,
      page,
      totalPage: Math.max(1, Math.ceil(count / rows)),
      rows: await viewsOf(ctx, tenantId, found as EmploymentContractTable[], langOfRequest(request)),
    })
  })

  serve(api, routes.detail, { preHandler: list }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const row = await contractInRange(ctx, auth, request.body.id, lang)
    const changes = await ctx.db
      .selectFrom('employment_contract_change')
      .selectAll()
      .where('tenant_id', '=', row.tenant_id)
      .where('contract_id', '=', row.id)
      .orderBy('created_at', 'desc')
      .execute()
    return ok({
      ...(await viewsOf(ctx, row.tenant_id, [row], lang))[0],
      changes: changes.map(changeView),
    })
  })

  serve(api, routes.mine, { preHandler: requireSession(ctx) }, async (request) => {
    const { session, user } = authOf(request)
    if (!user.employee_id) return ok([])
    const rows = await ctx.db
      .selectFrom('employment_contract')
      .selectAll()
      .where('tenant_id', '=', session.tenant_id)
      .where('employee_id', '=', user.employee_id)
      .where('status', '!=', 'draft')
      .orderBy('start_date', 'desc')
      .execute()
    return ok(await viewsOf(ctx, session.tenant_id, rows, langOfRequest(request)))
  })

  // A document of a contract: for the employee (not a draft) and for those who read the contract (1104, data range).
  serve(api, routes.document, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const own = await contractRow(ctx.db, tenantId, request.body.id)
    const mine = own && own.employee_id === auth.user.employee_id && own.status !== 'draft'
    const readable =
      mine ||
      auth.user.is_super === 1 ||
      (await functionIdsOf(ctx.db, auth.user.id, tenantId)).has(CONTRACT_FUNCTIONS.list)
    if (!readable) throw contractError(lang, 'notFound')
    const row = mine ? own : await contractInRange(ctx, auth, request.body.id, lang)
    const listed = documentsOf(row).some((doc) => doc.fileId === request.body.fileId)
    const file = listed ? await findFile(ctx, tenantId, request.body.fileId, null) : undefined
    if (!file) throw contractError(lang, 'notFound')
    return sendFile(ctx, request, reply, file)
  })
}
