import type { Clock } from './clock'
import type { Db } from './db'
import { ShopError } from './errors'
import type { PortalApi } from './portal-api'

// The shop's nightly job: with the tenant's background credential (the client ID and secret the tenant's portal
// administrator issued on the portal's Apps page and the vendor pasted into this console), it copies the tenant's
// staff directory (pseudonymous ids, names, units) into the shop's own store, with no user signed in.

/** How often the job runs for every tenant with a credential. */
export const SYNC_INTERVAL = 24 * 3600_000
/** The directory's largest page. */
const PAGE_SIZE = 100
/** At most this many pages a run (10 000 staff). */
const MAX_PAGES = 100

const SCHEMA = `
CREATE TABLE IF NOT EXISTS portal_credential (
  tenant_id INTEGER PRIMARY KEY,
  client_id TEXT NOT NULL,
  client_secret TEXT NOT NULL,
  saved_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_copy (
  tenant_id INTEGER NOT NULL,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  unit_name TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE TABLE IF NOT EXISTS staff_sync_run (
  tenant_id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  ok INTEGER NOT NULL,
  staff INTEGER NOT NULL,
  detail TEXT NOT NULL
);
`

/** Creates the job's tables when missing. */
export function ensureSyncTables(db: Db): void {
  db.exec(SCHEMA)
}

/** What the console shows of a tenant's job: the client ID (never the secret), the last run, the staff copied. */
export interface SyncView {
  clientId: string | null
  lastRun: { at: string; ok: boolean; staff: number; detail: string } | null
  staff: number
}

export function syncViewOf(db: Db, tenantId: number): SyncView {
  const credential = db.prepare('SELECT client_id FROM portal_credential WHERE tenant_id = ?').get(tenantId) as
    | { client_id: string }
    | undefined
  const run = db.prepare('SELECT at, ok, staff, detail FROM staff_sync_run WHERE tenant_id = ?').get(tenantId) as
    | { at: string; ok: number; staff: number; detail: string }
    | undefined
  const { n } = db.prepare('SELECT count(*) AS n FROM staff_copy WHERE tenant_id = ?').get(tenantId) as { n: number }
  return {
    clientId: credential?.client_id ?? null,
    lastRun: run ? { at: run.at, ok: run.ok === 1, staff: run.staff, detail: run.detail } : null,
    staff: n,
  }
}

/** Keeps the tenant's background credential (the secret is needed in clear to exchange it, so only the server holds it). */
export function saveCredential(db: Db, tenantId: number, clientId: string, secret: string, now: Date): void {
  db.prepare(
    `INSERT INTO portal_credential (tenant_id, client_id, client_secret, saved_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant_id) DO UPDATE SET client_id = excluded.client_id, client_secret = excluded.client_secret,
     saved_at = excluded.saved_at`,
  ).run(tenantId, clientId, secret, now.toISOString())
}

/**
 * Runs the job for one tenant: exchanges its credential for a background token, reads every page of the directory
 * and replaces the tenant's copy in one transaction; records the run (ok with the count, or the portal's refusal,
 * leaving the last copy as it was). Answers the run.
 */
export async function syncStaff(
  db: Db,
  portal: Pick<PortalApi, 'clientToken' | 'staffPage'>,
  tenantId: number,
  clock: Clock,
  lang = 'en',
): Promise<{ ok: boolean; staff: number; detail: string }> {
  const credential = db
    .prepare('SELECT client_id, client_secret FROM portal_credential WHERE tenant_id = ?')
    .get(tenantId) as { client_id: string; client_secret: string } | undefined
  const record = (ok: boolean, staff: number, detail: string) => {
    db.prepare(
      `INSERT INTO staff_sync_run (tenant_id, at, ok, staff, detail) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (tenant_id) DO UPDATE SET at = excluded.at, ok = excluded.ok, staff = excluded.staff,
       detail = excluded.detail`,
    ).run(tenantId, clock().toISOString(), ok ? 1 : 0, staff, detail.slice(0, 300))
    return { ok, staff, detail }
  }
  if (!credential) return record(false, 0, 'no background credential')
  try {
    const { token } = await portal.clientToken(credential.client_id, credential.client_secret, lang)
    const rows: Array<{ id: string; name: string; unitName: string }> = []
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await portal.staffPage(token, page, PAGE_SIZE, lang)
      rows.push(...answer.rows)
      if (answer.rows.length < PAGE_SIZE || rows.length >= answer.total) break
    }
    db.transaction(() => {
      db.prepare('DELETE FROM staff_copy WHERE tenant_id = ?').run(tenantId)
      const insert = db.prepare(
        'INSERT OR REPLACE INTO staff_copy (tenant_id, id, name, unit_name) VALUES (?, ?, ?, ?)',
      )
      for (const row of rows) insert.run(tenantId, row.id, row.name, row.unitName)
    })()
    return record(true, rows.length, '')
  } catch (error) {
    const detail = error instanceof ShopError ? String(error.params.detail ?? error.key) : 'failed'
    return record(false, 0, detail)
  }
}

/** Runs the job for every tenant with a credential, one after another (the schedule's run). */
export async function syncAllStaff(db: Db, portal: Pick<PortalApi, 'clientToken' | 'staffPage'>, clock: Clock) {
  const tenants = db.prepare('SELECT tenant_id FROM portal_credential ORDER BY tenant_id').all() as Array<{
    tenant_id: number
  }>
  for (const { tenant_id } of tenants) await syncStaff(db, portal, tenant_id, clock)
}
