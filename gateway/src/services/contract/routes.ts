import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { CONTRACT_FUNCTIONS } from './functions'
import { contractInRange, contractRow, employeeInRange, nextContractId, viewsOf } from './store'
import { pendingChangeOf } from './changes'
import { syncRecordContract } from './record-sync'
import { contractError, statusError } from './texts'
import { checkContract, columnsOf } from './write'

const routes = contract.contract.contracts

/** §7 contract addContractSelf and updateContractSelf: HR (110401) adds and edits contracts of staff in their data range. */
export function contractWriteRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const manage = requireFunction(ctx, CONTRACT_FUNCTIONS.manage)

  serve(api, routes.add, { preHandler: manage }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const employee = await employeeInRange(ctx, auth, request.body.employeeId, lang)
    const checked = await checkContract(ctx, auth, lang, employee.id, request.body)
    const now = ctx.now()
    const contractId = await ctx.db.transaction().execute(async (trx) => {
      const next = await nextContractId(trx, tenantId)
      await trx
        .insertInto('employment_contract')
        .values({
          tenant_id: tenantId,
          id: next,
          employee_id: employee.id,
          previous_id: null,
          terminated_on: null,
          termination_reason: '',
          created_by: auth.user.id,
          created_at: now,
          ...columnsOf(checked, auth.user.id, now),
        })
        .execute()
      await syncRecordContract(trx, tenantId, employee.id, now)
      return next
    })
    const row = await contractRow(ctx.db, tenantId, contractId)
    return ok((await viewsOf(ctx, tenantId, [row!], lang))[0])
  })

  serve(api, routes.update, { preHandler: manage }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const before = await contractInRange(ctx, auth, request.body.id, lang)
    if (before.status !== 'draft' && before.status !== 'active') throw statusError(lang, before.status)
    if (before.status === 'active' && request.body.status === 'draft') throw statusError(lang, before.status)
    if (await pendingChangeOf(ctx.db, before.tenant_id, before.id)) throw contractError(lang, 'changePending')
    const checked = await checkContract(ctx, auth, lang, before.employee_id, request.body, before)
    const now = ctx.now()
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('employment_contract')
        .set(columnsOf(checked, auth.user.id, now))
        .where('tenant_id', '=', before.tenant_id)
        .where('id', '=', before.id)
        .execute()
      await syncRecordContract(trx, before.tenant_id, before.employee_id, now)
    })
    const row = await contractRow(ctx.db, before.tenant_id, before.id)
    return ok((await viewsOf(ctx, before.tenant_id, [row!], lang))[0])
  })
}
