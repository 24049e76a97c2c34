// The whole bridge surface, in one place. Both sides derive their types from this file.
import * as v from 'valibot'
import type { Capability } from './types'

/** One bridge method: who may call it, what it takes (a tuple schema), what it answers. */
export interface MethodSpec<A extends v.GenericSchema<unknown[], unknown[]>, R> {
  capability: Capability
  args: A
  /** Per-call timeout in ms; 0 for user-driven calls such as dialogs. */
  timeout: number
  /** Calls per second allowed per app, and the burst above it. */
  rate: { perSecond: number; burst: number }
  /** Only a type carrier for the result. */
  result?: R
}

const CALL_TIMEOUT = 10_000
const DEFAULT_RATE = { perSecond: 200, burst: 400 }
function method<R>() {
  return <A extends v.GenericSchema<unknown[], unknown[]>>(
    capability: Capability,
    args: A,
    options: { timeout?: number; rate?: MethodSpec<A, R>['rate'] } = {},
  ): MethodSpec<A, R> => ({ capability, args, timeout: options.timeout ?? CALL_TIMEOUT, rate: options.rate ?? DEFAULT_RATE })
}

const Path = v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?!\/)/, 'must start with a single /'))
const Text = v.pipe(v.string(), v.maxLength(2000))
const Short = v.pipe(v.string(), v.maxLength(200))
const FunctionId = v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'must be a functionId'))
const Language = v.picklist(['zh-CN', 'en'])
const Theme = v.picklist(['blue', 'orange'])
const AppCode = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,40}$/, 'must be an app code'))
const Name = v.pipe(v.string(), v.regex(/^[a-z][\w-]*(\.[a-z][\w-]*){1,3}$/, 'must be a dotted name such as staff.view'))
const StorageKey = v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/, 'must be 1–100 letters, digits or . : - _'))
const Json = v.unknown()
const MethodName = v.pipe(v.string(), v.regex(/^[\w.-]{1,100}$/, 'must be a method name'))
const Versions = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))), v.minLength(1), v.maxLength(20))
/** Whether `url` parses as an http or https URL. */
function canParse(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol)
  } catch {
    return false
  }
}
/** An address outside the portal: http or https only, with a host. */
const ExternalUrl = v.pipe(v.string(), v.maxLength(2048), v.regex(/^https?:\/\/[^/?#\s]+/i, 'must be an http or https address'), v.check(canParse, 'must be an http or https address'))
/** A shortcut: modifiers then one key, `Ctrl+S`, `Alt+Shift+K`. */
const Combo = v.pipe(v.string(), v.regex(/^((Ctrl|Alt|Shift|Meta)\+){1,3}([A-Z0-9]|F\d{1,2}|Enter|Escape|ArrowUp|ArrowDown|ArrowLeft|ArrowRight|\/)$/, 'must be modifiers and a key, e.g. Ctrl+S'))
const ThemeVars = v.pipe(v.record(v.pipe(v.string(), v.regex(/^--hr-[\w-]{1,40}$/)), v.pipe(v.string(), v.maxLength(200))), v.check((r) => Object.keys(r).length <= 60, 'at most 60 values'))
/** A CSS selector the app resolves in its own page (never run by the shell). */
const Selector = v.pipe(v.string(), v.minLength(1), v.maxLength(200))
const TourStep = v.object({ selector: Selector, title: v.pipe(v.string(), v.minLength(1), v.maxLength(80)), text: v.pipe(v.string(), v.maxLength(400)) })
/** A watermark's text (the user's name and job number); first-party apps only. */
const Watermark = v.nullable(v.object({ text: v.pipe(v.string(), v.maxLength(120)) }))
const Metric = v.object({
  name: v.picklist(['load', 'fcp', 'lcp', 'inp', 'cls']),
  value: v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)),
})
const TrackName = v.pipe(v.string(), v.regex(/^[\w .:-]{1,100}$/, 'must be 1–100 letters, digits, spaces or . : - _'))
const TrackProps = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[A-Za-z][\w.-]{0,39}$/)), v.union([v.pipe(v.string(), v.maxLength(200)), v.number(), v.boolean()])),
  v.check((r) => Object.keys(r).length <= 10, 'at most 10 props'),
)
const IntentParams = v.record(v.pipe(v.string(), v.regex(/^\w{1,40}$/)), v.union([v.pipe(v.string(), v.maxLength(200)), v.number()]))
const DialogRequest = v.pipe(v.object({
  path: v.optional(Path),
  intent: v.optional(Name),
  params: v.optional(IntentParams),
  title: Short,
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(320), v.maxValue(1600))),
  buttons: v.optional(v.pipe(v.array(v.object({ event: Short, text: Short, type: v.optional(v.picklist(['primary', 'default', 'danger'])) })), v.maxLength(4))),
  closeConfirm: v.optional(v.boolean()),
}), v.check((r) => (r.path === undefined) !== (r.intent === undefined), 'give either path or intent'))

