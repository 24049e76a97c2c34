// Row types of the vendor service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    app_install: AppInstallTable
    app_install_version: AppInstallVersionTable
    app_dev_build: AppDevBuildTable
    app_install_preview: AppInstallPreviewTable
    app_scope_request: AppScopeRequestTable
  }
}

/** An app a tenant installed from its manifest URL: the version in use and what was consented for it. */
export interface AppInstallTable {
  tenant_id: number
  /** The manifest `code`: the menu app code and the app token's audience. */
  code: string
  /** Unique across tenants; the app's menu items get ids from it (installs/menus.ts). */
  id: number
  manifest_url: string
  /** The origin of `entry`, where the app's pages run. */
  origin: string
  entry: string
  status: 'enabled' | 'disabled'
  version: string
  /** The installed version's manifest, JSON. */
  manifest: string
  /** Data scopes consented (JSON array), a subset of the manifest's `scopes`. */
  scopes: string
  /** Role ids that may open the app (JSON array). */
  roles: string
  consented_by: number
  consented_at: number
  installed_at: number
  updated_at: number
}

/** Every version of an installed app ever consented, to roll back to. */
export interface AppInstallVersionTable {
  tenant_id: number
  code: string
  version: string
  manifest_url: string
  manifest: string
  scopes: string
  consented_by: number
  consented_at: number
}

/** Developer mode: an installed app pointed at a local build for one session only. */
export interface AppDevBuildTable {
  tenant_id: number
  /** The session's token hash (core sessions). */
  session_hash: string
  code: string
  url: string
  created_at: number
}

/** A manifest an administrator checked (the Apps page's preview), kept as the server answered it until installed. */
export interface AppInstallPreviewTable {
  tenant_id: number
  /** Who checked it: only they install from this copy. */
  user_id: number
  /** SHA-256 of `body`, hex: what the install names. */
  hash: string
  manifest_url: string
  /** The manifest's text as fetched. */
  body: string
  created_at: number
}

/** An optional data scope an installed app asked for while it ran: waiting for the administrator, or refused. */
export interface AppScopeRequestTable {
  tenant_id: number
  app_code: string
  scope: string
  /** The installation that asked (app_install.id): a reinstall asks again. */
  install_id: number
  state: 'asked' | 'refused'
  asked_at: number
  /** Who refused it, and when (null while asked). */
  decided_by: number | null
  decided_at: number | null
}
