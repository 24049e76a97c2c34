// The apps a tenant installed, as the rest of the gateway reads them: menu tree, app tokens, app messages,
// the shell page's frame origins, the vendor API.
import type { Manifest, ManifestMenu, ManifestWebhooks, ManifestWidget } from '@hr-portal/manifest'
import type { Db, MenuTable } from '../../../core/db/types'
import type { AppInstallTable } from '../tables'
import { menuEntryRow, menuItemRow } from '../../../apps/menu-rows'

export interface InstalledApp {
  /** Unique across tenants; the base of the app's menu ids. */
  id: number
  tenantId: number
  code: string
  name: string
  version: string
  status: 'enabled' | 'disabled'
  /** Where the app's pages run: the origin of `entry`. */
  origin: string
  entry: string
  manifestUrl: string
  titleZh: string
  titleEn: string
  capabilities: string[]
  /** The data scopes consented (an optional scope once the administrator consented to it). */
  scopes: string[]
  /** The data scopes the app may ask for while it runs (optional-scopes.ts). */
  optionalScopes?: string[]
  /** Other origins its pages talk to (shown at consent). */
  origins: string[]
  menus: ManifestMenu[]
  intents?: Record<string, string>
  events?: { publish?: string[]; subscribe?: string[] }
  sandbox?: string[]
  allow?: string[]
  handshakeTimeout?: number
  /** Home dashboard widgets the manifest declares. */
  widgets?: ManifestWidget[]
  /** Where its backend hears signed events, and the HR topics it asked for (services/webhooks sends them). */
  webhooks?: ManifestWebhooks
  /** Its backend's JSON Web Key Set: a background credential may be used with an assertion signed by one of them. */
  jwksUrl?: string
  /** Its per-tenant settings page, which the tenant's app administrators open from the installed-apps list. */
  settings?: { path: string }
  /** Role ids that may open it. */
  roles: number[]
  consentedBy: number
  consentedAt: number
  installedAt: number
  updatedAt: number
}

const list = <T>(json: string): T[] => {
  const value: unknown = JSON.parse(json)
  return Array.isArray(value) ? (value as T[]) : []
}

/** An install row as the gateway uses it; its manifest was validated when it was installed. */
export function installedAppOf(row: AppInstallTable): InstalledApp {
  const m = JSON.parse(row.manifest) as Manifest
  return {
    id: row.id,
    tenantId: row.tenant_id,
    code: row.code,
    name: m.name,
    version: row.version,
    status: row.status,
    origin: row.origin,
    entry: row.entry,
    manifestUrl: row.manifest_url,
    titleZh: m.title['zh-CN'],
    titleEn: m.title.en,
    capabilities: m.capabilities,
    scopes: list<string>(row.scopes),
    origins: m.origins ?? [],
    menus: m.menus,
    ...(m.intents && Object.keys(m.intents).length ? { intents: m.intents } : {}),
    ...(m.events ? { events: m.events } : {}),
    ...(m.sandbox ? { sandbox: m.sandbox } : {}),
    ...(m.allow ? { allow: m.allow } : {}),
    ...(m.handshakeTimeout ? { handshakeTimeout: m.handshakeTimeout } : {}),
    ...(m.widgets?.length ? { widgets: m.widgets } : {}),
    ...(m.webhooks ? { webhooks: m.webhooks } : {}),
    ...(m.optionalScopes?.length ? { optionalScopes: m.optionalScopes } : {}),
    ...(m.jwksUrl ? { jwksUrl: m.jwksUrl } : {}),
    ...(m.settings ? { settings: { path: m.settings.path } } : {}),
    roles: list<number>(row.roles),
    consentedBy: row.consented_by,
    consentedAt: Number(row.consented_at),
    installedAt: Number(row.installed_at),
    updatedAt: Number(row.updated_at),
  }
}

/** The tenant's installed apps, enabled ones only unless `all`, by code. */
export async function installedApps(
  db: Db,
  tenantId: number,
  options: { all?: boolean } = {},
): Promise<InstalledApp[]> {
  let query = db.selectFrom('app_install').selectAll().where('tenant_id', '=', tenantId)
  if (!options.all) query = query.where('status', '=', 'enabled')
  return (await query.orderBy('code').execute()).map(installedAppOf)
}

/**
 * The tenant's enabled app of this code (its menu app code), else of this manifest name (what the shell sends as
 * the app id), or undefined.
 */
export async function findInstalledApp(db: Db, tenantId: number, code: string): Promise<InstalledApp | undefined> {
  const row = await db
    .selectFrom('app_install')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .where('status', '=', 'enabled')
    .executeTakeFirst()
  if (row) return installedAppOf(row)
  return (await installedApps(db, tenantId)).find((app) => app.name === code)
}

/** Menu ids of installed apps start here, far above the menu table's own. */
const MENU_ID_BASE = 1_000_000_000
const MENU_IDS_PER_APP = 1000

/**
 * The installed app's menu as menu-table rows (never stored): its top entry (the app code) and an item per
 * manifest menu, with ids of its own, so the tenant's menu tree lists it beside the built-in apps.
 */
export function installedMenuRows(app: InstalledApp, sortAfter: number): MenuTable[] {
  const top = MENU_ID_BASE + app.id * MENU_IDS_PER_APP
  return [
    menuEntryRow(app.code, { zh: app.titleZh, en: app.titleEn }, top, sortAfter + app.id),
    ...app.menus.map((item, index) => menuItemRow(app.code, item, top + index + 1, top, index + 1)),
  ]
}