/** What a sub-app learns about the environment it runs in. */
export interface Env {
  language: 'zh-CN' | 'en'
  theme: 'blue' | 'orange'
  tenant: { id: string; name: string } | null
  /**
   * The theme's CSS custom properties as the shell computes them (`--hr-primary`, radii, font …),
   * so an app in any stack can match the shell exactly; the SDK sets them on the app's `<html>`.
   */
  themeVars: Record<string, string>
  /**
   * When the company turned the watermark on: the text the first-party SDK draws as a faint,
   * repeating, non-interactive overlay. Always null (or absent) for third-party apps.
   */
  watermark?: { text: string } | null
}

/** One step of an app's guided tour: the element (a selector in the app's page) and its popover. */
export interface TourStep {
  selector: string
  title: string
  text: string
}

/** Where an element of the app's page is, in the frame's viewport (CSS pixels). */
export interface TourRect {
  x: number
  y: number
  width: number
  height: number
}

/** The `onEvent` topic new messages reach an app on (after `messages.subscribe`); not an events.* topic. */
export const MESSAGES_TOPIC = 'messages.new'

/** A new message or announcement, as `messages.onNew` listeners get it (never the body: apps open the message centre for it). */
export interface MessageSummary {
  id: string
  /** 'announcement' or 'app'. */
  channel: string
  title: string
  /** The first 120 characters of the text. */
  excerpt: string
  mustRead: boolean
  publisherName: string
  /** The app that sent it (channel 'app'), else ''. */
  sourceApp: string
  receivedAt: number
  /** The user's unread count after it arrived. */
  unread: number
}

/**
 * A page in the shell's dialog container (896px by default) or side drawer: a page of the calling app (`path`), or
 * the page of whichever app declares `intent` in its manifest (its `:name` parts filled from `params`; the user's menus
 * must let them open that app). Give one of path and intent.
 */
export interface DialogRequest {
  path?: string
  intent?: string
  params?: Record<string, string | number>
  title: string
  width?: number
  /** Footer buttons; a press reaches the dialog's page as `onDialogButton(event)`. */
  buttons?: Array<{ event: string; text: string; type?: 'primary' | 'default' | 'danger' }>
  closeConfirm?: boolean
}

/** A shortcut an app registers: the shell calls the app's `onShortcut(id)` when it is pressed. */
export interface Shortcut {
  combo: string
  id: string
}

/** Env plus the brand's system info (§3 System info). */
export interface EnvInfo extends Env {
  system: { sysName: string; logoUrl: string; linkUrl: string }
}

/** The §2 confirm dialog, as a sub-app may ask for it. */
export interface ConfirmRequest {
  title: string
  content: string
  okText?: string
  cancelText?: string
}

/**
 * The profile a sub-app may read (`session.user`). Every app gets `id` and `lang`. A third-party app's `id` is a
 * pseudonym for that app in the tenant (the app token's `sub`), and it gets `name`, `email` and `jobNumber` only
 * when the tenant consented to the scopes `user.name`, `user.email`, `user.jobNumber`. A first-party app's `id` is
 * the account id, and it also gets the account fields below.
 */
export interface UserProfile {
  id: string
  lang: 'zh-CN' | 'en'
  name?: string
  email?: string
  jobNumber?: string
  /** First-party apps only. */
  userId?: string
  userName?: string
  realName?: string
  tenantId?: string
  companyId?: string
  headUrl?: string
}

