import { createSubApp } from '@hr-portal/bridge'

/** The bridge to the shell and the router under /gallery. */
export const app = createSubApp({ base: '/gallery', party: 'first' })
