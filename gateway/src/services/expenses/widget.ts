import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { centerPage } from '../workflow'
import { summariesOf } from './claim-view'
import { ADVANCE_BIZ_TYPE, CLAIM_BIZ_TYPE } from './functions'
import type { WaitingItem } from './wire'

const SHOWN = 5

/**
 * The home widget: the caller's five latest claims, and the expense claims and advances waiting for their approval
 * (the approval centre's to-do of those business types, delegated ones included), newest first.
 */
export async function widgetOf(ctx: GatewayContext, lang: Lang, tenantId: number, userId: number) {
  const db = ctx.db
  const now = ctx.now()
  const [claims, waitingClaims, waitingAdvances] = await Promise.all([
    db
      .selectFrom('expense_claim')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(SHOWN)
      .execute(),
    centerPage(db, { tenantId, userId, tab: 'todo', bizType: CLAIM_BIZ_TYPE, now, lang }, 1, SHOWN),
    centerPage(db, { tenantId, userId, tab: 'todo', bizType: ADVANCE_BIZ_TYPE, now, lang }, 1, SHOWN),
  ])
  const claimIds = waitingClaims.rows.map((row) => row.bizId)
  const advanceIds = waitingAdvances.rows.map((row) => row.bizId)
  const [claimRows, advanceRows] = await Promise.all([
    claimIds.length
      ? db
          .selectFrom('expense_claim')
          .select(['id', 'title', 'total_fen', 'submitted_at'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', claimIds)
          .execute()
      : [],
    advanceIds.length
      ? db
          .selectFrom('expense_advance')
          .select(['id', 'reason', 'amount_fen', 'created_at'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', advanceIds)
          .execute()
      : [],
  ])
  const waiting: WaitingItem[] = []
  for (const row of waitingClaims.rows) {
    const claim = claimRows.find((c) => c.id === row.bizId)
    if (claim)
      waiting.push({
        kind: 'claim',
        id: claim.id,
        instanceId: row.id,
        title: claim.title,
        applicantName: row.applicantName,
        amount: amountOfFen(claim.total_fen),
        submittedAt: claim.submitted_at === null ? null : Number(claim.submitted_at),
      })
  }
  for (const row of waitingAdvances.rows) {
    const advance = advanceRows.find((a) => a.id === row.bizId)
    if (advance)
      waiting.push({
        kind: 'advance',
        id: advance.id,
        instanceId: row.id,
        title: advance.reason.slice(0, 100),
        applicantName: row.applicantName,
        amount: amountOfFen(advance.amount_fen),
        submittedAt: Number(advance.created_at),
      })
  }
  waiting.sort((a, b) => (b.submittedAt ?? 0) - (a.submittedAt ?? 0))
  return {
    claims: await summariesOf(db, lang, claims),
    waiting: waiting.slice(0, SHOWN),
    waitingCount: waitingClaims.total + waitingAdvances.total,
  }
}
