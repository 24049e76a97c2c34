import { contract, type ResultOf } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { checkSteps, DEFAULT_STEPS, saveDefinition } from './definition'
import { WF_FUNCTIONS } from './detail'
import { langOfRequest } from '../../core/lang'

const { definitions: routes } = contract.workflow
/** A saved definition's step: its approver a manager level or a role (checkSteps stores no other). */
type DefinitionStep = ResultOf<typeof routes.list>['defaultSteps'][number]

/**
 * Workflow definitions of the session's tenant: list (function 7002; a business type without one uses the line
 * manager only) and save (700201: replaces the steps of a business type; roles must be the tenant's).
 */
export function definitionRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.list, { preHandler: requireFunction(ctx, WF_FUNCTIONS.definitions) }, async (request) => {
    const { session } = authOf(request)
    const rows = await ctx.db
      .selectFrom('wf_definition')
      .selectAll()
      .where('tenant_id', '=', session.tenant_id)
      .orderBy('biz_type')
      .execute()
    return ok({
      defaultSteps: DEFAULT_STEPS as DefinitionStep[],
      definitions: rows.map((row) => ({
        bizType: row.biz_type,
        name: row.name,
        steps: JSON.parse(row.steps) as DefinitionStep[],
        updatedAt: Number(row.updated_at),
      })),
    })
  })

  serve(api, routes.save, { preHandler: requireFunction(ctx, WF_FUNCTIONS.saveDefinition) }, async (request) => {
    const { session } = authOf(request)
    const where = { tenantId: session.tenant_id, bizType: request.body.bizType, now: ctx.now() }
    const steps = await checkSteps(ctx.db, where, request.body.steps, langOfRequest(request))
    await saveDefinition(ctx.db, session.tenant_id, { ...request.body, steps }, ctx.now())
    return ok({ bizType: request.body.bizType })
  })
}
