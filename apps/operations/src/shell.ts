import { createSubApp } from '@hr-portal/bridge'

/** The bridge to the shell, the router under /operations and the request wrapper with the operator's token. */
export const app = createSubApp({ base: '/operations', party: 'first' })

export const { env, http, router, shell } = app
