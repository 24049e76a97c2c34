import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import { writeAuditRecord } from '../access'
import type { Caller } from './access'

/** Writes one change of performance data to the tenant's audit log (method `performance.<what>`, the function that allowed it). */
export async function auditPerf(
  ctx: GatewayContext,
  caller: Caller,
  method: string,
  functionId: string,
  detail: unknown,
): Promise<void> {
  const at = ctx.now()
  await writeAuditRecord(ctx.db, {
    id: randomUUID(),
    user_id: caller.userId,
    tenant_id: caller.tenantId,
    app: 'performance',
    origin: '',
    method: `performance.${method}`,
    capability: functionId,
    decision: 'allow',
    reason: JSON.stringify(detail).slice(0, 200),
    arg_bytes: 0,
    latency_ms: 0,
    at,
    received_at: at,
  })
}
