import type { Db } from '../core/db/types'
import type { AppInstallTable } from '../services/vendor'

export interface InstalledAppSpec {
  tenantId: number
  /** Unique across tenants. */
  id: number
  code: string
  /** The start page on the app's own origin, e.g. `http://127.0.0.1:5000/probe/`. */
  entry: string
  status?: 'enabled' | 'disabled'
  /** Role ids that may open it. */
  roles?: number[]
  capabilities?: string[]
  /** Widgets its manifest declares for the home dashboard (none when absent). */
  widgets?: Array<{
    id: string
    title: { 'zh-CN': string; en: string }
    page: string
    size: 'small' | 'medium' | 'large'
  }>
  /** Its manifest's settings page. */
  settings?: { path: string }
}

/**
 * An `app_install` row as the install route writes it (a third-party manifest with one menu item,
 * `<code>:page-a` at `/page-a`), for tests that need an installed app without going through consent.
 */
export function installedAppRow(spec: InstalledAppSpec, now = Date.now()): AppInstallTable {
  const origin = new URL(spec.entry).origin
  const manifest = {
    name: spec.code,
    code: spec.code,
    version: '1.0.0',
    party: 'third',
    entry: spec.entry,
    title: { 'zh-CN': `探针 ${spec.code}`, en: `Probe ${spec.code}` },
    capabilities: spec.capabilities ?? ['session.appToken', 'tabs', 'ui', 'env'],
    menus: [
      {
        functionId: `${spec.code}:page-a`,
        link: '/page-a',
        title: { 'zh-CN': `探针 ${spec.code}`, en: `Probe ${spec.code}` },
      },
    ],
    ...(spec.widgets ? { widgets: spec.widgets } : {}),
    ...(spec.settings ? { settings: spec.settings } : {}),
  }
  return {
    tenant_id: spec.tenantId,
    code: spec.code,
    id: spec.id,
    manifest_url: `${origin}/manifest.json`,
    origin,
    entry: spec.entry,
    status: spec.status ?? 'enabled',
    version: '1.0.0',
    manifest: JSON.stringify(manifest),
    scopes: '[]',
    roles: JSON.stringify(spec.roles ?? []),
    consented_by: 1,
    consented_at: now,
    installed_at: now,
    updated_at: now,
  }
}

/**
 * Installs a test app directly (no manifest fetch, no consent page): its `app_install` row, and its function id
 * granted to `roles` of the tenant, as the install route leaves them.
 */
export async function installTestApp(db: Db, spec: InstalledAppSpec & { scopes?: string[] }): Promise<void> {
  const row = installedAppRow(spec)
  await db
    .insertInto('app_install')
    .values({ ...row, scopes: JSON.stringify(spec.scopes ?? []) })
    .execute()
  const functionId = `${spec.code}:page-a`
  for (const roleId of spec.roles ?? [])
    await db.insertInto('role_function').values({ role_id: roleId, function_id: functionId }).execute()
}
