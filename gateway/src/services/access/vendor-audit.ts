import { randomUUID } from 'node:crypto'
import { handle } from '../../core/service'
import { VENDOR_AUDIT_WRITER } from '../vendor'
import { writeAuditRecord } from './audit'

/** The vendor service's changes (developer mode, installs) go to the tenant's audit log beside the bridge calls. */
export const vendorAuditWriter = handle(VENDOR_AUDIT_WRITER, (db, entry) =>
  writeAuditRecord(db, {
    id: randomUUID(),
    user_id: entry.userId,
    tenant_id: entry.tenantId,
    app: entry.app,
    origin: '',
    method: entry.method,
    capability: entry.functionId,
    decision: 'allow',
    reason: entry.detail.slice(0, 200),
    arg_bytes: 0,
    latency_ms: entry.latencyMs,
    at: entry.at,
    received_at: entry.at,
  }),
)
