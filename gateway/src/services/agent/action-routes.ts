import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { agentError, agentText, type Lang } from './errors'
import { AGENT_FUNCTION } from './functions'
import { understood } from './planner/answer'

const { chat: routes } = contract.agent

const langFrom = (request: Parameters<typeof langOfRequest>[0]): Lang =>
  langOfRequest(request) === 'en' ? 'en' : 'zh-CN'

const QUESTIONS = {
  'zh-CN': [
    '研发中心有多少人？',
    '我还有几天年假？',
    '有什么等我审批？',
    '今天有什么公告？',
    '最近的人员流动情况',
    '公司的组织架构',
  ],
  en: [
    'How many people are in the R&D centre?',
    'What is my leave balance?',
    'What is waiting for my approval?',
    'Any announcements today?',
    'What is the turnover?',
    'What is the organisation structure?',
  ],
}

/** Suggested questions, and action/confirm: a proposed change run once, by its own user, within 10 minutes. */
export function actionRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, AGENT_FUNCTION) }

  serve(api, routes.suggestions, guard, async (request) => {
    const lang = request.body.language
    const mode = ctx.config.agentModel ? ('model' as const) : ('planner' as const)
    return ok({ mode, questions: QUESTIONS[lang], understood: mode === 'planner' ? understood(lang) : [] })
  })

  serve(api, routes.confirm, guard, async (request) => {
    const auth = authOf(request)
    const lang = langFrom(request)
    const tenantId = auth.session.tenant_id
    const action = await ctx.db
      .selectFrom('agent_action')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', auth.user.id)
      .where('id', '=', request.body.actionId)
      .executeTakeFirst()
    if (!action) throw agentError(lang, 'actionNotFound')
    if (action.used_at !== null) throw agentError(lang, 'actionUsed')
    const now = ctx.now()
    if (Number(action.expires_at) <= now) throw agentError(lang, 'actionExpired')
    const claimed = await ctx.db
      .updateTable('agent_action')
      .set({ used_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', action.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) throw agentError(lang, 'actionUsed')
    const payload = JSON.parse(action.payload) as { instanceId: string }
    // The workflow's own route, with the user's own token: its function, visibility and 10-minute checks apply.
    const answer = await request.server.inject({
      method: 'POST',
      url: '/gateway/workflow/web/workflow/sendRemindMsg',
      headers: {
        token: auth.token,
        'accept-language': lang === 'en' ? 'en' : 'zh-CN',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ instanceId: payload.instanceId }),
    })
    const body = JSON.parse(answer.body) as { code: number; msg: string; result?: { recipients: number } }
    if (body.code !== 0) {
      // Not carried out: the user may try again (e.g. after the workflow's reminder interval).
      await ctx.db
        .updateTable('agent_action')
        .set({ used_at: null })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', action.id)
        .execute()
      throw new GatewayError(body.code, agentText(lang, 'actionFailed', { detail: body.msg }))
    }
    const n = body.result?.recipients ?? 0
    return ok({ message: lang === 'en' ? `Reminded ${n} approver(s).` : `已催办 ${n} 位审批人。` })
  })
}
