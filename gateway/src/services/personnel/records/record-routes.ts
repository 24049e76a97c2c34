import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction, requireSession, type Auth } from '../../../core/auth/guard'
import { namedRole } from '../../../core/auth/role-name'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { EMPLOYEE_RECORD, staffScopeOf, fieldAccessOf } from '../../access'
import { langOfRequest } from '../../../core/lang'
import { findUserPage } from '../user-page'
import { recordError } from './errors'
import { RECORD_FUNCTIONS } from './functions'
import { checkRecordChanges } from './record-changes'
import { loadRecord, recordValues, type RecordRow } from './record-row'
import { usualManager } from './usual-manager'
import { recordInRange } from './record-in-range'
import { recordView } from './record-view'
import { writeRecord } from './record-write'

const viewOf = (ctx: GatewayContext, request: FastifyRequest, auth: Auth, row: RecordRow) =>
  recordView(ctx, row, { tenantId: auth.session.tenant_id, userId: auth.user.id, en: langOfRequest(request) === 'en' })

const { records: routes } = contract.personnel

/** The employee record: the records list, one record, the caller's own record, editing, and the choices of the forms. */
export function recordRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.page, { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.records) }, async (request) => {
    const { session } = authOf(request)
    const { page = 1, rows = 10 } = request.body
    return ok(
      await findUserPage(ctx.db, {
        tenantId: session.tenant_id,
        ...request.body,
        page,
        rows,
        scope: await staffScopeOf(ctx, session),
      }),
    )
  })

  serve(app, routes.get, { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.records) }, async (request) => {
    const auth = authOf(request)
    return ok(await viewOf(ctx, request, auth, await recordInRange(ctx, langOfRequest(request), auth, request.body.id)))
  })

  // Everyone's own record (the 'My record' page, open to all): no function, the caller's own employee in the tenant.
  serve(app, routes.mine, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const own =
      auth.user.employee_id === null
        ? undefined
        : await loadRecord(ctx.db, auth.session.tenant_id, auth.user.employee_id)
    if (!own) throw recordError(langOfRequest(request), 'noOwnRecord')
    return ok(await viewOf(ctx, request, auth, own))
  })

  serve(app, routes.update, { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.edit) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const row = await recordInRange(ctx, langOfRequest(request), auth, request.body.id)
    const access = await fieldAccessOf(ctx, { tenantId, userId: auth.user.id, bizTypeId: EMPLOYEE_RECORD })
    const changes = await checkRecordChanges(ctx.db, langOfRequest(request), {
      tenantId,
      employeeId: row.employee.id,
      values: request.body.values,
      access,
      current: recordValues(row),
    })
    await writeRecord(ctx.db, { tenantId, employeeId: row.employee.id, userId: auth.user.id, now: ctx.now() }, changes)
    return ok(await viewOf(ctx, request, auth, (await loadRecord(ctx.db, tenantId, row.employee.id))!))
  })

  // The choices of the record and onboarding forms: departments, the positions of one department with their posts,
  // every post, (for an account of a new hire) the tenant's roles, and a department's usual line manager.
  serve(app, routes.options, { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.records) }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const { organId } = request.body
    const [organs, zhiweis, gangweis, roles, manager] = await Promise.all([
      ctx.db
        .selectFrom('organ')
        .select(['id', 'name', 'parent_id', 'level'])
        .where('tenant_id', '=', tenantId)
        .orderBy('level')
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      ctx.db.selectFrom('zhiwei').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute(),
      request.body.organId === undefined
        ? Promise.resolve([])
        : ctx.db
            .selectFrom('gangwei')
            .select(['id', 'name', 'zhiwei_id'])
            .where('tenant_id', '=', tenantId)
            .where('organ_id', '=', request.body.organId)
            .orderBy('id')
            .execute(),
      ctx.db
        .selectFrom('role')
        .select(['id', 'name', 'name_en'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
      organId === undefined ? Promise.resolve(null) : usualManager(ctx.db, tenantId, organId),
    ])
    return ok({
      organs: organs.map((o) => ({ id: o.id, name: o.name, parentId: o.parent_id, level: o.level })),
      zhiweis,
      gangweis: gangweis.map((g) => ({ id: g.id, name: g.name, zhiweiId: g.zhiwei_id })),
      roles: roles.map((role) => namedRole(role, langOfRequest(request))),
      usualManager: manager,
    })
  })
}
