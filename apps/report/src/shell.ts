import { createSubApp } from '@hr-portal/bridge'

/** The bridge to the shell, the router under /report and the request wrapper with the staff token. */
export const app = createSubApp({ base: '/report', party: 'first' })

export const { env, http, router, shell } = app
