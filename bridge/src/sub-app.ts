import { readAppConfig, type AppConfig } from './app-config'
import { createAppRouter, type AppRouter, type RouterWindow } from './app-router'
import { connectToShell, type ConnectToShellOptions, type ShellConnection } from './client'
import { appToShell, type AppToShell, type Remote } from './contract'
import { mirrorEnvOnDocument, type EnvDocument } from './env-on-document'
import { createEnvStore, type EnvStore } from './env-store'
import { createHttp, type Http } from './http'
import { createShellToken } from './shell-token'

/** The page a sub-app runs in; tests pass a fake. */
export interface SubAppWindow extends RouterWindow {
  location: { pathname: string; reload(): void }
  document: Pick<Document, 'getElementById'> & EnvDocument
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
}

export interface SubApp {
  /** The shell origin and gateway URL from the page (never the URL). */
  config: AppConfig
  connection: ShellConnection
  /** The shell's methods, typed from the contract. */
  shell: Remote<AppToShell>
  /** Language, theme and tenant: from `env.get` once connected, then from `setEnv`. */
  env: EnvStore
  /** The app's routing inside its frame, reported to the shell. */
  router: AppRouter
  /** The request wrapper for the gateway. */
  http: Http
}

// The codes the shell owns one prompt for, as the contract declares them.
const reportable: readonly number[] = appToShell['session.reportCode'].args.items[0].options
const isReportable = (code: number): code is 401001 | 404110 | 404001 => reportable.includes(code)

/**
 * Connects a sub-app to the shell and wires everything it needs, once: the config from the page,
 * the env store (also mirrored on `<html lang data-theme>`), the router, the handlers the shell
 * calls (navigate, refresh, setEnv, ping) and the request wrapper. Throws outside a frame.
 * @example
 * export const { shell, env, router, http } = createSubApp({ base: '/leave', party: 'first' })
 */
export function createSubApp({ base, party, window: win = globalThis.window, connect = connectToShell }: SubAppOptions): SubApp {
  const config = readAppConfig(win.document as Document)
  const env = createEnvStore()
  mirrorEnvOnDocument(env, win.document)
  const router = createAppRouter({
    base,
    window: win,
    report: (path, replace) => void connection.shell.nav.changed(path, { replace }).catch(() => {}),
  })
  const connection = connect({
    shellOrigin: config.shellOrigin,
    methods: {
      navigate: (path) => router.navigate(path, { replace: true, fromShell: true }),
      refresh: () => win.location.reload(),
      setEnv: (next) => env.set(next),
      ping: () => 'pong' as const,
    },
  })
  const { shell } = connection
  connection.ready
    .then(() => shell.env.get())
    .then(({ language, theme, tenant }) => env.set({ language, theme, tenant }), () => {})

  const http = createHttp({
    gatewayUrl: config.gatewayUrl,
    getLanguage: () => env.get().language,
    // Vendor apps never send the staff session's cookie: their calls carry app tokens only.
    credentials: party === 'first' ? 'include' : 'omit',
    // A failed export's message shows as the shell's message, over the whole page (§7).
    onMessage: (type, text) => { shell.ui.message(type, text).catch(() => {}) },
    ...(party === 'first' && {
      getToken: createShellToken(connection),
      // The shell owns the single global prompt for session and permission codes.
      onCode: (code: number) => {
        if (isReportable(code)) shell.session.reportCode(code).catch(() => {})
      },
    }),
  })
  return { config, connection, shell, env, router, http }
}
