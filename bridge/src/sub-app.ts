import { reportActivity } from './activity-reporter.js'
import { readAppConfig, type AppConfig } from './app-config.js'
import { createAppHooks } from './app-hooks.js'
import { createAppRouter, type AppRouter, type RouterWindow } from './app-router.js'
import { connectToShell, type ConnectToShellOptions, type ShellConnection } from './client.js'
import {
  appToShell,
  MESSAGES_TOPIC,
  type AppToShell,
  type Env,
  type MessageSummary,
  type Remote,
} from './contract/index.js'
import { envOfAnswer } from './env-answer.js'
import { mirrorEnvOnDocument, type EnvDocument } from './env-on-document.js'
import { localizeValidation, type ValidationDocument } from './validation-text.js'
import { createEnvStore, type EnvStore } from './env-store.js'
import { createHttp, type Http } from './http/index.js'
import { createShellToken } from './shell-token.js'
import { startPerfReporting } from './perf-reporter.js'
import { comboOf, shellShortcutOf } from './shortcuts.js'
import { measureTourTarget, type TourDocument } from './tour-rect.js'
import { mirrorWatermark } from './watermark.js'

/** The page a sub-app runs in; tests pass a fake. */
export interface SubAppWindow extends RouterWindow {
  location: { pathname: string; reload(): void }
  document: Pick<Document, 'getElementById'> & EnvDocument & { addEventListener?: Document['addEventListener'] }
  requestAnimationFrame?: (callback: () => void) => number
}

export interface SubAppOptions {
  /** The app's base path, its manifest name: `/supplier`. */
  base: string
  /**
   * `first`: the gateway is called with the staff token from the shell, and 401001 / 404110 /
   * 404001 are reported to the shell. `third` (a vendor app): no staff token is ever asked for;
   * the vendor backend is called with the app token (`@hr-portal/bridge/vendor`).
   */
  party: 'first' | 'third'
  window?: SubAppWindow
  /** Opens the bridge; default `connectToShell`. */
  connect?: (options: ConnectToShellOptions) => ShellConnection
  /**
   * true (default): the app tells the shell it is ready once the shell's env arrived and the page
   * drew a frame with it. false: the app calls `ready()` itself (after its first data, say).
   */
  autoReady?: boolean
}

export interface SubApp {
  /** The shell origin and gateway URL from the page (never the URL). */
  config: AppConfig
  connection: ShellConnection
  /** The shell's methods, typed from the contract. */
  shell: Remote<AppToShell>
  /** Language, theme and tenant: from `env.get` once connected, then from `setEnv`. */
  env: EnvStore
  /**
   * The shell's env (its language above all) once the shell first answered `env.get`. Until then `env` holds the
   * default (Chinese): an app that draws before this shows Chinese to a user of the English portal, so draw after
   * it. Rejects with a `BridgeError` when the shell does not answer (the shell shows its error view then).
   * @example
   * app.envLoaded.catch(() => {}).then(() => createRoot(root).render(<App />))
   */
  envLoaded: Promise<Env>
  /** The app's routing inside its frame, reported to the shell. */
  router: AppRouter
  /** The request wrapper for the gateway. */
  http: Http
  /** Tells the shell the page is shown (its loading view goes); see `autoReady`. */
  ready(): Promise<void>
  /** Tells the shell the page cannot be shown; it shows its error view with `reason` and a retry. */
  failed(reason: string): Promise<void>
  /** The frame is shown, hidden, or about to be evicted (save a draft then: the shell waits 1.5 s). */
  lifecycle: {
    onShow: AppHooksApi['onShow']
    onHide: AppHooksApi['onHide']
    onBeforeEvict: AppHooksApi['onBeforeEvict']
  }
  /** Events between apps through the shell, on topics the manifest declares (bridge/src/topics.ts). */
  events: {
    publish(topic: string, payload: unknown): Promise<void>
    /** Listens to `topic` (subscribing at the shell on the first listener); answers the way to stop. */
    on(topic: string, listener: (payload: unknown) => void): () => void
  }
  /**
   * The signed-in user's messages (capability `messages` to hear, `messages.send` to send): `onNew`
   * hears each new message or announcement as it arrives (subscribing at the shell on the first listener);
   * `send` sends one, as plain text, to at most 50 users of the user's tenant (a first-party app names them by account
   * id, a third-party app by the pseudonymous ids it got for them); its optional `link` (a path inside
   * the app, e.g. `requests/42`) is the page of the app the message opens; `open` shows one of the user's messages
   * (a MessageSummary's id) in the shell's message centre.
   */
  messages: {
    onNew(listener: (message: MessageSummary) => void): () => void
    send(message: {
      userIds: Array<number | string>
      title: string
      body: string
      link?: string
    }): Promise<{ id: string; recipients: number }>
    open(id: string): Promise<void>
  }
  /** Shortcuts the shell routes to the app while it is shown (`Ctrl+S`, …). */
  keys: { register(shortcuts: Array<{ combo: string; id: string; run: () => void }>): Promise<void> }
  /** For a page shown in a shell dialog or drawer: its footer buttons, and the way to end it with a result. */
  dialog: { onButton: AppHooksApi['onDialogButton']; close(result?: unknown): Promise<void> }
}

type AppHooksApi = ReturnType<typeof createAppHooks>

// The codes the shell owns one prompt for, as the contract declares them.
const reportable: readonly number[] = appToShell['session.reportCode'].args.items[0].options
const isReportable = (code: number): code is 401001 | 404110 | 404001 | 400135 => reportable.includes(code)

