import type { Service } from '../../core/service'
import { actionRoutes } from './action-routes'
import { chatRoute } from './chat-route'
import { conversationRoutes } from './conversation-routes'

// The agent service's public interface: its routes only; no other service imports from it.
/** The AI assistant: chat as server-sent events, conversations, suggestions, confirmed actions (function 9001). */
export const agent: Service = { segment: 'agent', routes: [chatRoute, conversationRoutes, actionRoutes] }

// The agent service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { AgentConversationTable, AgentMessageTable, AgentActionTable } from './tables'
export { migrations } from './migrations'
