import { resolveAudience, publishNotice } from '../message'
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
 * notified_at null), each through the message centre to its accounts. An action is claimed before it is sent, so two
 * dispatchers never send it twice. Answers how many notices went out.
 */
export async function dispatchWorkflowNotices(ctx: EngineContext, tenantId: number): Promise<number> {
  const pending = await ctx.db.selectFrom('wf_action')
    .innerJoin('wf_instance', (join) => join.onRef('wf_instance.id', '=', 'wf_action.instance_id').onRef('wf_instance.tenant_id', '=', 'wf_action.tenant_id'))
    .select(['wf_action.instance_id', 'wf_action.seq', 'wf_action.event', 'wf_action.to_status', 'wf_action.actor_id', 'wf_action.actor_name',
      'wf_action.comment', 'wf_action.notify_ids', 'wf_instance.title', 'wf_instance.applicant_name', 'wf_instance.applicant_id'])
    .where('wf_action.tenant_id', '=', tenantId).where('wf_action.notified_at', 'is', null)
    .orderBy('wf_action.created_at').limit(100).execute()
  let sent = 0
  // Only accounts still in the tenant (someone may have left since).
  const members = pending.length ? new Set(await resolveAudience(ctx.db, tenantId, { type: 'tenant' })) : new Set<number>()
  for (const action of pending) {
    const claimed = await ctx.db.updateTable('wf_action').set({ notified_at: ctx.now() })
      .where('tenant_id', '=', tenantId).where('instance_id', '=', action.instance_id).where('seq', '=', action.seq)
      .where('notified_at', 'is', null).executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) continue
    const ids = (JSON.parse(action.notify_ids) as number[]).filter((id) => members.has(id))
    if (ids.length === 0) continue
    const [zh, en] = headingOf(action.event, action.to_status)
    const comment = action.comment ? `<p>${escapeHtml(action.actor_name)}：${escapeHtml(action.comment)}</p>` : ''
    await publishNotice(ctx.db, {
      tenantId, channel: 'app', title: `${zh} / ${en}: ${action.title}`.slice(0, 200),
      body: `<p>${escapeHtml(action.title)} · ${escapeHtml(action.applicant_name)}</p>${comment}<p data-instance-id="${escapeHtml(action.instance_id)}"></p>`,
      mustRead: false, countdownSeconds: 0, publisherId: action.actor_id ?? action.applicant_id, publisherName: action.actor_name || action.applicant_name,
      audience: { type: 'users', ids }, sourceApp: NOTICE_SOURCE_APP, now: ctx.now(),
    })
    sent++
  }
  return sent
}
