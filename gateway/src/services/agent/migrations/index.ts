import type { Migration } from 'kysely'
import * as agentForLineManagers from './103-agent-for-line-managers'

/**
 * The agent service's own migrations. Its tables (agent_conversation, agent_message, agent_action) come from core's
 * baseline migration 032-agent, which also changes other owners' tables.
 */
export const migrations: Record<string, Migration> = {
  '103-agent-for-line-managers': agentForLineManagers,
}
