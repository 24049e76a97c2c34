import { createSubApp } from '@hr-portal/bridge'

/** The bridge to the portal's shell; the app's pages live under /app on its own origin. */
export const app = createSubApp({ base: '/app', party: 'third' })
