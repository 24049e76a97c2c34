import { randomUUID } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import { writeAuditRecord } from '../../access'
import type { WorkflowInstance } from '../types'

/** Writes one delegation change or decision to the tenant's audit log (joyhr bridgeAudit/list), app 'approval'. */
export async function auditDelegation(
  db: Db,
  who: { tenantId: number; userId: number },
  method: string,
  functionId: string,
  detail: string,
  at: number,
): Promise<void> {
  await writeAuditRecord(db, {
    id: randomUUID(),
    user_id: who.userId,
    tenant_id: who.tenantId,
    app: 'approval',
    origin: '',
    method: `workflow.${method}`,
    capability: functionId,
    decision: 'allow',
    reason: detail.slice(0, 500),
    arg_bytes: 0,
    latency_ms: 0,
    at,
    received_at: at,
  })
}

/** A decision a delegate made for an away approver: both named, with the request and the event. */
export async function auditOnBehalf(
  db: Db,
  entry: {
    tenantId: number
    actorId: number
    actorName: string
    onBehalf: { id: number; name: string }
    instance: WorkflowInstance
    event: string
  },
  at: number,
): Promise<void> {
  const { actorId, actorName, onBehalf, instance, event } = entry
  await auditDelegation(
    db,
    { tenantId: entry.tenantId, userId: actorId },
    'decideOnBehalf',
    '700101',
    `${actorName} (${actorId}) on behalf of ${onBehalf.name} (${onBehalf.id}): ${event} request ${instance.id} "${instance.title}"`,
    at,
  )
}
