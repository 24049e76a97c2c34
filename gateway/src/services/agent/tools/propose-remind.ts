import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { defineTool, pick } from './types'

/** How long a proposed action can be confirmed. */
export const ACTION_TTL_MS = 10 * 60_000

/**
 * Proposes (does not send) a reminder to the approvers of one of the user's own requests in approval: the latest,
 * or the one with `approvalId`. The change runs only when the user confirms it (action/confirm, workflow
 * sendRemindMsg with the user's own permissions, function 700102).
 */
export const proposeRemindTool = defineTool({
  name: 'proposeRemind',
  label: { zh: '正在准备催办', en: 'Preparing a reminder' },
  description:
    "Proposes to remind the approvers of one of the user's own requests in approval (the latest, or `approvalId`). The user must confirm it.",
  functionId: '700102',
  args: z.object({ approvalId: z.string().max(64).optional() }),
  async run(caller, args) {
    let query = caller.ctx.db
      .selectFrom('wf_instance')
      .select(['id', 'title'])
      .where('tenant_id', '=', caller.tenantId)
      .where('applicant_id', '=', caller.userId)
      .where('status', '=', 'running')
    if (args.approvalId) query = query.where('id', '=', args.approvalId)
    const instance = await query.orderBy('updated_at', 'desc').orderBy('id').executeTakeFirst()
    const citations = [
      { title: pick(caller.lang, { zh: '审批中心', en: 'Approval centre' }), app: 'approval', path: '/center' },
    ]
    if (!instance) return { ok: true, data: { proposed: false }, citations }
    const summary = pick(caller.lang, {
      zh: `催办审批人：${instance.title}`,
      en: `Remind the approvers of: ${instance.title}`,
    }).slice(0, 300)
    const now = caller.ctx.now()
    const actionId = randomUUID()
    await caller.ctx.db
      .insertInto('agent_action')
      .values({
        id: actionId,
        tenant_id: caller.tenantId,
        user_id: caller.userId,
        kind: 'remind',
        payload: JSON.stringify({ instanceId: instance.id }),
        summary,
        created_at: now,
        expires_at: now + ACTION_TTL_MS,
        used_at: null,
      })
      .execute()
    return {
      ok: true,
      data: { proposed: true, request: instance.title },
      citations,
      action: { actionId, kind: 'remind', summary },
    }
  },
})
