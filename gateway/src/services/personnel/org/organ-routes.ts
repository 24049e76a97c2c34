import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { langOfRequest } from '../../../core/lang'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { staffScopeOf } from '../../access'
import { activeStaffByOrgan, buildOrganTree, organsOfTenant } from '../organs'
import { orgError } from './errors'
import { ORG_FUNCTIONS } from './functions'
import { addOrgan, moveOrgan, removeOrgan, renameOrgan } from './organ-write'
import type { Actor } from './org-audit'
import type { OrganTable } from '../../../core/db/types'

const { organs: routes } = contract.personnel

const actorOf = (request: Parameters<typeof authOf>[0]): Actor => {
  const { session } = authOf(request)
  return { tenantId: session.tenant_id, userId: session.user_id }
}
const view = (organ: OrganTable) => ({
  id: organ.id,
  parentId: organ.parent_id,
  name: organ.name,
  code: organ.code,
  level: organ.level,
  sort: organ.sort,
})

/** Organisation units (§7 organ): reading one unit, its departments, the tree of the caller's range; add, rename, move, delete. */
export function organRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.detail, { preHandler: requireFunction(ctx, '1001') }, async (request) => {
    const organs = await organsOfTenant(ctx.db, actorOf(request).tenantId)
    const organ = organs.find((o) => o.id === request.body.id)
    if (!organ) throw orgError(langOfRequest(request), 'organNotFound')
    const path: string[] = []
    for (let at: OrganTable | undefined = organ; at; at = organs.find((o) => o.id === at!.parent_id))
      path.unshift(at.name)
    return ok({ ...view(organ), path })
  })

  serve(app, routes.children, { preHandler: requireFunction(ctx, '1001') }, async (request) => {
    const organs = await organsOfTenant(ctx.db, actorOf(request).tenantId)
    if (!organs.some((o) => o.id === request.body.organId)) throw orgError(langOfRequest(request), 'organNotFound')
    return ok(organs.filter((o) => o.parent_id === request.body.organId).map(view))
  })

  serve(app, routes.treeForRange, { preHandler: requireFunction(ctx, '1001') }, async (request) => {
    const { session } = authOf(request)
    const scope = await staffScopeOf(ctx, session)
    const [organs, counts] = await Promise.all([
      organsOfTenant(ctx.db, session.tenant_id),
      activeStaffByOrgan(ctx.db, session.tenant_id, scope),
    ])
    let allowed: Set<number> | null = scope.organIds ? new Set(scope.organIds) : null
    if (scope.employeeIds) {
      const rows = scope.employeeIds.length
        ? await ctx.db
            .selectFrom('employee')
            .select('organ_id')
            .where('tenant_id', '=', session.tenant_id)
            .where('id', 'in', scope.employeeIds)
            .execute()
        : []
      const mine = new Set(rows.map((row) => row.organ_id))
      allowed = allowed ? new Set([...allowed].filter((organId) => mine.has(organId))) : mine
    }
    return ok(buildOrganTree(allowed ? organs.filter((o) => allowed!.has(o.id)) : organs, counts))
  })

  serve(app, routes.add, { preHandler: requireFunction(ctx, ORG_FUNCTIONS.organAdd) }, async (request) =>
    ok(
      view(await addOrgan(ctx.db, langOfRequest(request), actorOf(request), request.body.parentId, request.body.name)),
    ),
  )

  serve(app, routes.rename, { preHandler: requireFunction(ctx, ORG_FUNCTIONS.organRename) }, async (request) =>
    ok(view(await renameOrgan(ctx.db, langOfRequest(request), actorOf(request), request.body.id, request.body.name))),
  )

  serve(app, routes.move, { preHandler: requireFunction(ctx, ORG_FUNCTIONS.organMove) }, async (request) =>
    ok(view(await moveOrgan(ctx.db, langOfRequest(request), actorOf(request), request.body.id, request.body.parentId))),
  )

  serve(app, routes.remove, { preHandler: requireFunction(ctx, ORG_FUNCTIONS.organRemove) }, async (request) => {
    await removeOrgan(ctx.db, langOfRequest(request), actorOf(request), request.body.id)
    return ok(null)
  })
}