/** What `protocol.negotiate` answers: the version the connection now speaks, and every one the shell speaks. */
export interface ProtocolAgreement {
  version: number
  versions: number[]
}

/** What `caps.list` answers (protocol 2 and later; protocol 1 answers `capabilities` alone, as an array). */
export interface CapsList {
  /** The protocol version of this connection. */
  version: number
  /** The capabilities the app's manifest grants. */
  capabilities: Capability[]
  /**
   * Per method the shell declares, or per name the app asked about: whether this shell supports it,
   * and whether the app's manifest grants it (a method of capability `always` is granted to every app).
   */
  methods: Record<string, { supported: boolean; granted: boolean }>
}

/** Methods the shell offers to sub-apps. */
export const appToShell = {
  /** The app's own route changed to `path` (relative to the app); the shell mirrors it in its URL. */
  'nav.changed': method<void>()('always', v.tuple([Path, v.object({ replace: v.boolean() })])),
  /** The staff session token. First-party apps only. */
  'session.getToken': method<string>()('session.token', v.tuple([])),
  /**
   * A short-lived token for this app only (ES256 JWT: aud = the app's manifest `code`, scope = its capabilities,
   * exp ≤ 120 s). Vendor apps get this and never the staff token.
   */
  'session.getAppToken': method<string>()('session.appToken', v.tuple([])),
  /** The signed-in user's profile subset. */
  'session.getUser': method<UserProfile>()('session.user', v.tuple([])),
  /**
   * Reports a global server code (401001, 404110, 404001, or 400135: the tenant requires two-step verification
   * the user has not set up) one of the app's own calls answered. The shell confirms it with the gateway, then
   * shows its single prompt (for 400135, the set-up page).
   */
  'session.reportCode': method<void>()('session.report', v.tuple([v.picklist([401001, 404110, 404001, 400135])])),
  /**
   * The user is working in the app's page (a key, a click, a touch, the wheel): the shell counts it against the
   * tenant's inactivity timeout while the app's frame is on screen (a background tab's is ignored). The SDK sends it at most every 30 s.
   */
  'session.activity': method<void>()('always', v.tuple([]), { rate: { perSecond: 1, burst: 2 } }),
  /**
   * An explicit to-login request: the shell shows its single prompt, then signs out and goes to
   * /login, exactly as for 404001 (§4).
   */
  'session.toLogin': method<void>()('session.report', v.tuple([]), { rate: { perSecond: 1, burst: 2 } }),
  /** Whether the user holds `functionId` (a super user holds every one). */
  'perm.has': method<boolean>()('perm', v.tuple([FunctionId])),
  /** Every functionId the user holds, or `'*'` for a super user. */
  'perm.list': method<string[] | '*'>()('perm', v.tuple([])),
  /**
   * §3 the per-menu map of button auth flags: each button of menu item `menuFunctionId` the user holds → its auth
   * flag (1: the action is authorised, 0: the button is shown only; §6 'for one variant the auth flag is checked
   * too'). A super user gets 1 for every button. Empty when the user holds no button of that menu.
   * @example const flags = await shell.perm.authFlags('1003'); const canSave = flags['100302'] === 1
   */
  'perm.authFlags': method<Record<string, number>>()('perm', v.tuple([FunctionId])),
  /**
   * Opens a tab on `path` inside this app (the title defaults to the menu's), or, with `app`, on a page of another app
   * the user may open: that needs the `nav.apps` capability too and is checked against the menu permissions.
   * @example await shell.tabs.open('/organ', undefined, 'system') // a citation that opens the organisation page
   */
  'tabs.open': method<void>()('tabs', v.tuple([Path, v.optional(Short), v.optional(AppCode)])),
  /** Closes this app's tab on `path`, or its current tab. */
  'tabs.close': method<void>()('tabs', v.tuple([v.optional(Path)])),
  /** Reloads this app's page (its iframe only, never the shell). */
  'tabs.refresh': method<void>()('tabs', v.tuple([])),
  /** Renames this app's current tab. */
  'tabs.setTitle': method<void>()('tabs', v.tuple([Short])),
  /** Shows a §5 message (3000 ms, centred, replacing the earlier one) over the whole page. */
  'ui.message': method<void>()('ui', v.tuple([v.picklist(['info', 'success', 'warning', 'error']), Text]), { rate: { perSecond: 5, burst: 10 } }),
  /** The §2 confirm dialog over the whole page; resolves to the user's choice. One at a time per app. */
  'ui.confirm': method<boolean>()(
    'ui',
    v.tuple([v.object({ title: Short, content: Text, okText: v.optional(Short), cancelText: v.optional(Short) })]),
    { timeout: 0, rate: { perSecond: 2, burst: 5 } },
  ),
  /** Turns the shell's global loading indicator on or off for this app. */
  'ui.loading': method<void>()('ui', v.tuple([v.boolean()])),
  /** Language, theme, tenant and system info. */
  'env.get': method<EnvInfo>()('env', v.tuple([])),

  /**
   * Shows a page of this app (`path`) in the shell's dialog container over the whole page, in a
   * frame of the same app with the same capabilities, or (`intent`, `params`) the page of the app that
   * declares the intent, with that app's own capabilities (the user must be able to open it). Resolves with what that page passes to
   * `ui.dialog.close`, or null when the user cancels. One level deep: a dialog's page cannot open another.
   */
  'ui.dialog.open': method<unknown>()('ui.dialog', v.tuple([DialogRequest]), { timeout: 0, rate: { perSecond: 2, burst: 5 } }),
  /** As `ui.dialog.open`, in a drawer at the page's side. */
  'ui.drawer.open': method<unknown>()('ui.dialog', v.tuple([DialogRequest]), { timeout: 0, rate: { perSecond: 2, burst: 5 } }),
  /** Ends the dialog or drawer this page is shown in, answering `result` (JSON) to its opener. */
  'ui.dialog.close': method<void>()('ui.dialog', v.tuple([v.optional(Json)]), { rate: { perSecond: 2, burst: 5 } }),
  /** A toast beside the §5 message; resolves true when its action is clicked, false when it goes. */
  'ui.toast': method<boolean>()('ui', v.tuple([v.object({
    text: Text,
    action: v.optional(Short),
    duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(60_000))),
  })]), { timeout: 0, rate: { perSecond: 5, burst: 10 } }),
  /**
   * Marks the app as having unsaved changes. While dirty, closing its tab, leaving it, evicting
   * it from the pool, switching tenant, signing out and reloading ask the user first.
   */
  'ui.setDirty': method<void>()('ui', v.tuple([v.boolean()]), { rate: { perSecond: 20, burst: 40 } }),
  /** The app shows its page: the shell removes its loading view (exact, not guessed from the handshake). */
  'app.ready': method<void>()('always', v.tuple([])),
  /** The app cannot show its page: the shell shows its error view with `reason` and a retry. */
  'app.failed': method<void>()('always', v.tuple([Short])),
  /**
   * The protocol version: the app sends the versions it speaks, the shell answers the highest one both speak
   * (refused with `unsupported_version` when there is none). Until an app negotiates, it speaks version 1.
   */
  'protocol.negotiate': method<ProtocolAgreement>()('always', v.tuple([v.object({ versions: Versions })]), { rate: { perSecond: 2, burst: 5 } }),
  /**
   * The capabilities this app holds and, per method (every one the shell declares, or the names given),
   * whether the shell supports it and the manifest grants it: an app can run against an older or newer shell.
   * @example const { methods } = await shell.caps.list(['tour.start']); if (methods['tour.start'].granted) …
   */
  'caps.list': method<CapsList>()('always', v.tuple([v.optional(v.pipe(v.array(MethodName), v.maxLength(200)))])),
  /** A value this app stored for this user and tenant (JSON), or null. Survives eviction and reload; cleared at sign-out. */
  'storage.get': method<unknown>()('storage', v.tuple([StorageKey]), { rate: { perSecond: 50, burst: 100 } }),
  /** Stores a JSON value (the app's whole storage is capped at 256 KB per user and tenant). */
  'storage.set': method<void>()('storage', v.tuple([StorageKey, Json]), { rate: { perSecond: 20, burst: 40 } }),
  'storage.remove': method<void>()('storage', v.tuple([StorageKey]), { rate: { perSecond: 20, burst: 40 } }),
  'storage.keys': method<string[]>()('storage', v.tuple([]), { rate: { perSecond: 20, burst: 40 } }),
  /** Opens `path` of another app the user may see (checked against the menu permissions). */
  'nav.open': method<void>()('nav.apps', v.tuple([AppCode, Path]), { rate: { perSecond: 2, burst: 5 } }),
  /** Whether `path` of app `appCode` is a page the user may open. */
  'nav.pathExists': method<boolean>()('nav.apps', v.tuple([AppCode, Path]), { rate: { perSecond: 20, burst: 40 } }),
  /** Opens whichever app declared intent `name` in its manifest, with its parameters in the path. */
  'intent.open': method<void>()('nav.apps', v.tuple([Name, v.optional(IntentParams)]), { rate: { perSecond: 2, burst: 5 } }),
  /**
   * Opens an http or https address in a new browser tab, without an opener or referrer. An address outside the
   * portal and the app's own origin is opened only after the user confirms it in the shell's dialog, which shows
   * its host and the app asking. Resolves true when it was opened, false when the user cancelled. Frames get no
   * `allow-popups`: this is the only way an app opens a window. One question at a time per app.
   * @example if (!(await shell.nav.openExternal('https://example.com/help'))) showHint()
   */
  'nav.openExternal': method<boolean>()('nav.links', v.tuple([ExternalUrl]), { timeout: 0, rate: { perSecond: 1, burst: 3 } }),
  /** A link to the page this app shows now, in the portal, for sharing. */
  'nav.shareLink': method<string>()('nav.links', v.tuple([]), { rate: { perSecond: 5, burst: 10 } }),
  /** Publishes `payload` on a topic the app's manifest lets it publish; it must match the topic's schema (topics.ts). */
  'events.publish': method<void>()('events', v.tuple([Name, Json]), { rate: { perSecond: 10, burst: 20 } }),
  /** Starts delivery of a topic the app's manifest lets it hear, as `onEvent(topic, payload)`. */
  'events.subscribe': method<void>()('events', v.tuple([Name]), { rate: { perSecond: 10, burst: 20 } }),
  'events.unsubscribe': method<void>()('events', v.tuple([Name]), { rate: { perSecond: 10, burst: 20 } }),
  /**
   * Starts delivery of the signed-in user's new messages and announcements to this app, each as
   * `onEvent('messages.new', summary)` (a MessageSummary); the SDK's `messages.onNew` calls it.
   */
  'messages.subscribe': method<void>()('messages', v.tuple([]), { rate: { perSecond: 2, burst: 5 } }),
  /** Stops that delivery. */
  'messages.unsubscribe': method<void>()('messages', v.tuple([]), { rate: { perSecond: 2, burst: 5 } }),
  /**
   * Sends a plain-text message (channel 'app', from this app) to at most 50 accounts of the signed-in user's
   * tenant, e.g. an approval waiting for them; the gateway refuses recipients outside the tenant, apps without
   * `messages.send` or that the user may not open, and more than 20 a minute per user. Audited; at most one a second.
   */
  'messages.send': method<{ id: string; recipients: number }>()('messages.send', v.tuple([v.object({
    userIds: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))), v.minLength(1), v.maxLength(50)),
    title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    body: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  })]), { rate: { perSecond: 1, burst: 5 } }),
  /** Replaces the app's shortcuts; the shell routes each to `onShortcut(id)` while the app is shown. */
  'keys.register': method<void>()('keys', v.tuple([v.pipe(v.array(v.object({ combo: Combo, id: Short })), v.maxLength(20))]), { rate: { perSecond: 2, burst: 5 } }),
  /** A key of the shell's global shortcuts pressed inside the app's frame (search, close tab, next tab, tab bar). */
  'keys.forward': method<void>()('always', v.tuple([Combo]), { rate: { perSecond: 10, burst: 20 } }),
  /**
   * Runs a guided tour over the app's page: the shell draws the overlay and the popovers, and
   * highlights each step's element inside the frame (measured through `tourRect`); a step whose
   * element is missing is skipped. 1–20 steps. Resolves when the tour ends: `completed` after the
   * last step, `closed` when the user closes it (Esc, ×) or the frame goes. One tour at a time.
   */
  'tour.start': method<'completed' | 'closed'>()('tour', v.tuple([v.pipe(v.array(TourStep), v.minLength(1), v.maxLength(20))]), { timeout: 0, rate: { perSecond: 1, burst: 3 } }),
  /** The app's load time and interaction delays (web vitals), stored per app for administrators. */
  'perf.report': method<void>()('perf', v.tuple([v.pipe(v.array(Metric), v.minLength(1), v.maxLength(20))]), { rate: { perSecond: 2, burst: 10 } }),
  /**
   * A behaviour-tracking event of the app (`name`, small `props`): the shell signs it and posts it in
   * batches of 5 with the app's name and current page (appCode APP13). When the user turned on
   * Do Not Track the call answers normally and the event is dropped.
   */
  'track.event': method<void>()('track', v.tuple([TrackName, v.optional(TrackProps)]), { rate: { perSecond: 5, burst: 20 } }),
}

