import { createSubApp } from '@hr-portal/bridge'
import { createAppTokenSource, createVendorApi } from '@hr-portal/bridge/vendor'

/** The bridge to the shell and the app's router (pages under /app/ on the shop's own origin). */
export const app = createSubApp({ base: '/app', party: 'third' })

const tokens = createAppTokenSource({
  fetchToken: () => app.connection.ready.then(() => app.shell.session.getAppToken()),
})

/** The shop's own backend on this origin, called with the app token. */
export const api = createVendorApi({ http: app.http, baseUrl: `${window.location.origin}/api`, tokens })
