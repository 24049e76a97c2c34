// The manifest's types and the validator's error.

export interface ManifestTitle {
  'zh-CN': string
  en: string
}

export interface ManifestMenu {
  /** Digits for a first-party app; `<code>:<key>` for a third-party one (its own namespace). */
  functionId: string
  link: string
  title: ManifestTitle
  /** false: the page is shown fresh each time its tab comes back (§2 keepAlive). */
  keepAlive?: boolean
  /** §3 openType; 3 opens the page without a tab. */
  openType?: 1 | 2 | 3
  // First-party apps only (a vendor app's manifest naming one is refused):
  /** The item's fixed menu row id. */
  id?: number
  /** true: shown without a function grant (auth flag 0). */
  open?: boolean
  /** true: not listed in the menu; the page opens by intent only (muShow 0). */
  hidden?: boolean
  /** The business type whose field permissions the page follows (1: the employee record). */
  bizTypeId?: number
  /** §2 source app: the app whose page it is when it is listed under another entry. */
  sourceApp?: string
  /** When the item first comes to a database, the roles holding this function (or one of these) get it and its buttons. */
  grantWith?: string | string[]
  /** The page's functions granted on their own. */
  buttons?: ManifestButton[]
}

/** A button of a first-party menu item: a function of its page. */
export interface ManifestButton {
  functionId: string
  /** The fixed button row id. */
  id: number
  title: ManifestTitle
}

/** A first-party app's own menu entry: its fixed row id and its place among the entries. */
export interface ManifestMenuEntry {
  id: number
  sort: number
}

/** A further menu entry a first-party app declares (the home and personal centre entries), with its items. */
export interface ManifestOtherEntry extends ManifestMenuEntry {
  code: string
  title: ManifestTitle
  menus: ManifestMenu[]
}

/** A widget the app offers for the home dashboard: a small page of its own, shown in its own frame. */
export interface ManifestWidget {
  /** Unique within the app, e.g. `leave-balance`. */
  id: string
  title: ManifestTitle
  /** The app's page the widget frame loads, e.g. `/widgets/leave-balance`. */
  page: string
  /** small: one column; medium: two; large: the full width. */
  size: 'small' | 'medium' | 'large'
  /** Seconds between reloads of the widget's page (30 … 86400); none: never reloaded on its own. */
  refresh?: number
  /** The app's page its "More" opens in a tab, e.g. `/leave/mine`. */
  more?: string
  /** Offered only to people holding this function (of the app's menus), e.g. a team view for line managers. */
  functionId?: string
}

/** A sub-app's manifest.json, as the validator accepts it. */
export interface Manifest {
  name: string
  code: string
  version: string
  party: 'first' | 'third'
  title: ManifestTitle
  capabilities: string[]
  menus: ManifestMenu[]
  /** First-party only: the app's own entry's fixed id and place (a vendor app's is placed by its install). */
  menuEntry?: ManifestMenuEntry
  /** First-party only: further entries the app's items are listed under. */
  otherMenuEntries?: ManifestOtherEntry[]
  sandbox?: string[]
  allow?: string[]
  intents?: Record<string, string>
  events?: { publish?: string[]; subscribe?: string[] }
  /** Where the vendor serves the app from: https, or http on localhost / 127.0.0.1 while developing. */
  origins?: string[]
  /** The start page on the vendor's own origin (an app installed by manifest URL): https, or http on localhost. */
  entry?: string
  /** Data scopes the app asks for (names.ts SCOPES); granted only by a tenant administrator's consent. */
  scopes?: string[]
  /**
   * Data scopes the app may ask for later, while it runs (the vendor API's scopes/request): the tenant administrator
   * consents to or refuses each on the Apps page; none is granted at install. Never also in `scopes`.
   */
  optionalScopes?: string[]
  preload?: boolean
  handshakeTimeout?: number
  /**
   * true: a tool for the people building the portal (the UI gallery), not for customers. The gateway registers it
   * and adds its menus only in development (demo) mode; in production it is left out and its menus removed.
   */
  development?: boolean
  /** The widgets the app offers for the home dashboard. */
  widgets?: ManifestWidget[]
  /**
   * The vendor's JSON Web Key Set (https; http only on localhost): its backend may sign a JWT assertion with one of
   * these keys instead of sending its background credential's secret (RFC 7523).
   */
  jwksUrl?: string
  /** Where the portal POSTs signed events for the app's backend, and the HR topics it wants (webhooks.ts). */
  webhooks?: ManifestWebhooks
  /**
   * The app's page a tenant administrator opens from the portal's installed-apps list to set the app up for the
   * tenant (e.g. `/settings`), under the portal's sign-in: its app token carries the `app.settings` scope.
   */
  settings?: ManifestSettings
}

/** An app's per-tenant settings page. */
export interface ManifestSettings {
  /** A path of the app's own pages, such as `/settings`. */
  path: string
}

/** A vendor backend's webhook address and the topics it wants beside the lifecycle ones. */
export interface ManifestWebhooks {
  /** https (http only on localhost or 127.0.0.1); in production the gateway also refuses private addresses. */
  url: string
  topics?: string[]
}

/**
 * One problem of a manifest. `path` names the field (`menus[2].functionId`, empty for the whole file), `key`
 * is stable (the gateway words it in the reader's language), `message` is plain English for the command line.
 */
export interface ManifestError {
  path: string
  key: ManifestErrorKey
  message: string
  params?: Record<string, string | number>
}

export type ManifestErrorKey =
  | 'required'
  | 'notAllowed'
  | 'type'
  | 'pattern'
  | 'oneOf'
  | 'tooShort'
  | 'tooLong'
  | 'tooFew'
  | 'tooMany'
  | 'range'
  | 'duplicateItem'
  | 'invalid'
  | 'unknownCapability'
  | 'unknownScope'
  | 'unknownTopic'
  | 'topicScope'
  | 'topicFirstParty'
  | 'topicPublish'
  | 'thirdPartyToken'
  | 'functionIdNamespace'
  | 'functionIdReserved'
  | 'duplicateFunctionId'
  | 'duplicateWidget'
  | 'origin'
  | 'entry'
  | 'nameFolder'
  | 'partyOrigin'
  | 'codeTaken'
  | 'functionIdTaken'
  | 'unreadable'
  | 'reservedCode'
  | 'firstPartyOnly'
  | 'webhookUrl'
  | 'jwksUrl'
  | 'optionalScopeTwice'
  | 'unknownWebhook'

/** `menus[2].functionId: must be in the app's namespace "supplier:"`. */
export const formatError = (error: ManifestError): string => `${error.path || '(manifest)'}: ${error.message}`