/** Methods every sub-app offers to the shell. */
export const shellToApp = {
  /** Go to `path` inside the app (relative to the app's base). */
  navigate: method<void>()('always', v.tuple([Path])),
  /** Re-render the current page from scratch. */
  refresh: method<void>()('always', v.tuple([])),
  /** The language, theme or tenant changed. */
  setEnv: method<void>()('always', v.tuple([v.object({
    language: Language, theme: Theme, tenant: v.nullable(v.object({ id: v.string(), name: v.string() })), themeVars: ThemeVars,
    watermark: v.optional(Watermark),
  })])),
  /**
   * For a tour the app started: scrolls the element `selector` names into view and answers where it
   * is in the frame's viewport, or null when the page has no such (visible) element.
   */
  tourRect: method<TourRect | null>()('always', v.tuple([Selector])),
  /** Liveness probe; answers `'pong'`. */
  ping: method<'pong'>()('always', v.tuple([]), { timeout: 5000 }),
  /** The app's frame is shown (its tab became active). */
  onShow: method<void>()('always', v.tuple([])),
  /** The app's frame is hidden (another tab became active); it stays alive. */
  onHide: method<void>()('always', v.tuple([])),
  /** The frame is about to be removed from the pool: save a draft (`storage.set`) within the deadline. */
  onBeforeEvict: method<void>()('always', v.tuple([]), { timeout: 1500 }),
  /** A message on a topic the app subscribed to. */
  onEvent: method<void>()('always', v.tuple([Name, Json])),
  /** A registered shortcut was pressed. */
  onShortcut: method<void>()('always', v.tuple([Short])),
  /** A footer button of the dialog this page is shown in was pressed. */
  onDialogButton: method<void>()('always', v.tuple([Short])),
}

