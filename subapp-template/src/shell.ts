import { connectToShell, createEnvStore, readAppConfig } from '@hr-portal/bridge'
import { createHttp } from '@hr-portal/bridge/http'
import { appNavigate } from './router'

const config = readAppConfig()

export const env = createEnvStore()

/** The bridge to the shell; the shell's origin comes from the deployment config, never the URL. */
export const connection = connectToShell({
  shellOrigin: config.shellOrigin,
  methods: {
    navigate: (path) => appNavigate(path, { replace: true, fromShell: true }),
    refresh: () => window.location.reload(),
    setEnv: (next) => env.set(next),
    ping: () => 'pong' as const,
  },
})
export const shell = connection.shell

connection.ready
  .then(() => shell.env.get())
  .then(({ language, theme, tenant }) => env.set({ language, theme, tenant }), () => {})

// First-party apps send the staff token (capability session.token). A vendor app must not:
// it asks for shell.session.getAppToken() and sends `Authorization: Bearer <jwt>` instead.
const token = connection.ready.then(() => shell.session.getToken())

/**
 * The shared request wrapper: `await http.postJson('/ums/web/…', body)` resolves code-0
 * envelopes and rejects everything else with an HttpError.
 */
export const http = createHttp({
  gatewayUrl: config.gatewayUrl,
  getToken: () => token,
  getLanguage: () => env.get().language,
  // The shell owns the single global prompt for session and permission codes.
  onCode: (code) => {
    if (code === 401001 || code === 404110 || code === 404001) shell.session.reportCode(code).catch(() => {})
  },
})
