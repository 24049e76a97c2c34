// The methods the shell offers to sub-apps: capability, argument schema, timeout and rate of each.
// bridge/SURFACE.md is generated from this table (node scripts/surface.mjs).
import * as v from 'valibot'
import { MethodName, Versions, type CapsList, type ProtocolAgreement } from './caps.js'
import { ReportedCode, type EnvInfo, type UserProfile } from './env.js'
import { ForwardedKey, Shortcuts } from './keys.js'
import { MessageId, SendMessage } from './messages.js'
import { method } from './method.js'
import { ExternalUrl, IntentParams } from './nav.js'
import { Metrics, TrackName, TrackProps } from './reporting.js'
import { TourSteps } from './tour.js'
import { ConfirmRequest, DialogRequest, DialogResult, MessageKind, ToastRequest } from './ui.js'
import { AppCode, FunctionId, Json, Name, Path, Short, StorageKey, Text } from './values.js'

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
  'session.reportCode': method<void>()('session.report', v.tuple([ReportedCode])),
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
  'ui.message': method<void>()('ui', v.tuple([MessageKind, Text]), { rate: { perSecond: 5, burst: 10 } }),
  /** The §2 confirm dialog over the whole page; resolves to the user's choice. One at a time per app. */
  'ui.confirm': method<boolean>()('ui', v.tuple([ConfirmRequest]), { timeout: 0, rate: { perSecond: 2, burst: 5 } }),
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
  'ui.dialog.open': method<unknown>()('ui.dialog', v.tuple([DialogRequest]), {
    timeout: 0,
    rate: { perSecond: 2, burst: 5 },
  }),
  /** As `ui.dialog.open`, in a drawer at the page's side. */
  'ui.drawer.open': method<unknown>()('ui.dialog', v.tuple([DialogRequest]), {
    timeout: 0,
    rate: { perSecond: 2, burst: 5 },
  }),
  /** Ends the dialog or drawer this page is shown in, answering `result` (JSON) to its opener. */
  'ui.dialog.close': method<void>()('ui.dialog', v.tuple([DialogResult]), { rate: { perSecond: 2, burst: 5 } }),
  /** A toast beside the §5 message; resolves true when its action is clicked, false when it goes. */
  'ui.toast': method<boolean>()('ui', v.tuple([ToastRequest]), { timeout: 0, rate: { perSecond: 5, burst: 10 } }),
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
  'protocol.negotiate': method<ProtocolAgreement>()('always', v.tuple([v.object({ versions: Versions })]), {
    rate: { perSecond: 2, burst: 5 },
  }),
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
  'intent.open': method<void>()('nav.apps', v.tuple([Name, v.optional(IntentParams)]), {
    rate: { perSecond: 2, burst: 5 },
  }),
  /**
   * Opens an http or https address in a new browser tab, without an opener or referrer. An address outside the
   * portal and the app's own origin is opened only after the user confirms it in the shell's dialog, which shows
   * its host and the app asking. Resolves true when it was opened, false when the user cancelled. Frames get no
   * `allow-popups`: this is the only way an app opens a window. One question at a time per app.
   * @example if (!(await shell.nav.openExternal('https://example.com/help'))) showHint()
   */
  'nav.openExternal': method<boolean>()('nav.links', v.tuple([ExternalUrl]), {
    timeout: 0,
    rate: { perSecond: 1, burst: 3 },
  }),
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
   * Opens one of the signed-in user's messages or announcements in the shell's message centre (which asks for a
   * must-read announcement's confirmation there, and opens what the message is about from its link). An id that is
   * not the user's shows the message centre's "not found". The app never reads the body itself.
   * @example await shell.messages.open(summary.id)
   */
  'messages.open': method<void>()('messages', v.tuple([MessageId]), { rate: { perSecond: 2, burst: 5 } }),
  /**
   * Sends a plain-text message (channel 'app', from this app) to at most 50 accounts of the signed-in user's
   * tenant, e.g. an approval waiting for them; the gateway refuses recipients outside the tenant, apps without
   * `messages.send` or that the user may not open, and more than 20 a minute per user. Always from the calling
   * frame's own app: the shell sends it with the pass of that app it holds for the frame, never named by the frame.
   * Audited; at most one a second.
   */
  'messages.send': method<{ id: string; recipients: number }>()('messages.send', v.tuple([SendMessage]), {
    rate: { perSecond: 1, burst: 5 },
  }),
  /** Replaces the app's shortcuts; the shell routes each to `onShortcut(id)` while the app is shown. */
  'keys.register': method<void>()('keys', v.tuple([Shortcuts]), { rate: { perSecond: 2, burst: 5 } }),
  /** A key of the shell's global shortcuts pressed inside the app's frame (search, close tab, next tab, tab bar). */
  'keys.forward': method<void>()('always', v.tuple([ForwardedKey]), { rate: { perSecond: 10, burst: 20 } }),
  /**
   * Runs a guided tour over the app's page: the shell draws the overlay and the popovers, and
   * highlights each step's element inside the frame (measured through `tourRect`); a step whose
   * element is missing is skipped. 1–20 steps. Resolves when the tour ends: `completed` after the
   * last step, `closed` when the user closes it (Esc, ×) or the frame goes. One tour at a time.
   */
  'tour.start': method<'completed' | 'closed'>()('tour', v.tuple([TourSteps]), {
    timeout: 0,
    rate: { perSecond: 1, burst: 3 },
  }),
  /** The app's load time and interaction delays (web vitals), stored per app for administrators. */
  'perf.report': method<void>()('perf', v.tuple([Metrics]), { rate: { perSecond: 2, burst: 10 } }),
  /**
   * A behaviour-tracking event of the app (`name`, small `props`): the shell signs it and posts it in
   * batches of 5 with the app's name and current page (appCode APP13). When the user turned on
   * Do Not Track the call answers normally and the event is dropped.
   */
  'track.event': method<void>()('track', v.tuple([TrackName, v.optional(TrackProps)]), {
    rate: { perSecond: 5, burst: 20 },
  }),
}

export type AppToShell = typeof appToShell
