import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { objectBody, text } from '../../core/http/schema'
import { checkSteps, DEFAULT_STEPS, MAX_MANAGER_LEVEL, saveDefinition } from './definition'
import { WF_FUNCTIONS } from './detail'
import { bizTypeSchema } from './form-routes'
import type { WorkflowStep } from './types'
import { langOfRequest } from '../../core/lang'

const stepSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nameZh', 'nameEn', 'approver'],
  properties: {
    nameZh: text(60, 1),
    nameEn: text(60, 1),
    minAmount: { type: 'number', minimum: 0, maximum: 100_000 },
    // One flat shape (checkSteps checks the pair): oneOf with additionalProperties would strip across branches.
    approver: {
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: {
        type: { type: 'string', enum: ['manager', 'role'] },
        level: { type: 'integer', minimum: 1, maximum: MAX_MANAGER_LEVEL },
        roleId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      },
    },
  },
}

/**
 * Workflow definitions of the session's tenant: list (function 7002; a business type without one uses the line
 * manager only) and save (700201: replaces the steps of a business type; roles must be the tenant's).
 */
export function definitionRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  api.post(
    '/workflow/web/definition/list',
    { schema: { body: objectBody({}) }, preHandler: requireFunction(ctx, WF_FUNCTIONS.definitions) },
    async (request) => {
      const { session } = authOf(request)
      const rows = await ctx.db
        .selectFrom('wf_definition')
        .selectAll()
        .where('tenant_id', '=', session.tenant_id)
        .orderBy('biz_type')
        .execute()
      return ok({
        defaultSteps: DEFAULT_STEPS,
        definitions: rows.map((row) => ({
          bizType: row.biz_type,
          name: row.name,
          steps: JSON.parse(row.steps) as WorkflowStep[],
          updatedAt: Number(row.updated_at),
        })),
      })
    },
  )

  api.post<{ Body: { bizType: string; name: string; steps: WorkflowStep[] } }>(
    '/workflow/web/definition/save',
    {
      schema: {
        body: objectBody(
          {
            bizType: bizTypeSchema(),
            name: text(100, 1),
            steps: { type: 'array', minItems: 1, maxItems: 10, items: stepSchema },
          },
          ['bizType', 'name', 'steps'],
        ),
      },
      preHandler: requireFunction(ctx, WF_FUNCTIONS.saveDefinition),
    },
    async (request) => {
      const { session } = authOf(request)
      const steps = await checkSteps(ctx.db, session.tenant_id, request.body.steps, langOfRequest(request))
      await saveDefinition(ctx.db, session.tenant_id, { ...request.body, steps }, ctx.now())
      return ok({ bizType: request.body.bizType })
    },
  )
}
