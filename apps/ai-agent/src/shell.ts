import { createSubApp } from '@hr-portal/bridge'

/** The bridge to the shell, the router under /ai-agent and the request wrapper with the staff token. */
export const app = createSubApp({ base: '/ai-agent', party: 'first' })
