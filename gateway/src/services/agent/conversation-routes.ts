import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { AGENT_FUNCTION } from './functions'
import { agentError, type Lang } from './errors'
import { messagesOf, ownConversation } from './store'

const { conversations: routes } = contract.agent

const langFrom = (request: Parameters<typeof langOfRequest>[0]): Lang =>
  langOfRequest(request) === 'en' ? 'en' : 'zh-CN'

/** The user's own conversations: list (newest first), detail with messages, remove. */
export function conversationRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, AGENT_FUNCTION) }
  const ownerOf = (request: Parameters<typeof authOf>[0]) => {
    const { session } = authOf(request)
    return { tenantId: session.tenant_id, userId: session.user_id }
  }

  serve(api, routes.list, guard, async (request) => {
    const owner = ownerOf(request)
    const rows = await ctx.db
      .selectFrom('agent_conversation')
      .select(['id', 'title', 'updated_at'])
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute()
    return ok(rows.map((row) => ({ id: Number(row.id), title: row.title, updatedAt: Number(row.updated_at) })))
  })

  serve(api, routes.detail, guard, async (request) => {
    const owner = ownerOf(request)
    const conversation = await ownConversation(ctx.db, owner, request.body.id)
    if (!conversation) throw agentError(langFrom(request), 'conversationNotFound')
    return ok({
      id: Number(conversation.id),
      title: conversation.title,
      messages: await messagesOf(ctx.db, owner, conversation.id),
    })
  })

  serve(api, routes.remove, guard, async (request) => {
    const owner = ownerOf(request)
    const conversation = await ownConversation(ctx.db, owner, request.body.id)
    if (!conversation) throw agentError(langFrom(request), 'conversationNotFound')
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('agent_message')
        .where('tenant_id', '=', owner.tenantId)
        .where('conversation_id', '=', conversation.id)
        .execute()
      await trx
        .deleteFrom('agent_conversation')
        .where('tenant_id', '=', owner.tenantId)
        .where('id', '=', conversation.id)
        .execute()
    })
    return ok(true as const)
  })
}
