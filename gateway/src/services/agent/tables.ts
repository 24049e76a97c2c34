import type { Generated } from 'kysely'

// Row types of the agent service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    agent_conversation: AgentConversationTable
    agent_message: AgentMessageTable
    agent_action: AgentActionTable
  }
}

/** A conversation of a user with the AI assistant (migration 032). */
export interface AgentConversationTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  title: string
  created_at: number
  updated_at: number
}

export interface AgentMessageTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  conversation_id: number
  role: 'user' | 'assistant'
  content: string
  /** JSON array of {title, app, path}. */
  citations: string
  status: 'done' | 'stopped' | 'error'
  tokens: number
  created_at: number
}

/** A change the assistant proposed, run once by action/confirm within its 10 minutes. */
export interface AgentActionTable {
  id: string
  tenant_id: number
  user_id: number
  kind: string
  payload: string
  summary: string
  created_at: number
  expires_at: number
  used_at: number | null
}
