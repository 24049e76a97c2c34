import { createSubApp } from '@hr-portal/bridge'
import { createVendorBackend } from '@hr-portal/bridge/vendor'

/** The bridge to the shell and the app's router; a vendor app never holds the staff token. */
export const app = createSubApp({ base: '/supplier', party: 'third' })

/** The supplier backend, called with the app token. */
export const api = createVendorBackend(app, 'supplier')
