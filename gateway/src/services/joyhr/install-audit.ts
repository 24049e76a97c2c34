import { randomUUID } from 'node:crypto'
import { APPS_FUNCTION, onAppInstallChange } from '../vendor'
import { writeAuditRecord } from './audit'

// Every change of a tenant's installed apps goes to the audit log the system app lists (who, when, which app and
// version), in the change's own transaction.
onAppInstallChange((db, change) => writeAuditRecord(db, {
  id: randomUUID(), user_id: change.userId, tenant_id: change.tenantId, app: 'vendor', origin: '', method: `apps.${change.action}`,
  capability: APPS_FUNCTION, decision: 'allow', reason: `${change.code} ${change.version}`.slice(0, 200),
  arg_bytes: 0, latency_ms: 0, at: change.at, received_at: change.at,
}))
