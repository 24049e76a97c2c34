// What the schema cannot say: known capabilities and topics, each app's function id namespace, origins.
import { CAPABILITIES, RESERVED_CODES, SCOPES, TOPICS } from './names'
import { hrTopic } from './topic-scopes'
import { backendUrlError, webhookErrors } from './webhooks'
import { NAME_PATTERN } from './schema'
import type { Manifest, ManifestError } from './types'

const known = (list: readonly string[]) => new Set<string>(list)
const capabilities = known(CAPABILITIES)
const topics = known(TOPICS)
const scopes = known(SCOPES)
const reserved = known(RESERVED_CODES)
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** A vendor app's function ids live under its code: `supplier:list`; first-party ids never hold a colon. */
export const namespaceOf = (code: string): string => `${code}:`

/** https anywhere, http only on this machine (a vendor's local build). */
const secureOrLocal = (url: URL): boolean =>
  url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))

function originError(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'must be an origin such as https://apps.example.com'
  }
  if (url.origin !== value)
    return `must be an origin only, such as ${url.origin === 'null' ? 'https://apps.example.com' : url.origin}`
  return secureOrLocal(url) ? null : 'must use https (http only on localhost or 127.0.0.1)'
}

function entryError(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'must be an absolute address such as https://apps.example.com/app/'
  }
  if (url.username || url.password || url.hash) return 'must hold no user name, password or #fragment'
  return secureOrLocal(url) ? null : 'must use https (http only on localhost or 127.0.0.1)'
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((x) => (typeof x === 'string' ? x : '')) : []
const menusOf = (value: unknown): Array<{ functionId?: unknown }> =>
  Array.isArray(value) ? value.map((x) => (typeof x === 'object' && x !== null ? x : {})) : []

/** The menu fields only the portal's own apps may use: fixed row ids, buttons, open and hidden pages, grants. */
const FIRST_PARTY_MENU_FIELDS = ['id', 'open', 'hidden', 'bizTypeId', 'sourceApp', 'grantWith', 'buttons'] as const
const FIRST_PARTY_FIELDS = ['menuEntry', 'otherMenuEntries'] as const

/** A vendor app (or a manifest naming no party) claiming what only the portal's own apps may declare. */
function firstPartyFieldErrors(m: Record<string, unknown>): ManifestError[] {
  const refuse = (path: string): ManifestError => ({
    path,
    key: 'firstPartyOnly',
    message: "only the portal's own apps may declare this",
  })
  return [
    ...FIRST_PARTY_FIELDS.filter((field) => m[field] !== undefined).map(refuse),
    ...menusOf(m.menus).flatMap((menu, i) =>
      FIRST_PARTY_MENU_FIELDS.filter((field) => (menu as Record<string, unknown>)[field] !== undefined).map((field) =>
        refuse(`menus[${i}].${field}`),
      ),
    ),
  ]
}

/**
 * A third-party app and the topics that carry HR data (topic-scopes.ts): it publishes none of them, hears one only
 * under its data scope, and never a topic no scope reaches.
 */
function hrTopicErrors(value: unknown, scopes: string[]): ManifestError[] {
  const events = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const errors: ManifestError[] = []
  strings(events.publish).forEach((name, i) => {
    if (hrTopic(name))
      errors.push({
        path: `events.publish[${i}]`,
        key: 'topicPublish',
        message: `a third-party app may not publish "${name}" (it carries the portal's own ids)`,
        params: { name },
      })
  })
  strings(events.subscribe).forEach((name, i) => {
    const access = hrTopic(name)
    if (!access || (access.hear && scopes.includes(access.hear))) return
    errors.push(
      access.hear
        ? {
            path: `events.subscribe[${i}]`,
            key: 'topicScope',
            message: `hearing "${name}" needs the data scope "${access.hear}" in scopes`,
            params: { name, scope: access.hear },
          }
        : {
            path: `events.subscribe[${i}]`,
            key: 'topicFirstParty',
            message: `only the portal's own apps may hear "${name}"`,
            params: { name },
          },
    )
  })
  return errors
}

/** The function ids of well-shaped items and buttons, with their paths (menu-functions.ts for a valid manifest). */
function functionClaims(m: Record<string, unknown>): Array<{ functionId: string; path: string }> {
  const claims: Array<{ functionId: string; path: string }> = []
  const items = (list: unknown, base: string) =>
    menusOf(list).forEach((menu, i) => {
      if (typeof menu.functionId === 'string')
        claims.push({ functionId: menu.functionId, path: `${base}[${i}].functionId` })
      menusOf((menu as { buttons?: unknown }).buttons).forEach((button, b) => {
        if (typeof button.functionId === 'string')
          claims.push({ functionId: button.functionId, path: `${base}[${i}].buttons[${b}].functionId` })
      })
    })
  items(m.menus, 'menus')
  menusOf(m.otherMenuEntries).forEach((entry, e) => {
    items((entry as { menus?: unknown }).menus, `otherMenuEntries[${e}].menus`)
  })
  return claims
}

