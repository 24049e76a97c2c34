// Sub-apps register themselves: every built app folder with a manifest.json is read at start.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Party, RegistryEntry } from './registry'

const CAPABILITIES = new Set([
  'session.token', 'session.appToken', 'session.user', 'session.report', 'perm', 'tabs', 'ui', 'env',
  'ui.dialog', 'storage', 'nav.apps', 'nav.links', 'events', 'tour', 'messages', 'messages.send', 'keys', 'perf',
  'track',
])
const DOTTED = /^[a-z][\w-]*(\.[a-z][\w-]*){1,3}$/
const INTENT_PATH = /^\/[\w/:.-]*$/
const NAME = /^[a-z][a-z0-9-]{0,40}$/
const FUNCTION_ID = /^[\w.-]{1,64}$/

export interface ManifestMenu {
  functionId: string
  link: string
  title: { 'zh-CN': string; en: string }
  /** false: the page is shown fresh each time its tab comes back (§2 keepAlive). */
  keepAlive?: boolean
  /** §3 openType; 3 opens the page without a tab. */
  openType?: number
}

export interface AppManifestFile extends RegistryEntry {
  menus: ManifestMenu[]
}

const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length > 0 && v.length <= max
const isTitle = (v: unknown): v is ManifestMenu['title'] =>
  typeof v === 'object' && v !== null && isText((v as Record<string, unknown>)['zh-CN']) && isText((v as Record<string, unknown>).en)
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => isText(x, 60))

/** Checks one manifest; answers the entry or the reason it is refused. */
export function parseManifest(raw: unknown, folder: string, party: Party): AppManifestFile | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object'
  const m = raw as Record<string, unknown>
  if (m.name !== folder || !NAME.test(folder)) return `name must equal its folder "${folder}"`
  if (!isText(m.code, 40) || !NAME.test(m.code)) return 'code must be a lower-case app code'
  if (m.party !== party) return `party must be "${party}" for this origin`
  if (!isTitle(m.title)) return 'title needs zh-CN and en'
  if (!isStringList(m.capabilities) || !m.capabilities.every((c) => CAPABILITIES.has(c))) return 'unknown capability'
  if (party === 'third' && m.capabilities.includes('session.token')) return 'a third-party app may not hold session.token'
  const menus = m.menus ?? []
  if (!Array.isArray(menus) || !menus.every((x) => typeof x === 'object' && x !== null
    && FUNCTION_ID.test(String((x as ManifestMenu).functionId)) && /^\/[\w/-]*$/.test(String((x as ManifestMenu).link)) && isTitle((x as ManifestMenu).title)
    && [undefined, true, false].includes((x as ManifestMenu).keepAlive) && [undefined, 1, 2, 3].includes((x as ManifestMenu).openType))) {
    return 'menus must be [{ functionId, link, title }]'
  }
  for (const key of ['sandbox', 'allow'] as const) if (m[key] !== undefined && !isStringList(m[key])) return `${key} must be a list of names`
  const intents = m.intents ?? {}
  if (typeof intents !== 'object' || intents === null || Array.isArray(intents)
    || !Object.entries(intents).every(([name, path]) => DOTTED.test(name) && typeof path === 'string' && INTENT_PATH.test(path))) {
    return 'intents must map dotted names to paths: { "staff.view": "/users/:id" }'
  }
  const events = (m.events ?? {}) as Record<string, unknown>
  if (typeof events !== 'object' || events === null || Object.keys(events).some((k) => k !== 'publish' && k !== 'subscribe')
    || ![events.publish, events.subscribe].every((list) => list === undefined || (isStringList(list) && list.every((t) => DOTTED.test(t))))) {
    return 'events must be { publish?: [topic], subscribe?: [topic] }'
  }
  if (m.preload !== undefined && typeof m.preload !== 'boolean') return 'preload must be true or false'
  const timeout = m.handshakeTimeout
  if (timeout !== undefined && (!Number.isInteger(timeout) || (timeout as number) < 1000 || (timeout as number) > 120_000)) return 'handshakeTimeout must be 1000..120000 ms'
  return {
    code: m.code, name: folder, party, titleZh: m.title['zh-CN'], titleEn: m.title.en,
    capabilities: m.capabilities, menus: menus as ManifestMenu[],
    ...(m.sandbox ? { sandbox: m.sandbox as string[] } : {}),
    ...(m.allow ? { allow: m.allow as string[] } : {}),
    ...(timeout ? { handshakeTimeout: timeout as number } : {}),
    ...(Object.keys(intents).length ? { intents: intents as Record<string, string> } : {}),
    ...(m.events ? { events: events as { publish?: string[]; subscribe?: string[] } } : {}),
    ...(m.preload === false ? { preload: false } : {}),
  }
}

/** Reads every `<distDir>/{apps,vendor}/<name>/manifest.json`; bad ones are logged and skipped. */
export function loadManifests(distDir: string, log: (message: string) => void = console.warn): AppManifestFile[] {
  const found: AppManifestFile[] = []
  for (const [folder, party] of [['apps', 'first'], ['vendor', 'third']] as const) {
    const dir = join(distDir, folder)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir)) {
      const file = join(dir, name, 'manifest.json')
      if (!existsSync(file)) continue
      let parsed: AppManifestFile | string
      try {
        parsed = parseManifest(JSON.parse(readFileSync(file, 'utf8')), name, party)
      } catch (error) {
        parsed = `unreadable: ${(error as Error).message}`
      }
      if (typeof parsed === 'string') log(`[registry] ${folder}/${name}/manifest.json refused: ${parsed}`)
      else found.push(parsed)
    }
  }
  return found
}
