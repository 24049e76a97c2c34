import type { Manifest } from '@hr-portal/manifest'
import semver from 'semver'
import type { Lang } from '../../../core/lang'
import { sayCapability, sayScope } from './consent-texts'

export interface Described {
  name: string
  description: string
}

/** What the administrator consents to, in plain words: what the app may do and read, where it talks to, its pages. */
export interface ConsentSummary {
  capabilities: Described[]
  scopes: Described[]
  /** The app's own origin first, then the other origins its pages talk to. */
  origins: string[]
  menus: Array<{ functionId: string; title: string }>
}

/** A new version of an installed app against the consented one. */
export interface UpdateSummary {
  installedVersion: string
  /** true: the new version is higher (semantic version order). */
  newer: boolean
  /** What it asks for beyond the consent: consent is asked again when any of these is not empty. */
  capabilities: Described[]
  scopes: Described[]
  origins: string[]
  /** Pages it adds (granted to the app's roles, no consent needed). */
  menus: Array<{ functionId: string; title: string }>
  asksMore: boolean
}

export const originOf = (manifest: Manifest): string => new URL(manifest.entry!).origin
const originsOf = (manifest: Manifest): string[] => [
  originOf(manifest),
  ...(manifest.origins ?? []).filter((o) => o !== originOf(manifest)),
]
const menusOf = (manifest: Manifest, lang: Lang) =>
  manifest.menus.map((item) => ({
    functionId: item.functionId,
    title: lang === 'en' ? item.title.en : item.title['zh-CN'],
  }))

export function consentOf(manifest: Manifest, lang: Lang): ConsentSummary {
  return {
    capabilities: manifest.capabilities.map((name) => ({ name, description: sayCapability(lang, name) })),
    scopes: (manifest.scopes ?? []).map((name) => ({ name, description: sayScope(lang, name) })),
    origins: originsOf(manifest),
    menus: menusOf(manifest, lang),
  }
}

/** Whether version `a` is higher than `b` in semantic version order. */
export const isNewer = (a: string, b: string): boolean => semver.gt(a, b)

/** What `next` asks for beyond what was consented for the installed version (its manifest and consented scopes). */
export function updateOf(installed: Manifest, consentedScopes: string[], next: Manifest, lang: Lang): UpdateSummary {
  const had = (list: string[]) => (name: string) => !list.includes(name)
  const summary = consentOf(next, lang)
  const capabilities = summary.capabilities.filter((c) => had(installed.capabilities)(c.name))
  const scopes = summary.scopes.filter((s) => had(consentedScopes)(s.name))
  const origins = summary.origins.filter(had(originsOf(installed)))
  const menus = summary.menus.filter((m) => !installed.menus.some((item) => item.functionId === m.functionId))
  return {
    installedVersion: installed.version,
    newer: isNewer(next.version, installed.version),
    capabilities,
    scopes,
    origins,
    menus,
    asksMore: capabilities.length + scopes.length + origins.length > 0,
  }
}
