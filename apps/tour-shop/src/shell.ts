import { connectToShell, createEnvStore, readAppConfig } from '@hr-portal/bridge'
import { createHttp } from '@hr-portal/bridge/http'
import { createAppTokenSource } from './app-token'
import { appNavigate } from './router'
import { createVendorApi } from './vendor-api'

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

// A vendor app holds only app tokens (ES256 JWT for this app, ≤ 120 s); it never asks for the
// staff token, and its manifest could not get one.
const tokens = createAppTokenSource({ fetchToken: () => connection.ready.then(() => shell.session.getAppToken()) })

/** The tour-shop backend, called through the shared request wrapper with the app token. */
export const api = createVendorApi({
  http: createHttp({ gatewayUrl: config.gatewayUrl, getLanguage: () => env.get().language }),
  baseUrl: `${config.gatewayUrl}/tour-shop/api`,
  tokens,
})
