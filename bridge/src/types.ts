// Wire and manifest types shared by both sides of the bridge.
import type { ManifestCapability } from '@hr-portal/manifest'

// ---- Capabilities and manifests -------------------------------------------

/**
 * What a sub-app may be granted: the manifest's capability names (declared once in @hr-portal/manifest), and
 * `always` for methods every connected app may call.
 */
export type Capability = 'always' | ManifestCapability

/** A widget an app offers for the home dashboard: a page of the app in a small frame of its own. */
export interface AppWidget {
  /** Unique within its app, e.g. `leave-balance`. */
  id: string
  /** In the user's language. */
  title: string
  /** The app's page the widget frame loads, e.g. `/widgets/leave-balance`. */
  page: string
  /** small: one column; medium: two; large: the full width. */
  size: 'small' | 'medium' | 'large'
  /** Seconds between reloads of the widget's page; absent: never reloaded on its own. */
  refresh?: number
  /** The app's page its "More" opens in a tab. */
  more?: string
  /** Offered only to people holding this function. */
  functionId?: string
}

/** A registered sub-app, as the gateway's registry describes it. */
export interface AppManifest {
  /** Stable id, e.g. `system`. */
  name: string
  title: string
  /** The page the iframe loads first, e.g. `http://127.0.0.1:4101/system/`. */
  entry: string
  /** The exact origin the app is served from; messages from any other origin are dropped. */
  origin: string
  party: 'first' | 'third'
  capabilities: Capability[]
  /** A third-party app: the data scopes the tenant consented to (`user.name`, `user.email`, `directory.read` …). */
  scopes?: string[]
  /** Extra iframe sandbox tokens the app needs beyond scripts, same-origin and forms. */
  sandbox?: string[]
  /** Permissions-policy features for the iframe's `allow`, e.g. `clipboard-write`. */
  allow?: string[]
  /** Handshake timeout in ms (default 15000). */
  handshakeTimeout?: number
  /** Named intents the app serves: `{ 'staff.view': '/users/:id' }` (parameters fill the `:name` parts). */
  intents?: Record<string, string>
  /** Event topics (declared in topics.ts) the app may publish and may hear. */
  events?: { publish?: string[]; subscribe?: string[] }
  /** false: the shell never preloads the app before the user opens it. */
  preload?: boolean
  /** Home dashboard widgets the app offers. */
  widgets?: AppWidget[]
  /**
   * A third-party app's per-tenant settings page (a path of its pages): there `session.getAppToken` asks for a token
   * whose scope adds `app.settings`, which the gateway gives only to the tenant's app administrators.
   */
  settings?: string
  /** Developer mode: this session's own build of the app (a local URL); the shell marks it and never prewarms it. */
  dev?: boolean
  /** §2 descriptor: the element hosting the app, its active rule (router base) and its props. */
  container?: string
  activeRule?: string
  props?: Record<string, string>
}

// ---- Messages ---------------------------------------------------------------

/** Stable error codes that cross the bridge (never a stack trace). */
export type BridgeErrorCode =
  | 'unknown_method'
  | 'capability_denied'
  | 'invalid_arguments'
  | 'too_large'
  | 'rate_limited'
  | 'dialog_busy'
  | 'not_active'
  | 'not_found'
  | 'handler_failed'
  | 'timeout'
  | 'disconnected'
  | 'unsupported_version'

/** The answer of every bridge call: a value, or a coded error. */
export type CallOutcome =
  | { ok: true; value: unknown }
  | { ok: false; error: { code: BridgeErrorCode; message: string } }

/** The one method each side exposes to Penpal; the guard behind it decides everything else. */
export interface Endpoint {
  call(name: unknown, args: unknown): Promise<CallOutcome>
}

export function isCallOutcome(value: unknown): value is CallOutcome {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  if (v.ok === true) return 'value' in v
  if (v.ok !== false || typeof v.error !== 'object' || v.error === null) return false
  const e = v.error as Record<string, unknown>
  return typeof e.code === 'string' && typeof e.message === 'string'
}