export type Contract = Record<string, MethodSpec<v.GenericSchema<unknown[], unknown[]>, unknown>>
export type AppToShell = typeof appToShell
export type ShellToApp = typeof shellToApp

type ResultOf<M> = M extends MethodSpec<infer _A, infer R> ? R : never
/** Trailing elements that may be undefined (`v.optional` in a tuple) may be left out. */
type OptionalTail<T extends unknown[]> = T extends [...infer Head, infer Last]
  ? undefined extends Last ? [...OptionalTail<Head>, Last?] : T
  : T
type ArgsOf<M> = M extends MethodSpec<infer A, unknown> ? OptionalTail<v.InferOutput<A>> : never

/** What one side implements for the calls it receives. */
export type Handlers<C> = { [K in keyof C]: (...args: ArgsOf<C[K]>) => ResultOf<C[K]> | Promise<ResultOf<C[K]>> }

type Fn<M> = (...args: ArgsOf<M>) => Promise<ResultOf<M>>
type Head<K> = K extends `${infer H}.${string}` ? H : K
/** The typed proxy of the other side, one level per dot: `shell.nav.changed(path, { replace })`, `shell.ui.dialog.open(…)`. */
export type Remote<C> = {
  [H in Head<keyof C & string>]: H extends keyof C
    ? Fn<C[H]>
    : Remote<{ [K in keyof C & string as K extends `${H}.${infer M}` ? M : never]: C[K] }>
}
