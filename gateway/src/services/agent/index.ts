// The agent service's tables: their row types (merged into core's Database).
export type { AgentConversationTable, AgentMessageTable, AgentActionTable } from './tables'
