import type { MicroApp } from '../../apps/registry'
import { installedMenuRows, type InstalledApp } from '../vendor'
import { buildMenuTree, type AppEntry, type Lang } from './build-tree'

/** The frame descriptor of an installed app: its own origin and start page, from the manifest it was installed with. */
function installedMicroApp(app: InstalledApp, lang: Lang): MicroApp {
  return {
    name: app.name, title: lang === 'en' ? app.titleEn : app.titleZh, entry: app.entry, origin: app.origin, party: 'third',
    capabilities: [...app.capabilities],
    ...(app.sandbox ? { sandbox: app.sandbox } : {}),
    ...(app.allow ? { allow: app.allow } : {}),
    ...(app.handshakeTimeout ? { handshakeTimeout: app.handshakeTimeout } : {}),
    ...(app.intents ? { intents: { ...app.intents } } : {}),
    ...(app.events ? { events: { ...app.events } } : {}),
    container: `#subapp-${app.name}`, activeRule: `/portal/${app.code}`, props: { appCode: app.code },
  }
}

/**
 * The tenant's enabled installed apps as menu entries (after the built-in ones), with the items the user's
 * functions reach (`granted` null: all). An app already in `tree` is left out, so an entry is never listed twice.
 */
export function withInstalledApps(tree: AppEntry[], apps: InstalledApp[], granted: Set<string> | null, lang: Lang): AppEntry[] {
  const listed = new Set(tree.map((entry) => entry.code))
  const fresh = apps.filter((app) => !listed.has(app.code))
  if (fresh.length === 0) return tree
  const byCode = new Map(fresh.map((app) => [app.code, app]))
  const entries = buildMenuTree({
    menus: fresh.flatMap((app) => installedMenuRows(app, 0)), buttons: [], granted, hiddenApps: new Set(), origins: { appsOrigin: '' }, lang,
  })
  return [...tree, ...entries.map((entry) => ({ ...entry, microApp: installedMicroApp(byCode.get(entry.code)!, lang) }))]
}