/**
 * The problems of a manifest beyond its shape. Reads only the parts that have the right shape, so a manifest
 * with shape errors still has all of these named too.
 */
export function semanticErrors(raw: Record<string, unknown>): ManifestError[] {
  const m = raw as Partial<Record<keyof Manifest, unknown>>
  const errors: ManifestError[] = []
  const party = m.party
  // A code of the wrong form is named by the schema; no namespace is checked against it.
  const code = typeof m.code === 'string' && new RegExp(NAME_PATTERN).test(m.code) ? m.code : ''
  for (const field of ['code', 'name'] as const) {
    const value = m[field]
    if (typeof value === 'string' && reserved.has(value)) {
      errors.push({
        path: field,
        key: 'reservedCode',
        message: `"${value}" is a place of the portal itself`,
        params: { name: value },
      })
    }
  }
  const caps = strings(m.capabilities)
  caps.forEach((name, i) => {
    if (name && !capabilities.has(name))
      errors.push({
        path: `capabilities[${i}]`,
        key: 'unknownCapability',
        message: `"${name}" is not a bridge capability`,
        params: { name },
      })
  })
  if (party === 'third' && caps.includes('session.token')) {
    const i = caps.indexOf('session.token')
    errors.push({
      path: `capabilities[${i}]`,
      key: 'thirdPartyToken',
      message: 'a third-party app may not hold session.token (use session.appToken)',
    })
  }
  strings(m.scopes).forEach((name, i) => {
    if (name && !scopes.has(name))
      errors.push({
        path: `scopes[${i}]`,
        key: 'unknownScope',
        message: `"${name}" is not a data scope`,
        params: { name },
      })
  })
  strings(m.optionalScopes).forEach((name, i) => {
    const path = `optionalScopes[${i}]`
    if (name && !scopes.has(name))
      errors.push({ path, key: 'unknownScope', message: `"${name}" is not a data scope`, params: { name } })
    else if (strings(m.scopes).includes(name))
      errors.push({
        path,
        key: 'optionalScopeTwice',
        message: `"${name}" is already in scopes (asked at install)`,
        params: { name },
      })
  })
  if (typeof m.entry === 'string') {
    const problem = entryError(m.entry)
    if (problem) errors.push({ path: 'entry', key: 'entry', message: problem })
  }
  for (const list of ['publish', 'subscribe'] as const) {
    const events = typeof m.events === 'object' && m.events !== null ? (m.events as Record<string, unknown>) : {}
    strings(events[list]).forEach((name, i) => {
      if (name && !topics.has(name))
        errors.push({
          path: `events.${list}[${i}]`,
          key: 'unknownTopic',
          message: `"${name}" is not a bridge event topic`,
          params: { name },
        })
    })
  }
  if (party === 'third') errors.push(...hrTopicErrors(m.events, strings(m.scopes)))
  if (party !== 'first') errors.push(...firstPartyFieldErrors(m))
  const seen = new Map<string, string>()
  const namespace = namespaceOf(code)
  for (const { functionId: id, path } of functionClaims(m)) {
    if (
      party === 'third' &&
      code &&
      (!id.startsWith(namespace) || id.length === namespace.length || id.indexOf(':', namespace.length) !== -1)
    ) {
      errors.push({
        path,
        key: 'functionIdNamespace',
        message: `must be in the app's namespace "${namespace}<key>"`,
        params: { namespace },
      })
    }
    if (party === 'first' && id.includes(':')) {
      errors.push({
        path,
        key: 'functionIdReserved',
        message: 'a first-party function id holds no ":" (that is the vendor namespace)',
      })
    }
    const first = seen.get(id)
    const other = first?.slice(0, -'.functionId'.length)
    if (first !== undefined)
      errors.push({
        path,
        key: 'duplicateFunctionId',
        message: `repeats ${first} "${id}"`,
        params: { other: other ?? '', id },
      })
    else seen.set(id, path)
  }
  const widgetIds = new Map<string, number>()
  menusOf(m.widgets).forEach((widget, i) => {
    const id = (widget as { id?: unknown }).id
    if (typeof id !== 'string') return
    const first = widgetIds.get(id)
    if (first !== undefined)
      errors.push({
        path: `widgets[${i}].id`,
        key: 'duplicateWidget',
        message: `repeats widgets[${first}].id "${id}"`,
        params: { other: `widgets[${first}]`, id },
      })
    else widgetIds.set(id, i)
  })
  strings(m.origins).forEach((origin, i) => {
    const problem = origin ? originError(origin) : null
    if (problem) errors.push({ path: `origins[${i}]`, key: 'origin', message: problem })
  })
  errors.push(...webhookErrors(m.webhooks, strings(m.scopes)))
  const jwksProblem = typeof m.jwksUrl === 'string' ? backendUrlError(m.jwksUrl) : null
  if (jwksProblem) errors.push({ path: 'jwksUrl', key: 'jwksUrl', message: jwksProblem })
  return errors
}
