import { createSubApp } from '@hr-portal/bridge'

/** The bridge to the shell, the router under /bi-report and the request wrapper with the staff token. */
export const app = createSubApp({ base: '/bi-report', party: 'first' })
