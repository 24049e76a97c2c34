import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest, type Lang } from '../../../core/lang'
import { EMPLOYEE_RECORD, fieldAccessOf } from '../../access'
import { canView, loadInstance } from '../../workflow'
import { RECORD_FUNCTIONS } from '../records/functions'
import { loadRecord } from '../records/record-row'
import { selfServiceError } from './errors'
import { ownRecord } from './own-record'
import { labelled, OPENABLE_FIELDS, openFieldsOf, saveOpenFields } from './fields'
import { propose, proposalRow, proposalView } from './proposals'

const routes = contract.personnel.selfService

const settingView = (lang: Lang, fields: readonly string[]) => ({
  fields: labelled(lang, fields),
  openable: labelled(lang, OPENABLE_FIELDS),
})

/** Self-service on one's own record: the open fields (HR sets them), proposing a change, one's proposals. */
export function proposalRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.setting, { preHandler: requireSession(ctx) }, async (request) => {
    const lang = langOfRequest(request)
    return ok(settingView(lang, await openFieldsOf(ctx.db, authOf(request).session.tenant_id)))
  })

  serve(app, routes.saveSetting, { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.edit) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const unknown = request.body.fields.find((key) => !(OPENABLE_FIELDS as readonly string[]).includes(key))
    if (unknown) throw selfServiceError(lang, 'fieldNotOpenable', { label: unknown })
    const fields = await saveOpenFields(
      ctx.db,
      { tenantId: auth.session.tenant_id, userId: auth.user.id, now: ctx.now() },
      request.body.fields,
    )
    return ok(settingView(lang, fields))
  })

  serve(app, routes.propose, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const own = await ownRecord(ctx, auth, lang)
    const who = { tenantId: auth.session.tenant_id, userId: auth.user.id, lang }
    return ok(await propose(ctx, who, own, request.body.field, request.body.value))
  })

  serve(app, routes.mine, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const own = await ownRecord(ctx, auth, lang)
    const rows = await ctx.db
      .selectFrom('record_proposal')
      .selectAll()
      .where('tenant_id', '=', auth.session.tenant_id)
      .where('employee_id', '=', own.employee.id)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute()
    return ok(rows.map((row) => proposalView(lang, row)))
  })

  // One proposal (the approval centre's detail): for those who may see its request.
  serve(app, routes.proposal, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const row = await proposalRow(ctx.db, tenantId, request.body.id)
    const instance = row?.instance_id ? await loadInstance(ctx.db, tenantId, row.instance_id) : undefined
    const record = row && (await loadRecord(ctx.db, tenantId, row.employee_id))
    if (!row || !instance || !record || !(await canView(ctx.db, auth, instance, ctx.now())))
      throw selfServiceError(lang, 'proposalNotFound')
    // A new bank account number reads whole only to a viewer whose field permission shows it whole.
    const access = await fieldAccessOf(ctx, { tenantId, userId: auth.user.id, bizTypeId: EMPLOYEE_RECORD })
    const whole = (access.bankAccount ?? 'hidden') !== 'hidden'
    return ok({ ...proposalView(lang, row, whole), employeeId: row.employee_id, employeeName: record.employee.name })
  })
}
