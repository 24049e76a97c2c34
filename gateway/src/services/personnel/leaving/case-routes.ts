import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { loadRecord } from '../records/record-row'
import { ownRecord } from '../self-service/own-record'
import { caseFor, LEAVING_FUNCTION, staffInRange } from './access'
import { caseViews } from './cases'
import { leavingError } from './errors'
import { startCase } from './start'
import { stepRoutes } from './step-routes'

const routes = contract.personnel.leaving

/** Asking to resign, starting a termination, the cases of HR, one case, one's own cases and handovers. */
export function caseRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const hr = { preHandler: requireFunction(ctx, LEAVING_FUNCTION) }
  const session = { preHandler: requireSession(ctx) }

  serve(app, routes.resign, session, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const own = await ownRecord(ctx, auth, lang)
    const who = { tenantId: auth.session.tenant_id, userId: auth.user.id, lang }
    const { lastDay, reason } = request.body
    return ok(
      await startCase(ctx, who, own, { kind: 'resignation', basis: 'resignation', lastDay, reason, noticeGiven: true }),
    )
  })

  serve(app, routes.terminate, hr, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const { employeeId, lastDay, basis, reason, noticeGiven } = request.body
    const record = await loadRecord(ctx.db, auth.session.tenant_id, employeeId)
    if (!record || !(await staffInRange(ctx, auth, record.employee))) throw leavingError(lang, 'notFound')
    const who = { tenantId: auth.session.tenant_id, userId: auth.user.id, lang }
    const leaving = { kind: 'termination' as const, basis, lastDay, reason, noticeGiven: noticeGiven ?? true }
    return ok(await startCase(ctx, who, record, leaving))
  })

  serve(app, routes.cases, hr, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    let query = ctx.db.selectFrom('leaving_case').selectAll().where('tenant_id', '=', tenantId)
    if (request.body.status) query = query.where('status', '=', request.body.status)
    const rows = await query.orderBy('created_at', 'desc').limit(200).execute()
    const people = rows.length
      ? await ctx.db
          .selectFrom('employee')
          .select(['id', 'organ_id'])
          .where('tenant_id', '=', tenantId)
          .where(
            'id',
            'in',
            rows.map((row) => row.employee_id),
          )
          .execute()
      : []
    const inRange = new Set<number>()
    for (const person of people) if (await staffInRange(ctx, auth, person)) inRange.add(person.id)
    return ok(
      await caseViews(
        ctx.db,
        tenantId,
        rows.filter((row) => inRange.has(row.employee_id)),
      ),
    )
  })

  serve(app, routes.detail, session, async (request) => {
    const auth = authOf(request)
    const { row } = await caseFor(ctx, auth, request.body.id, langOfRequest(request))
    return ok((await caseViews(ctx.db, row.tenant_id, [row]))[0])
  })

  serve(app, routes.mine, session, async (request) => {
    const auth = authOf(request)
    const own = auth.user.employee_id
    if (own === null) return ok({ cases: [], handovers: [] })
    const tenantId = auth.session.tenant_id
    const rows = await ctx.db
      .selectFrom('leaving_case')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('employee_id', '=', own), eb('handover_to', '=', own)]))
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute()
    const views = await caseViews(ctx.db, tenantId, rows)
    return ok({
      cases: views.filter((view) => view.employeeId === own),
      handovers: views.filter((view) => view.handoverTo === own && view.employeeId !== own),
    })
  })

  stepRoutes(app, ctx)
}
