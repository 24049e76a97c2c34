import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { inScope, staffScopeOf } from '../../access'
import { canView, loadInstance } from '../../workflow'
import { createMove } from './create'
import { moveError } from './errors'
import { MOVE_FUNCTIONS } from './functions'
import { handlesMoves, movableRecord } from './who-may'
import { moveRow, moveViews } from './view'

const routes = contract.personnel.moves

/** Moves: the list (HR: staff in range; a manager: their direct reports), asking for one, one move. */
export function moveRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.list, { preHandler: requireFunction(ctx, MOVE_FUNCTIONS.moves) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const hr = await handlesMoves(ctx, auth)
    if (!hr && auth.user.employee_id === null) return ok([])
    let query = ctx.db
      .selectFrom('staff_move')
      .innerJoin('employee', (join) =>
        join
          .onRef('employee.id', '=', 'staff_move.employee_id')
          .onRef('employee.tenant_id', '=', 'staff_move.tenant_id'),
      )
      .selectAll('staff_move')
      .select('employee.organ_id as person_organ')
      .where('staff_move.tenant_id', '=', tenantId)
    if (request.body.status) query = query.where('staff_move.status', '=', request.body.status)
    if (request.body.employeeId) query = query.where('staff_move.employee_id', '=', request.body.employeeId)
    if (!hr) query = query.where('employee.manager_id', '=', auth.user.employee_id)
    const rows = await query.orderBy('staff_move.created_at', 'desc').limit(200).execute()
    const scope = hr ? await staffScopeOf(ctx, auth.session) : null
    const seen = rows
      .filter((row) => !scope || inScope(scope, { id: row.employee_id, organ_id: row.person_organ }))
      .map(({ person_organ: _, ...move }) => move)
    return ok(await moveViews(ctx.db, tenantId, seen))
  })

  serve(app, routes.create, { preHandler: requireFunction(ctx, MOVE_FUNCTIONS.moves) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const row = await movableRecord(ctx, auth, lang, request.body.employeeId)
    const move = await createMove(ctx, { tenantId, userId: auth.user.id, lang }, row, request.body)
    return ok((await moveViews(ctx.db, tenantId, [move]))[0])
  })

  // One move (the approval centre's detail): for those who may see its request, or HR with the person in range.
  serve(app, routes.get, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const move = await moveRow(ctx.db, tenantId, request.body.id)
    if (!move) throw moveError(lang, 'notFound')
    const instance = move.instance_id ? await loadInstance(ctx.db, tenantId, move.instance_id) : undefined
    const visible =
      (instance && (await canView(ctx.db, auth, instance, ctx.now()))) ||
      (await movableRecord(ctx, auth, lang, move.employee_id).then(
        () => true,
        () => false,
      ))
    if (!visible) throw moveError(lang, 'notFound')
    return ok((await moveViews(ctx.db, tenantId, [move]))[0])
  })
}
