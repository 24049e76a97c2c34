import type { Manifest } from '@hr-portal/manifest'
import semver from 'semver'
import type { Lang } from '../../../core/lang'
import { sayCapability, sayScope, sayTopic } from './consent-texts'

export interface Described {
  name: string
  description: string
}

/** An event topic the app hears or sends, with what it tells. */
export interface DescribedTopic extends Described {
  side: 'hear' | 'send'
}

/** A dashboard widget the app adds, titled in the reader's language. */
export interface DescribedWidget {
  id: string
  title: string
  size: 'small' | 'medium' | 'large'
}

/**
 * What the administrator consents to, in plain words: what the app may do and read, the events it hears and sends,
 * where it talks to, its pages and its dashboard widgets.
 */
export interface ConsentSummary {
  capabilities: Described[]
  scopes: Described[]
  /** The data scopes it may ask for later, while it runs (none is granted now). */
  optionalScopes: Described[]
  /** Each topic it hears, then each it sends (manifest `events`), with what it tells. */
  events: DescribedTopic[]
  /** The app's own origin first, then the other origins its pages talk to. */
  origins: string[]
  menus: Array<{ functionId: string; title: string }>
  widgets: DescribedWidget[]
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
  /** Events and widgets it adds (marked new; a new HR event comes with its data scope, which asks again). */
  events: DescribedTopic[]
  widgets: DescribedWidget[]
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

const eventsOf = (manifest: Manifest, lang: Lang): DescribedTopic[] =>
  (['subscribe', 'publish'] as const).flatMap((list) => {
    const side = list === 'subscribe' ? 'hear' : 'send'
    return (manifest.events?.[list] ?? []).map((name) => ({ name, side, description: sayTopic(lang, name, side) }))
  })
const widgetsOf = (manifest: Manifest, lang: Lang): DescribedWidget[] =>
  (manifest.widgets ?? []).map((w) => ({
    id: w.id,
    title: lang === 'en' ? w.title.en : w.title['zh-CN'],
    size: w.size,
  }))

export function consentOf(manifest: Manifest, lang: Lang): ConsentSummary {
  return {
    capabilities: manifest.capabilities.map((name) => ({ name, description: sayCapability(lang, name) })),
    scopes: (manifest.scopes ?? []).map((name) => ({ name, description: sayScope(lang, name) })),
    optionalScopes: (manifest.optionalScopes ?? []).map((name) => ({ name, description: sayScope(lang, name) })),
    events: eventsOf(manifest, lang),
    origins: originsOf(manifest),
    menus: menusOf(manifest, lang),
    widgets: widgetsOf(manifest, lang),
  }
}

/** Whether version `a` is higher than `b` in semantic version order. */
export const isNewer = (a: string, b: string): boolean => semver.gt(a, b)

/**
 * Everything `next` asks for beyond what was consented for the installed version, each named (`scope org.read`): a
 * capability, data scope, optional scope, origin, webhook topic or dashboard widget it adds, or another webhook
 * address. An update with none applies without asking (the administrator's Update, or the app's own: minor-update.ts);
 * with any, it waits for the administrator's consent and the installed version keeps running.
 */
export function widenings(installed: Manifest, consentedScopes: string[], next: Manifest): string[] {
  const added = (kind: string, before: readonly string[], after: readonly string[]) =>
    after.filter((name) => !before.includes(name)).map((name) => `${kind} ${name}`)
  const widgetIds = (m: Manifest) => (m.widgets ?? []).map((w) => w.id)
  const address = next.webhooks?.url
  return [
    ...added('capability', installed.capabilities, next.capabilities),
    ...added('scope', consentedScopes, next.scopes ?? []),
    ...added('optional scope', installed.optionalScopes ?? [], next.optionalScopes ?? []),
    ...added('origin', originsOf(installed), originsOf(next)),
    ...added('webhook topic', installed.webhooks?.topics ?? [], next.webhooks?.topics ?? []),
    ...added('widget', widgetIds(installed), widgetIds(next)),
    ...(address && address !== installed.webhooks?.url ? [`webhook address ${address}`] : []),
  ]
}

/** What `next` asks for beyond what was consented for the installed version (its manifest and consented scopes). */
export function updateOf(installed: Manifest, consentedScopes: string[], next: Manifest, lang: Lang): UpdateSummary {
  const had = (list: string[]) => (name: string) => !list.includes(name)
  const summary = consentOf(next, lang)
  const capabilities = summary.capabilities.filter((c) => had(installed.capabilities)(c.name))
  const scopes = summary.scopes.filter((s) => had(consentedScopes)(s.name))
  const origins = summary.origins.filter(had(originsOf(installed)))
  const menus = summary.menus.filter((m) => !installed.menus.some((item) => item.functionId === m.functionId))
  const before = consentOf(installed, lang)
  const events = summary.events.filter((e) => !before.events.some((o) => o.name === e.name && o.side === e.side))
  const widgets = summary.widgets.filter((w) => !before.widgets.some((o) => o.id === w.id))
  return {
    installedVersion: installed.version,
    newer: isNewer(next.version, installed.version),
    capabilities,
    scopes,
    origins,
    menus,
    events,
    widgets,
    asksMore: widenings(installed, consentedScopes, next).length > 0,
  }
}
