import type { SubApp } from '../sub-app.js'
import { createAppTokenSource } from './app-token.js'
import { createVendorApi, type VendorApi } from './vendor-api.js'

/**
 * A vendor app's own backend behind the gateway (`<gatewayUrl>/<name>/api`), called through the
 * app's request wrapper with its app token. A vendor app holds only app tokens (ES256 JWT for
 * this app, at most 120 s); it never asks for the staff token, and its manifest could not get one.
 * @example
 * const app = createSubApp({ base: '/supplier', party: 'third' })
 * const api = createVendorBackend(app, 'supplier')
 * const { rows } = await api<{ rows: unknown[] }>('/suppliers', { keyword })
 */
export function createVendorBackend(
  { config, connection, http }: Pick<SubApp, 'config' | 'connection' | 'http'>,
  name: string,
): VendorApi {
  const tokens = createAppTokenSource({
    fetchToken: () => connection.ready.then(() => connection.shell.session.getAppToken()),
  })
  return createVendorApi({ http, baseUrl: `${config.gatewayUrl}/${name}/api`, tokens })
}
