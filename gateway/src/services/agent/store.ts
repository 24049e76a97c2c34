import type { Db } from '../../core/db/types'
import type { Citation } from './tools/types'

export interface Owner {
  tenantId: number
  userId: number
}

export const ownConversation = (db: Db, owner: Owner, id: number) =>
  db
    .selectFrom('agent_conversation')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '=', id)
    .executeTakeFirst()

/** Conversations one user may keep; the daily token budget bounds what each one grows by. */
export const CONVERSATIONS_PER_USER = 200

export async function conversationCount(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('agent_conversation')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function createConversation(db: Db, owner: Owner, title: string, now: number): Promise<number> {
  const row = await db
    .insertInto('agent_conversation')
    .values({ tenant_id: owner.tenantId, user_id: owner.userId, title, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

export async function addMessage(
  db: Db,
  owner: Owner,
  conversationId: number,
  message: {
    role: 'user' | 'assistant'
    content: string
    citations: Citation[]
    status: 'done' | 'stopped' | 'error'
    tokens: number
  },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('agent_message')
    .values({
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      conversation_id: conversationId,
      role: message.role,
      content: message.content,
      citations: JSON.stringify(message.citations),
      status: message.status,
      tokens: message.tokens,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('agent_conversation')
    .set({ updated_at: now })
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', conversationId)
    .execute()
  return Number(row.id)
}

/** The user's questions in the last minute and tokens used today (UTC), for the rate limit and the budget. */
export async function usageOf(db: Db, owner: Owner, now: number): Promise<{ lastMinute: number; today: number }> {
  const base = db
    .selectFrom('agent_message')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
  const [minute, day] = await Promise.all([
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'user')
      .where('created_at', '>', now - 60_000)
      .executeTakeFirst(),
    base
      .select((eb) => eb.fn.sum<number>('tokens').as('n'))
      .where('created_at', '>=', now - (now % 86_400_000))
      .executeTakeFirst(),
  ])
  return { lastMinute: Number(minute?.n ?? 0), today: Number(day?.n ?? 0) }
}

export async function messagesOf(db: Db, owner: Owner, conversationId: number) {
  const rows = await db
    .selectFrom('agent_message')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('conversation_id', '=', conversationId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    role: row.role,
    content: row.content,
    citations: JSON.parse(row.citations) as Citation[],
    status: row.status,
    createdAt: Number(row.created_at),
  }))
}
