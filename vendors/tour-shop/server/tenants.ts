import type { Db } from './db'

export interface TenantRow {
  tenant_id: number
  first_seen: string
  last_seen: string
}

/** Records that a tenant's user called the shop (the console lists these tenants). */
export function noteTenant(db: Db, tenantId: number, now: Date): void {
  const at = now.toISOString()
  db.prepare(`INSERT INTO tenant (tenant_id, first_seen, last_seen) VALUES (?, ?, ?)
    ON CONFLICT (tenant_id) DO UPDATE SET last_seen = excluded.last_seen`).run(tenantId, at, at)
}

export function listTenants(db: Db): TenantRow[] {
  return db.prepare('SELECT tenant_id, first_seen, last_seen FROM tenant ORDER BY tenant_id').all() as TenantRow[]
}

export function hasTenant(db: Db, tenantId: number): boolean {
  return db.prepare('SELECT 1 FROM tenant WHERE tenant_id = ?').get(tenantId) !== undefined
}
