import { resolveAudience, publishNotice } from '../message'
import { message, parseMessage, renderMessage, type MessageKey, type MessageParam } from '../../core/message-text'
import { queueOutboundNotices, requestLink } from './outbound-notices'
import type { EngineContext } from './types'

/** The sub-app the workflow's notices come from (the approval centre's menu app code). */
export const NOTICE_SOURCE_APP = 'approval'

/** The key of a notice's title by what happened. */
function headingOf(event: string, to: string): MessageKey {
  if (event === 'remind') return 'workflow.remind'
  if (to === 'approved') return 'workflow.approved'
  if (to === 'rejected') return 'workflow.rejected'
  if (to === 'returned') return 'workflow.returned'
  if (to === 'cancelled') return 'workflow.cancelled'
  return 'workflow.waiting'
}

/** The request's title as a parameter: its message, or the stored title of a request written before messages. */
const titleParam = (instance: { title: string; title_message: string }): MessageParam =>
  parseMessage(instance.title_message) ?? instance.title

/**
 * Sends the notices of the tenant's workflow actions that have not gone out yet (the outbox: wf_action rows with
 * notified_at null), each through the message centre to its accounts. The pending actions are claimed in one
 * statement (an update that answers the rows it changed), so two dispatchers, in one process or two, never send
 * one twice and never wait on each other row by row. Answers how many notices went out.
 */
export async function dispatchWorkflowNotices(ctx: EngineContext, tenantId: number): Promise<number> {
  // Most calls find the outbox empty: a read (wf_action_outbox_idx) says so without a write transaction.
  const pending = await ctx.db
    .selectFrom('wf_action')
    .select('seq')
    .where('tenant_id', '=', tenantId)
    .where('notified_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
  if (!pending) return 0
  const claimed = await ctx.db
    .updateTable('wf_action')
    .set({ notified_at: ctx.now() })
    .where('tenant_id', '=', tenantId)
    .where('notified_at', 'is', null)
    .returning([
      'instance_id',
      'seq',
      'event',
      'to_status',
      'actor_id',
      'actor_name',
      'comment',
      'notify_ids',
      'created_at',
      'round',
    ])
    .execute()
  if (claimed.length === 0) return 0
  const instanceIds = [...new Set(claimed.map((action) => action.instance_id))]
  const [instances, audience] = await Promise.all([
    ctx.db
      .selectFrom('wf_instance')
      .select(['id', 'title', 'title_message', 'applicant_name', 'applicant_id', 'steps'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', instanceIds)
      .execute(),
    // Only accounts still in the tenant (someone may have left since).
    resolveAudience(ctx.db, tenantId, { type: 'tenant' }),
  ])
  const byId = new Map(instances.map((instance) => [instance.id, instance]))
  const members = new Set(audience)
  let sent = 0
  const queue = claimed.sort((a, b) => Number(a.created_at) - Number(b.created_at) || a.seq - b.seq)
  for (const [index, action] of queue.entries()) {
    try {
      if (await sendOne(action)) sent++
    } catch (error) {
      // What was not sent goes back to the outbox for the next dispatch.
      for (const unsent of queue.slice(index)) {
        await ctx.db
          .updateTable('wf_action')
          .set({ notified_at: null })
          .where('tenant_id', '=', tenantId)
          .where('instance_id', '=', unsent.instance_id)
          .where('seq', '=', unsent.seq)
          .execute()
      }
      throw error
    }
  }
  return sent

  async function sendOne(action: (typeof claimed)[number]): Promise<boolean> {
    const instance = byId.get(action.instance_id)
    const ids = (JSON.parse(action.notify_ids) as number[]).filter((id) => members.has(id))
    if (!instance || ids.length === 0) return false
    // E-mail and messaging-platform notices, by each person's choices, from the same claimed action (queued once per action).
    await queueOutboundNotices(ctx, tenantId, { ...action, created_at: Number(action.created_at) }, instance, ids)
    const title = titleParam(instance)
    const titleMessage = message(headingOf(action.event, action.to_status), { title })
    const text = action.comment
      ? message('workflow.noticeBodyComment', {
          title,
          applicant: instance.applicant_name,
          actor: action.actor_name,
          comment: action.comment,
        })
      : message('workflow.noticeBody', { title, applicant: instance.applicant_name })
    // The request opens from the notice's link (the bell, the list, the detail's Open), not from an address in its text.
    const bodyMessage = text
    await publishNotice(ctx.db, {
      tenantId,
      channel: 'app',
      title: renderMessage(titleMessage, 'zh').slice(0, 200),
      titleMessage,
      body: renderMessage(bodyMessage, 'zh'),
      bodyMessage,
      mustRead: false,
      countdownSeconds: 0,
      publisherId: action.actor_id ?? instance.applicant_id,
      publisherName: action.actor_name || instance.applicant_name,
      audience: { type: 'users', ids },
      sourceApp: NOTICE_SOURCE_APP,
      link: requestLink(instance.id),
      now: ctx.now(),
    })
    return true
  }
}
