// The names a manifest may use, declared once: the bridge's `Capability` type and its topic table are
// checked against these lists (bridge/src/types.ts, bridge/src/topics.ts), and the validator accepts only them.

/** What a sub-app may be granted in its manifest's `capabilities`. */
export const CAPABILITIES = [
  'session.token',
  'session.appToken',
  'session.user',
  'session.report',
  'perm',
  'tabs',
  'ui',
  'ui.dialog',
  'env',
  'storage',
  'nav.apps',
  'nav.links',
  'events',
  'messages',
  'messages.send',
  'keys',
  'perf',
  'track',
  'tour',
] as const

export type ManifestCapability = (typeof CAPABILITIES)[number]

/** The event topics apps may name in `events.publish` / `events.subscribe` (payload schemas: bridge/src/topics.ts). */
export const TOPICS = [
  'staff.changed',
  'org.selected',
  'role.saved',
  'approval.changed',
  'company.settingsChanged',
  'apps.changed',
] as const

export type TopicName = (typeof TOPICS)[number]

/**
 * The data scopes an app may ask for in `scopes`; a tenant administrator consents to them at install. Without a
 * scope an app learns only a pseudonymous user id and the language.
 */
export const SCOPES = [
  'user.name',
  'user.email',
  'user.jobNumber',
  'directory.read',
  'org.read',
  'approvals.start',
  'leave.read',
  'attendance.read',
] as const

export type ManifestScope = (typeof SCOPES)[number]

/**
 * What no app may be called (its `code` or `name`): the shell's own places under `/portal/<segment>` (its pages
 * registered with registerShellPage, and the portal itself) and the spec's `index` entry, so an app's router base
 * never takes over one of them. The shell's test checks every page it registers is listed here.
 */
export const RESERVED_CODES = ['portal', 'index', 'messages', 'files', 'dashboard', 'security'] as const
