import type { Service } from '../../core/service'
import { actionRoutes } from './action-routes'
import { chatRoute } from './chat-route'
import { conversationRoutes } from './conversation-routes'

// The agent service's public interface: other services and the gateway's startup, seed and tests import only these.

/** The AI assistant (issue 15): chat as server-sent events, conversations, suggestions, confirmed actions (function 9001). */
export const agent: Service = { segment: 'agent', routes: [chatRoute, conversationRoutes, actionRoutes] }
