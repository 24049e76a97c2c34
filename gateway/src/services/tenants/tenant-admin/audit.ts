import { randomUUID } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import { writeAuditRecord } from '../../access'

/** Writes one tenant-administration change to the audit log of the tenant it changed (method `tum.<what>`). */
export async function auditTenantAdmin(
  db: Db,
  who: { tenantId: number; userId: number },
  method: 'createTenant' | 'authorize' | 'withdraw',
  detail: Record<string, unknown>,
  at: number,
): Promise<void> {
  await writeAuditRecord(db, {
    id: randomUUID(),
    user_id: who.userId,
    tenant_id: who.tenantId,
    app: 'tum',
    origin: '',
    method: `tum.${method}`,
    capability: method === 'createTenant' ? 'operator' : 'tenant-access',
    decision: 'allow',
    reason: JSON.stringify(detail).slice(0, 200),
    arg_bytes: 0,
    latency_ms: 0,
    at,
    received_at: at,
  })
}
