import type { GatewayContext } from '../../core/context'
import { applyEvent, type EventInput } from './engine'
import { workflowError } from './errors'
import { afterEvent } from './handlers'
import { loadInstance } from './store'
import type { WorkflowInstance } from './types'

/**
 * Fires a §4 event as the approval form does (engine.ts applyEvent: same checks, its own transaction, the notices
 * sent), then the business type's afterFinished when the event finished the request. For a business service's own
 * page that decides a step (e.g. a colleague agreeing to a shift swap) without the approval form.
 */
export async function fireEvent(ctx: GatewayContext, input: EventInput): Promise<WorkflowInstance> {
  const before = await loadInstance(ctx.db, input.tenantId, input.instanceId)
  if (!before) throw workflowError(input.lang ?? 'zh', 'instanceNotFound')
  const after = await applyEvent(ctx, input)
  await afterEvent(ctx, before, after)
  return after
}