/**
 * Connects a sub-app to the shell and wires everything it needs, once: the config from the page,
 * the env store (also mirrored on `<html lang data-theme>`), the router, the handlers the shell
 * calls (navigate, refresh, setEnv, ping) and the request wrapper. Throws outside a frame.
 * @example
 * export const { shell, env, router, http } = createSubApp({ base: '/leave', party: 'first' })
 */
export function createSubApp({
  base,
  party,
  window: win = globalThis.window,
  connect = connectToShell,
  autoReady = true,
}: SubAppOptions): SubApp {
  const config = readAppConfig(win.document as Document)
  const env = createEnvStore()
  mirrorEnvOnDocument(env, win.document)
  // The company's watermark is drawn by first-party apps only (third parties never get the user's name).
  if (party === 'first') mirrorWatermark(env, win.document as Partial<Document>)
  // The browser's texts for a failed constraint (a required field left empty) follow the shell's language, not the browser's.
  if (win.document.addEventListener) localizeValidation(win.document as ValidationDocument, () => env.get().language)
  const router = createAppRouter({
    base,
    window: win,
    report: (path, replace) => void connection.shell.nav.changed(path, { replace }).catch(() => {}),
  })
  const hooks = createAppHooks()
  const connection = connect({
    shellOrigin: config.shellOrigin,
    shellOrigins: config.shellOrigins,
    methods: {
      navigate: (path) => router.navigate(path, { replace: true, fromShell: true }),
      refresh: () => win.location.reload(),
      setEnv: (next) => env.set(party === 'first' ? next : { ...next, watermark: null }),
      ping: () => 'pong' as const,
      tourRect: (selector) => measureTourTarget(win.document as unknown as TourDocument, selector),
      ...hooks.handlers,
    },
  })
  const { shell } = connection
  const ready = () => shell.app.ready()
  const envLoaded = connection.ready
    .then(() => shell.env.get())
    .then((answer) => {
      const answered = envOfAnswer(answer, party)
      if (answered) env.set(answered)
      else console.warn('[bridge] env.get: dropped a malformed answer; the default env stays')
      return env.get()
    })
  if (autoReady) {
    const nextFrame = () =>
      new Promise<void>((resolve) =>
        win.requestAnimationFrame ? win.requestAnimationFrame(() => resolve()) : resolve(),
      )
    envLoaded
      .then(nextFrame)
      .then(ready)
      .catch(() => {})
  } else {
    envLoaded.catch(() => {})
  }
  // The shell's own shortcuts work wherever focus is: inside the frame they are forwarded.
  win.document.addEventListener?.('keydown', (event) => {
    // Escape the page did not use (an open menu or popover takes it first) goes to the shell: a dialog page closes.
    if (event.key === 'Escape' && !event.defaultPrevented && !event.isComposing && !comboOf(event)) {
      shell.keys.forward('Escape').catch(() => {})
      return
    }
    const combo = comboOf(event)
    if (!combo || !shellShortcutOf(combo)) return
    event.preventDefault()
    shell.keys.forward(combo).catch(() => {})
  })
  connection.ready.then(() => startPerfReporting(shell, win)).catch(() => {})
  // Work in the frame counts against the tenant's inactivity timeout, which the shell keeps.
  reportActivity(shell, win.document)

  const http = createHttp({
    gatewayUrl: config.gatewayUrl,
    // The shell's language once it answered: a call made before that would go out in the default language.
    getLanguage: () =>
      envLoaded.then(
        () => env.get().language,
        () => env.get().language,
      ),
    // Vendor apps never send the staff session's cookie: their calls carry app tokens only.
    credentials: party === 'first' ? 'include' : 'omit',
    // A failed export's message shows as the shell's message, over the whole page (§7).
    onMessage: (type, text) => {
      shell.ui.message(type, text).catch(() => {})
    },
    ...(party === 'first' && {
      getToken: createShellToken(connection),
      // The shell owns the single global prompt for session and permission codes.
      onCode: (code: number) => {
        if (isReportable(code)) shell.session.reportCode(code).catch(() => {})
      },
    }),
  })
  return {
    config,
    connection,
    shell,
    env,
    envLoaded,
    router,
    http,
    ready,
    failed: (reason) => shell.app.failed(reason.slice(0, 200)),
    lifecycle: { onShow: hooks.onShow, onHide: hooks.onHide, onBeforeEvict: hooks.onBeforeEvict },
    events: {
      publish: (topic, payload) => shell.events.publish(topic, payload),
      on(topic, listener) {
        const { first, off } = hooks.onTopic(topic, listener)
        if (first)
          shell.events.subscribe(topic).catch((error) => console.error(`[bridge] cannot subscribe to ${topic}`, error))
        return () => {
          if (off()) shell.events.unsubscribe(topic).catch(() => {})
        }
      },
    },
    messages: {
      onNew(listener) {
        const { first, off } = hooks.onTopic(MESSAGES_TOPIC, (payload) => listener(payload as MessageSummary))
        if (first)
          shell.messages.subscribe().catch((error) => console.error('[bridge] cannot subscribe to messages', error))
        return () => {
          if (off()) shell.messages.unsubscribe().catch(() => {})
        }
      },
      send: (message) => shell.messages.send(message),
      open: (id) => shell.messages.open(id),
    },
    keys: {
      register(shortcuts) {
        hooks.setShortcuts(shortcuts)
        return shell.keys.register(shortcuts.map(({ combo, id }) => ({ combo, id })))
      },
    },
    dialog: { onButton: hooks.onDialogButton, close: (result) => shell.ui.dialog.close(result) },
  }
}
