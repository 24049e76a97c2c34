import type { Bus } from '../../../core/bus'

/** The bus topic of a tenant's new notices: the notice hub of every process holding that tenant's streams listens. */
export const noticeTopic = (tenantId: number): string => `notice:${tenantId}`

/** An audience this small is named in the message, so hubs holding none of its users read nothing. */
const NAMED_RECIPIENTS = 100

/** What a notice message says: which notice, and (for a small audience) who received it. */
export interface NoticeSignal {
  noticeId: string
  userIds: number[] | null
}

/**
 * Tells the notice hubs of every gateway process (this one at once) that `noticeId` was delivered to
 * `recipients` in the tenant. Call after the receipts are committed.
 */
export async function noticeWritten(
  bus: Bus,
  tenantId: number,
  noticeId: string,
  recipients: readonly number[],
): Promise<void> {
  const named = recipients.length <= NAMED_RECIPIENTS ? { u: recipients } : {}
  await bus.publish(noticeTopic(tenantId), JSON.stringify({ n: noticeId, ...named }))
}

/** The signal of a notice message; null for a message that is not one (every stream of the tenant catches up). */
export function noticeSignalOf(message: string): NoticeSignal | null {
  let parsed: { n?: unknown; u?: unknown }
  try {
    parsed = JSON.parse(message) as { n?: unknown; u?: unknown }
  } catch {
    return null
  }
  if (!parsed || typeof parsed.n !== 'string' || !parsed.n) return null
  const userIds = Array.isArray(parsed.u) ? parsed.u.filter((id): id is number => Number.isSafeInteger(id)) : null
  return { noticeId: parsed.n, userIds }
}
