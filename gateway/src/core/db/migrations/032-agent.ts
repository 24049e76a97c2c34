// Core baseline (several owners): adds name_en to ums's organ table and creates the agent service's tables.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { isPostgres } from '../dialect'

// The AI assistant (services/agent): conversations and their messages per user, proposed actions waiting
// for the user's confirmation, and an optional English name of organisation units (the planner matches either name).

export async function up(db: Kysely<any>): Promise<void> {
  // A generated integer key: an identity column on PostgreSQL, the rowid alias on SQLite.
  const autoId = (c: ColumnDefinitionBuilder) =>
    isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema.alterTable('organ').addColumn('name_en', 'varchar(100)').execute()
  await db.schema
    .createTable('agent_conversation')
    .addColumn('id', 'integer', autoId)
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('agent_conversation_user_idx')
    .on('agent_conversation')
    .columns(['tenant_id', 'user_id', 'updated_at'])
    .execute()
  await db.schema
    .createTable('agent_message')
    .addColumn('id', 'integer', autoId)
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('conversation_id', 'integer', (c) => c.notNull())
    /** 'user' or 'assistant'. */
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    /** JSON array of {title, app, path}. */
    .addColumn('citations', 'text', (c) => c.notNull())
    /** 'done', 'stopped' or 'error'. */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    /** Tokens the answer used (model usage, or an estimate), counted against the daily budget. */
    .addColumn('tokens', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('agent_message_conversation_idx')
    .on('agent_message')
    .columns(['tenant_id', 'conversation_id', 'id'])
    .execute()
  await db.schema
    .createIndex('agent_message_user_idx')
    .on('agent_message')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute()
  await db.schema
    .createTable('agent_action')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** 'remind'. */
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    /** JSON arguments of the change, e.g. {instanceId}. */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('agent_action_user_idx')
    .on('agent_action')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_action').execute()
  await db.schema.dropTable('agent_message').execute()
  await db.schema.dropTable('agent_conversation').execute()
  await db.schema.alterTable('organ').dropColumn('name_en').execute()
}
