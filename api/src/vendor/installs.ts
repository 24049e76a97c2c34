import { route } from '../route'
import {
  bool,
  id,
  integer,
  list,
  literal,
  nullable,
  num,
  objectBody,
  oneOf,
  record,
  str,
  type TSchema,
  text,
  Type,
} from '../schema'
import { VENDOR } from './codes'

const TENANT =
  "the session tenant's installs (services/vendor/installs; tenant 2 never sees or manages tenant 1's: installs.test.ts)"
/** The answer's language, when the page's differs from the request's. */
export const LANG = Type.String({ maxLength: 10 })
const MANIFEST_URL = text(500, 1)
/** An app code, as the manifest schema has it. */
const CODE = Type.String({ pattern: '^[a-z][a-z0-9-]{0,40}$' })

const described = record({ name: str(), description: str() })
const menuPage = record({ functionId: str(), title: str() })
/** An event topic the app hears or sends, with what it tells, in plain words. */
const eventTopic = record({ name: str(), side: oneOf(['hear', 'send']), description: str() })
/** A home dashboard widget the app adds: its title in the caller's language and its size. */
const widget = record({ id: str(), title: str(), size: oneOf(['small', 'medium', 'large']) })
/** A problem of a manifest or its URL: where, its stable key, and the message in the caller's language. */
export const problem = record({ path: str(), key: str(), message: str() })
const status = oneOf(['enabled', 'disabled'])

/** An install as the Apps page lists it (`roleIds`: the tenant's roles holding its functions; `versions`: highest first). */
export const installView = record({
  code: str(),
  name: str(),
  title: str(),
  version: str(),
  status,
  origin: str(),
  entry: str(),
  manifestUrl: str(),
  consentedBy: record({ id: integer(), name: str() }),
  consentedAt: num(),
  installedAt: num(),
  updatedAt: num(),
  roleIds: list(integer()),
  versions: list(record({ version: str(), consentedAt: num() })),
  rollbackTo: nullable(str()),
  /** The app's per-tenant settings page (a path of its own pages), or null when it declares none. */
  settings: nullable(str()),
  /**
   * The data scopes it may ask for while it runs (manifest `optionalScopes`), what each reads, and where each stands:
   * asked by the app and waiting for the administrator, consented, refused, or not asked yet.
   */
  optionalScopes: list(
    record({ name: str(), description: str(), state: oneOf(['consented', 'asked', 'refused', 'not asked']) }),
  ),
})

/**
 * What the administrator consents to: what the app may do and read, the portal events it hears and sends (each
 * with what it tells), where it talks to (its own origin first), its pages and its dashboard widgets.
 */
const consent = record({
  capabilities: list(described),
  scopes: list(described),
  /** The data scopes it may ask for later, while it runs (manifest `optionalScopes`; none granted at install). */
  optionalScopes: list(described),
  events: list(eventTopic),
  origins: list(str()),
  menus: list(menuPage),
  widgets: list(widget),
})
/** A new version against the consented one: what it asks beyond the consent (asked again when `asksMore`). */
const update = record({
  installedVersion: str(),
  newer: bool(),
  capabilities: list(described),
  scopes: list(described),
  origins: list(str()),
  menus: list(menuPage),
  /** Events and widgets it adds (marked new; a new HR event comes with its data scope, which asks again). */
  events: list(eventTopic),
  widgets: list(widget),
  asksMore: bool(),
})
/** A manifest checked for install: its problems, or the app, its consent and what an update asks beyond the installed one. */
export const preview = Type.Union([
  record({ valid: literal(false), errors: list(problem) }),
  record({
    valid: literal(true),
    errors: list(problem),
    /** The checked copy's hash: the install installs exactly this copy. */
    manifestHash: str(),
    app: record({ code: str(), name: str(), title: str(), version: str(), entry: str(), origin: str() }),
    consent,
    installed: nullable(record({ version: str(), status, roleIds: list(integer()) })),
    update: nullable(update),
  }),
])

const byCode = <R extends TSchema>(action: string, result: R, errors: number[], summary: string) =>
  route({
    method: 'POST',
    path: `/vendor/web/apps/${action}`,
    body: objectBody({ code: CODE, lang: LANG }, ['code']),
    result,
    errors,
    tenant: TENANT,
    summary,
  })

/**
 * Apps a tenant administrator (function 1007) installs by manifest URL (consent first, to the copy checked), updates,
 * turns off and on, rolls back and removes; every change is audited.
 */
export const installs = {
  list: route({
    method: 'POST',
    path: '/vendor/web/apps/list',
    body: objectBody({ lang: LANG }),
    result: record({ apps: list(installView), roles: list(record({ id: integer(), name: str() })) }),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's installed apps and its roles to grant them to.",
  }),
  preview: route({
    method: 'POST',
    path: '/vendor/web/apps/preview',
    body: objectBody({ manifestUrl: MANIFEST_URL, lang: LANG }, ['manifestUrl']),
    result: preview,
    errors: [],
    tenant: TENANT,
    summary: 'Fetches and checks the manifest at the URL, and keeps the copy checked for an hour.',
  }),
  install: route({
    method: 'POST',
    path: '/vendor/web/apps/install',
    body: objectBody(
      {
        manifestUrl: MANIFEST_URL,
        manifestHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
        roles: Type.Array(id(), { maxItems: 100, uniqueItems: true }),
        lang: LANG,
      },
      ['manifestUrl', 'manifestHash', 'roles'],
    ),
    result: installView,
    errors: [VENDOR.notPreviewed, VENDOR.manifestInvalid, VENDOR.olderVersion, VENDOR.roleNotFound],
    tenant: TENANT,
    summary:
      'Installs (or updates to) the copy the administrator checked, named by its hash, and grants it to the roles.',
  }),
  enable: byCode('enable', record({ code: str(), status }), [VENDOR.notInstalled], 'Turns an app on.'),
  disable: byCode('disable', record({ code: str(), status }), [VENDOR.notInstalled], 'Turns an app off.'),
  rollback: byCode(
    'rollback',
    installView,
    [VENDOR.notInstalled, VENDOR.noPrevious],
    'Goes back to the highest consented version below the installed one.',
  ),
  uninstall: byCode('uninstall', record({ code: str() }), [VENDOR.notInstalled], 'Removes an app and its grants.'),
  optionalScope: route({
    method: 'POST',
    path: '/vendor/web/apps/optional-scope',
    body: objectBody(
      {
        code: CODE,
        scope: Type.String({ maxLength: 60 }),
        decision: oneOf(['consent', 'refuse', 'revoke']),
        lang: LANG,
      },
      ['code', 'scope', 'decision'],
    ),
    result: installView,
    errors: [VENDOR.notInstalled, VENDOR.notOptional],
    tenant: TENANT,
    summary:
      "Consents to an optional data scope of an installed app (asked or not), refuses it, or revokes it; audited, and told to the app's backend (app.updated).",
  }),
}
