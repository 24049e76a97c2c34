import { createSubApp } from '@hr-portal/bridge'

/** The bridge to the shell, the router under /outsourcing and the request wrapper with the staff token. */
export const app = createSubApp({ base: '/outsourcing', party: 'first' })

export const { env, http, router, shell } = app
