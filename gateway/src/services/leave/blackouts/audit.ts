import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import { writeAuditRecord } from '../../access'
import { LEAVE_FUNCTIONS } from '../store'

/** Writes one change of a blackout period to the tenant's audit log (method `vacation.blackout.<create|change|delete>`). */
export async function auditBlackout(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number },
  what: 'create' | 'change' | 'delete',
  detail: unknown,
): Promise<void> {
  const at = ctx.now()
  await writeAuditRecord(ctx.db, {
    id: randomUUID(),
    user_id: who.userId,
    tenant_id: who.tenantId,
    app: 'vacation',
    origin: '',
    method: `vacation.blackout.${what}`,
    capability: LEAVE_FUNCTIONS.blackouts,
    decision: 'allow',
    reason: JSON.stringify(detail).slice(0, 200),
    arg_bytes: 0,
    latency_ms: 0,
    at,
    received_at: at,
  })
}
