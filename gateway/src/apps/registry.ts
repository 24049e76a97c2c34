/** The sub-app registry: which menu app code is hosted by which sub-app, where, with which rights. */
import type { ManifestError } from '@hr-portal/manifest'

export type Party = 'first' | 'third'

/** A home dashboard widget as the shell receives it: its title in the user's language. */
export interface MicroAppWidget {
  id: string
  title: string
  page: string
  size: 'small' | 'medium' | 'large'
  refresh?: number
  more?: string
  functionId?: string
}

/** A widget as the manifest declares it, titles in both languages. */
export interface WidgetEntry {
  id: string
  title: { 'zh-CN': string; en: string }
  page: string
  size: 'small' | 'medium' | 'large'
  refresh?: number
  more?: string
  functionId?: string
}

/** The widgets of a manifest in one language, for the shell. */
export const widgetsIn = (widgets: WidgetEntry[], lang: 'zh' | 'en'): MicroAppWidget[] =>
  widgets.map((w) => ({ ...w, title: lang === 'en' ? w.title.en : w.title['zh-CN'] }))

/** What the shell needs to create a sub-app's iframe; sent with each top-level menu entry. */
export interface MicroApp {
  name: string
  title: string
  entry: string
  origin: string
  party: Party
  capabilities: string[]
  /**
   * Third-party apps: the data scopes the tenant consented to (manifest names.ts SCOPES); the shell answers
   * `session.user`'s name, e-mail and job number only under `user.name`, `user.email`, `user.jobNumber`.
   */
  scopes?: string[]
  sandbox?: string[]
  allow?: string[]
  handshakeTimeout?: number
  intents?: Record<string, string>
  events?: { publish?: string[]; subscribe?: string[] }
  preload?: boolean
  /** Home dashboard widgets: each a page of the app shown in a frame of its own. */
  widgets?: MicroAppWidget[]
  /** Third-party apps: the per-tenant settings page, whose app token (for app administrators) adds `app.settings`. */
  settings?: string
  /** Developer mode: this session's own build of the app (a local URL), marked by the shell and never prewarmed. */
  dev?: boolean
  /** §2 descriptor fields, set with the menu entry (see build-tree.ts). */
  container?: string
  activeRule?: string
  props?: Record<string, string>
}

export interface RegistryEntry {
  /** The menu app code (top-level menu entry `code`); for vendor apps also the JWT audience. */
  code: string
  /** Folder under the apps or vendor origin, and the sub-app's name. */
  name: string
  titleZh: string
  titleEn: string
  party: Party
  capabilities: string[]
  /** The manifest's data scopes: what a built-in third-party app holds (an installed app holds what was consented). */
  scopes?: string[]
  /** Extra iframe sandbox tokens, permissions-policy features and handshake timeout from the manifest. */
  sandbox?: string[]
  allow?: string[]
  handshakeTimeout?: number
  /** Named intents the app serves (name → path with `:param` parts). */
  intents?: Record<string, string>
  /** Event topics the app may publish and hear. */
  events?: { publish?: string[]; subscribe?: string[] }
  /** false: the shell never preloads the app. */
  preload?: boolean
  /** Home dashboard widgets the manifest declares. */
  widgets?: WidgetEntry[]
}

export interface RegistryOrigins {
  appsOrigin: string
}

/**
 * The registered sub-apps. Empty until start-up reads every built app's manifest.json
 * (apps/manifests.ts): the manifests are the only source of an app's origin and capabilities.
 */
export const registryEntries: RegistryEntry[] = []

/** Registers the apps whose built folder carries a manifest.json; a later manifest of a code replaces the earlier one. */
export function registerApps(entries: RegistryEntry[]): void {
  for (const entry of entries) {
    const index = registryEntries.findIndex((e) => e.code === entry.code)
    if (index === -1) registryEntries.push(entry)
    else registryEntries[index] = entry
  }
}

/** Problems of a built manifest, listed for the operators: the whole app refused, or some of its menus. */
export interface ManifestProblem {
  /** Where it was found under dist/, e.g. `vendor/supplier/manifest.json`. */
  file: string
  /** true: the app is not registered; false: it is, without the menus the errors name. */
  refused: boolean
  errors: ManifestError[]
}

/** The problems found since start (reading the manifests, then adding their menus), one entry per file. */
export const manifestProblems: ManifestProblem[] = []

export function recordManifestProblem(problem: ManifestProblem): void {
  const index = manifestProblems.findIndex((p) => p.file === problem.file)
  if (index === -1) manifestProblems.push(problem)
  else manifestProblems[index] = problem
}

/** Where build.mjs places an app's manifest under dist/. */
export const manifestFileOf = (entry: Pick<RegistryEntry, 'name' | 'party'>): string =>
  `${entry.party === 'first' ? 'apps' : 'vendor'}/${entry.name}/manifest.json`

export const findRegistryEntry = (code: string): RegistryEntry | undefined =>
  registryEntries.find((entry) => entry.code === code)

/**
 * The microApp descriptor of a first-party menu app code in the given language, or null when none is registered.
 * A vendor app has none here: it runs on its own origin, from the tenant's install (services/vendor).
 */
export function microAppFor(code: string, origins: RegistryOrigins, lang: 'zh' | 'en'): MicroApp | null {
  const entry = findRegistryEntry(code)
  if (entry?.party !== 'first') return null
  const origin = origins.appsOrigin
  return {
    name: entry.name,
    title: lang === 'en' ? entry.titleEn : entry.titleZh,
    entry: `${origin}/${entry.name}/`,
    origin,
    party: entry.party,
    capabilities: [...entry.capabilities],
    ...(entry.sandbox ? { sandbox: entry.sandbox } : {}),
    ...(entry.allow ? { allow: entry.allow } : {}),
    ...(entry.handshakeTimeout ? { handshakeTimeout: entry.handshakeTimeout } : {}),
    ...(entry.intents ? { intents: { ...entry.intents } } : {}),
    ...(entry.events ? { events: { ...entry.events } } : {}),
    ...(entry.preload === false ? { preload: false } : {}),
    ...(entry.widgets?.length ? { widgets: widgetsIn(entry.widgets, lang) } : {}),
  }
}
