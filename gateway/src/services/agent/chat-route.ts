import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ModelMessage } from 'ai'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { GatewayError } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { agentError, agentText } from './errors'
import { AGENT_FUNCTION } from './functions'
import { answerWithModel, ModelError } from './model'
import { answerWithPlanner } from './planner/planner'
import { questionLanguage } from './question-language'
import { estimateTokens, type Answer, type AnswerSink } from './sink'
import {
  addMessage,
  conversationCount,
  createConversation,
  messagesOf,
  ownConversation,
  usageOf,
  CONVERSATIONS_PER_USER,
} from './store'

const { chat: routes } = contract.agent

/** Earlier messages the model sees as context. */
const HISTORY = 10

/** Takes the response over as an event stream, keeping the headers set so far (CORS for the apps origin). */
function openStream(reply: FastifyReply) {
  reply.hijack()
  const headers = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
  ) as Record<string, string>
  reply.raw.writeHead(200, {
    ...headers,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  })
  return reply.raw
}

/**
 * POST /agent/web/chat (function 9001): the answer as server-sent events (conversation, tool, delta, citation, action,
 * done | error). The embedded planner answers unless a model is configured. The client stops an answer by aborting
 * the request: the model call is aborted and the partial answer stored as 'stopped'.
 */
export function chatRoute(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.ask, { preHandler: requireFunction(ctx, AGENT_FUNCTION) }, async (request, reply) => {
    const { session } = authOf(request)
    const owner = { tenantId: session.tenant_id, userId: session.user_id }
    const lang = request.body.language
    const question = request.body.message.trim()
    const raw = openStream(reply)
    const send = (event: string, data: unknown) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    }
    const fail = (error: GatewayError) => {
      send('error', { code: error.code, message: error.message })
      raw.end()
    }

    const stop = new AbortController()
    let finished = false
    raw.on('close', () => {
      if (!finished) stop.abort()
    })

    try {
      if (!question) throw agentError(lang, 'emptyQuestion')
      const usage = await usageOf(ctx.db, owner, ctx.now())
      // Per user: questions a minute, and tokens (model usage, or the planner's estimate) a UTC day.
      if (usage.lastMinute >= ctx.config.agentLimits.questionsPerMinute) throw agentError(lang, 'tooManyQuestions')
      if (usage.today >= ctx.config.agentLimits.dailyTokens) throw agentError(lang, 'budgetSpent')
      let conversationId = request.body.conversationId
      let title: string
      if (conversationId !== undefined) {
        const known = await ownConversation(ctx.db, owner, conversationId)
        if (!known) throw agentError(lang, 'conversationNotFound')
        title = known.title
      } else {
        if ((await conversationCount(ctx.db, owner)) >= CONVERSATIONS_PER_USER)
          throw agentError(lang, 'tooManyConversations', { max: CONVERSATIONS_PER_USER })
        title = question.replace(/\s+/g, ' ').slice(0, 40)
        conversationId = await createConversation(ctx.db, owner, title, ctx.now())
      }
      const history: ModelMessage[] = (await messagesOf(ctx.db, owner, conversationId))
        .filter((m) => m.content)
        .slice(-HISTORY)
        .map((m) => ({ role: m.role, content: m.content }))
      await addMessage(
        ctx.db,
        owner,
        conversationId,
        { role: 'user', content: question, citations: [], status: 'done', tokens: estimateTokens(question) },
        ctx.now(),
      )
      send('conversation', { id: conversationId, title })

      let content = ''
      const sink: AnswerSink = {
        signal: stop.signal,
        tool: (name, label) => send('tool', { name, label }),
        delta: (piece) => {
          content += piece
          send('delta', { text: piece })
        },
        citation: (citation) => send('citation', citation),
        action: (action) => send('action', action),
      }
      // The answer is in the question's language; the UI's language when the question does not tell.
      const answerLang = questionLanguage(question, lang)
      const caller = {
        ctx,
        tenantId: owner.tenantId,
        userId: owner.userId,
        lang: answerLang,
        sessionHash: session.token_hash,
      }
      let answer: Answer
      try {
        answer = ctx.config.agentModel
          ? await answerWithModel(
              ctx.config.agentModel,
              caller,
              [...history, { role: 'user', content: question }],
              sink,
            )
          : await answerWithPlanner(caller, question, sink)
      } catch (error) {
        const failure =
          error instanceof ModelError
            ? agentError(answerLang, error.key === 'modelTimeout' ? 'modelTimeout' : 'modelFailed', { detail: '' })
            : null
        const message =
          error instanceof ModelError
            ? error.message
            : agentText(answerLang, 'modelFailed', { detail: answerLang === 'en' ? 'internal error' : '内部错误' })
        if (!(error instanceof ModelError)) request.log.error({ err: error }, 'agent answer failed')
        await addMessage(
          ctx.db,
          owner,
          conversationId,
          { role: 'assistant', content, citations: [], status: 'error', tokens: estimateTokens(content) },
          ctx.now(),
        )
        finished = true
        fail(new GatewayError(failure?.code ?? 410607, message))
        return
      }
      const status = stop.signal.aborted ? 'stopped' : 'done'
      const messageId = await addMessage(
        ctx.db,
        owner,
        conversationId,
        {
          role: 'assistant',
          content: status === 'stopped' ? content : answer.content,
          citations: answer.citations,
          status,
          tokens: answer.tokens,
        },
        ctx.now(),
      )
      finished = true
      send('done', { messageId })
      raw.end()
    } catch (error) {
      finished = true
      if (error instanceof GatewayError) return fail(error)
      request.log.error({ err: error }, 'agent chat failed')
      fail(
        new GatewayError(
          410607,
          agentText(lang, 'modelFailed', { detail: lang === 'en' ? 'internal error' : '内部错误' }),
        ),
      )
    }
  })
}
