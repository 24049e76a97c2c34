import { app, http } from '@hr-portal/kit'

/** The Apps page's calls (gateway services/vendor/installs): the tenant's installed apps and their consent. */

// `vendor` is no §7 service segment the request wrapper knows: its routes are called by their full address.
const route = (name: string) => `${app.config.gatewayUrl}/vendor/web/apps/${name}`

export const APPS_FUNCTION = '1007'

export interface Described {
  name: string
  description: string
}
export interface MenuPage {
  functionId: string
  title: string
}

export interface InstalledApp {
  code: string
  name: string
  title: string
  version: string
  status: 'enabled' | 'disabled'
  origin: string
  manifestUrl: string
  consentedBy: { id: number; name: string }
  consentedAt: number
  roleIds: number[]
  versions: Array<{ version: string; consentedAt: number }>
  rollbackTo: string | null
}

export interface RoleChoice {
  id: number
  name: string
}

export interface Problem {
  path: string
  key: string
  message: string
}

export interface Preview {
  valid: true
  manifestUrl: string
  /** The checked manifest's hash: the install installs exactly this copy. */
  manifestHash: string
  app: { code: string; name: string; title: string; version: string; entry: string; origin: string }
  consent: { capabilities: Described[]; scopes: Described[]; origins: string[]; menus: MenuPage[] }
  installed: { version: string; status: string; roleIds: number[] } | null
  update: {
    installedVersion: string
    newer: boolean
    capabilities: Described[]
    scopes: Described[]
    origins: string[]
    menus: MenuPage[]
    asksMore: boolean
  } | null
}

export type Checked = Preview | { valid: false; errors: Problem[] }

export const listApps = () =>
  http.postJson<{ apps: InstalledApp[]; roles: RoleChoice[] }>(route('list'), {}).then((a) => a.result!)

export const previewApp = (manifestUrl: string) =>
  http
    .postJson<Checked>(route('preview'), { manifestUrl })
    .then((a): Checked => (a.result!.valid ? { ...a.result!, manifestUrl } : a.result!))

/** Installs the manifest the preview showed (by its hash), as the gateway kept it, never what the URL answers now. */
export const installApp = (preview: Pick<Preview, 'manifestUrl' | 'manifestHash'>, roles: number[]) =>
  http
    .postJson<InstalledApp>(route('install'), {
      manifestUrl: preview.manifestUrl,
      manifestHash: preview.manifestHash,
      roles,
    })
    .then((a) => a.result!)

export type AppAction = 'enable' | 'disable' | 'rollback' | 'uninstall'

export const changeApp = (action: AppAction, code: string) =>
  http.postJson<InstalledApp | { code: string }>(route(action), { code }).then((a) => a.result!)
