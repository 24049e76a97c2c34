import { createSubApp } from '@hr-portal/bridge'
import manifest from '../manifest.json'

/**
 * The bridge to the shell, done once: the shell origin and gateway URL come from the page (never
 * the URL), the env follows the shell's language and theme, the router reports every change, and
 * `http` calls the gateway with the staff token. The base path is the manifest's name.
 * A vendor app (`"party": "third"`) passes `party: 'third'` and calls its own backend with
 * `createVendorBackend(app, name)` from `@hr-portal/bridge/vendor` instead of `http`.
 */
export const app = createSubApp({ base: `/${manifest.name}`, party: 'first' })

/**
 * `http` is the shared request wrapper: `await http.postJson('/ums/web/…', body)` resolves code-0
 * envelopes and rejects everything else with an HttpError.
 */
export const { http, router, shell } = app

/** The page the first menu item links to. */
export const HOME = manifest.menus[0]?.link ?? '/'
