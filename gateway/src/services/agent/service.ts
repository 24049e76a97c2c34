import type { Service } from '../../core/service'
import { actionRoutes } from './action-routes'
import { chatRoute } from './chat-route'
import { conversationRoutes } from './conversation-routes'
import { migrations } from './migrations'

// The agent service's public interface: its routes only; no other service imports from it.
/** The AI assistant: chat as server-sent events, conversations, suggestions, confirmed actions (function 9001). */
export const agent: Service = { name: 'agent', migrations, routes: [chatRoute, conversationRoutes, actionRoutes] }
