import { resolveAudience, publishNotice } from '../message'
import { queueOutboundNotices } from './outbound-notices'
import type { EngineContext } from './types'

/** The sub-app the workflow's notices come from (the approval centre's menu app code). */
export const NOTICE_SOURCE_APP = 'approval'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Heading of a notice by what happened: [zh, en]. */
function headingOf(event: string, to: string): [string, string] {
  if (event === 'remind') return ['催办', 'Reminder']
  if (to === 'approved') return ['审批通过', 'Approved']
  if (to === 'rejected') return ['审批驳回', 'Rejected']
  if (to === 'returned') return ['退回修改', 'Sent back for changes']
  if (to === 'cancelled') return ['申请已撤回', 'Recalled']
  return ['待审批', 'Waiting for your approval']
}

/**
 * Sends the notices of the tenant's workflow actions that have not gone out yet (the outbox: wf_action rows with
 * notified_at null), each through the message centre to its accounts. The pending actions are claimed in one
 * statement (an update that answers the rows it changed), so two dispatchers, in one process or two, never send
 * one twice and never wait on each other row by row. Answers how many notices went out.
 */
export async function dispatchWorkflowNotices(ctx: EngineContext, tenantId: number): Promise<number> {
  const claimed = await ctx.db.updateTable('wf_action').set({ notified_at: ctx.now() })
    .where('tenant_id', '=', tenantId).where('notified_at', 'is', null)
    .returning(['instance_id', 'seq', 'event', 'to_status', 'actor_id', 'actor_name', 'comment', 'notify_ids', 'created_at', 'round'])
    .execute()
  if (claimed.length === 0) return 0
  const instanceIds = [...new Set(claimed.map((action) => action.instance_id))]
  const [instances, audience] = await Promise.all([
    ctx.db.selectFrom('wf_instance').select(['id', 'title', 'applicant_name', 'applicant_id', 'steps'])
      .where('tenant_id', '=', tenantId).where('id', 'in', instanceIds).execute(),
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
        await ctx.db.updateTable('wf_action').set({ notified_at: null })
          .where('tenant_id', '=', tenantId).where('instance_id', '=', unsent.instance_id).where('seq', '=', unsent.seq).execute()
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
    const [zh, en] = headingOf(action.event, action.to_status)
    const comment = action.comment ? `<p>${escapeHtml(action.actor_name)}：${escapeHtml(action.comment)}</p>` : ''
    await publishNotice(ctx.db, {
      tenantId, channel: 'app', title: `${zh} / ${en}: ${instance.title}`.slice(0, 200),
      body: `<p>${escapeHtml(instance.title)} · ${escapeHtml(instance.applicant_name)}</p>${comment}<p data-instance-id="${escapeHtml(action.instance_id)}"></p>`,
      mustRead: false, countdownSeconds: 0, publisherId: action.actor_id ?? instance.applicant_id, publisherName: action.actor_name || instance.applicant_name,
      audience: { type: 'users', ids }, sourceApp: NOTICE_SOURCE_APP, now: ctx.now(),
    })
    return true
  }
}
