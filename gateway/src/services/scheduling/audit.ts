import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import { writeAuditRecord } from '../access'

/** Writes one scheduling change to the tenant's audit log (method `paiban.<what>`, the function that allowed it). */
export async function auditPaiban(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number },
  method: string,
  functionId: string,
  detail: unknown,
): Promise<void> {
  const at = ctx.now()
  await writeAuditRecord(ctx.db, {
    id: randomUUID(),
    user_id: who.userId,
    tenant_id: who.tenantId,
    app: 'paiban',
    origin: '',
    method: `paiban.${method}`,
    capability: functionId,
    decision: 'allow',
    reason: JSON.stringify(detail).slice(0, 200),
    arg_bytes: 0,
    latency_ms: 0,
    at,
    received_at: at,
  })
}
