import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { namesOf } from './people'
import type { ExpenseAdvanceTable } from './tables'
import type { AdvanceView } from './wire'

/** What is still open on an advance: nothing unless approved; its amount less what claims settled and any remainder closed. */
export const openFen = (advance: ExpenseAdvanceTable): number =>
  advance.status === 'approved'
    ? Math.max(0, Number(advance.amount_fen) - Number(advance.settled_fen) - Number(advance.remainder_fen ?? 0))
    : 0

export const advanceRow = (db: Db, tenantId: number, id: string) =>
  db.selectFrom('expense_advance').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

/** The advances as the pages show them: the applicant's name, settled and open amounts, the claims settling it. */
export async function advanceViews(
  db: Db,
  _lang: Lang,
  advances: ExpenseAdvanceTable[],
  viewerId: number,
): Promise<AdvanceView[]> {
  if (advances.length === 0) return []
  const tenantId = advances[0].tenant_id
  const [names, claims] = await Promise.all([
    namesOf(
      db,
      tenantId,
      advances.map((a) => a.employee_id),
      [],
    ),
    db
      .selectFrom('expense_claim')
      .select(['id', 'advance_id'])
      .where('tenant_id', '=', tenantId)
      .where(
        'advance_id',
        'in',
        advances.map((a) => a.id),
      )
      .where('status', 'in', ['submitted', 'approved', 'paid'])
      .orderBy('created_at')
      .execute(),
  ])
  return advances.map((advance) => ({
    id: advance.id,
    employeeId: advance.employee_id,
    employeeName: names.person.get(advance.employee_id)?.name ?? '',
    amount: amountOfFen(advance.amount_fen),
    reason: advance.reason,
    neededBy: advance.needed_by,
    status: advance.status,
    settled: amountOfFen(advance.settled_fen),
    open: amountOfFen(openFen(advance)),
    remainderWay: advance.remainder_way,
    remainderAmount: advance.remainder_fen === null ? null : amountOfFen(advance.remainder_fen),
    remainderMonth: advance.remainder_month,
    instanceId: advance.instance_id,
    claimIds: claims.filter((c) => c.advance_id === advance.id).map((c) => c.id),
    submittedAt: Number(advance.created_at),
    mine: advance.user_id === viewerId,
  }))
}
