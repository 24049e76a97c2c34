import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { categoriesOf, limitsOf } from './categories'
import { checkClaim, type Finding, type PolicyLine } from './policy'
import { findingText } from './texts'

/** A finding as the claim shows it: its text in the reader's language. */
export interface FindingView {
  kind: Finding['kind']
  action: 'warn' | 'refuse'
  limit: string | null
  over: string | null
  message: string
}

/** Whose limits apply: the claimant's position and salary grade. */
export interface PolicyPerson {
  tenantId: number
  employeeId: number
  positionId: string | null
  grade: string | null
}

/** Today in China (UTC+8), YYYY-MM-DD: a line dated after it is in the future. */
export const chinaDay = (now: number) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)

export const viewOf = (lang: Lang, finding: Finding): FindingView => {
  const limit = 'limit' in finding ? finding.limit : null
  const over = 'over' in finding ? finding.over : null
  return {
    kind: finding.kind,
    action: finding.action,
    limit,
    over,
    message: findingText(lang, finding.kind, { limit: limit ?? '', over: over ?? '' }),
  }
}

/**
 * The policy's findings on a claim's lines: its categories and limits, against the person's other submitted, approved
 * and paid claims (this claim left out), as of `now`. Answers the findings per line id in the lines' order.
 */
export async function findingsOf(
  db: Db,
  lang: Lang,
  person: PolicyPerson,
  claimId: string | null,
  lines: readonly PolicyLine[],
  now: number,
): Promise<Map<string, FindingView[]>> {
  let others = db
    .selectFrom('expense_line')
    .innerJoin('expense_claim', (join) =>
      join
        .onRef('expense_claim.tenant_id', '=', 'expense_line.tenant_id')
        .onRef('expense_claim.id', '=', 'expense_line.claim_id'),
    )
    .select(['expense_line.day', 'expense_line.category_code', 'expense_line.amount_fen'])
    .where('expense_line.tenant_id', '=', person.tenantId)
    .where('expense_claim.employee_id', '=', person.employeeId)
    .where('expense_claim.status', 'in', ['submitted', 'approved', 'paid'])
  if (claimId) others = others.where('expense_claim.id', '!=', claimId)
  const [categories, limits, rows] = await Promise.all([
    categoriesOf(db, person.tenantId),
    limitsOf(db, person.tenantId),
    others.orderBy('expense_line.day').execute(),
  ])
  const checked = checkClaim({
    lines,
    positionId: person.positionId,
    grade: person.grade,
    others: rows.map((row) => ({
      date: row.day,
      categoryCode: row.category_code,
      amount: amountOfFen(row.amount_fen),
    })),
    categories: categories.map((category) => ({ code: category.code, enabled: category.enabled === 1 })),
    limits,
    today: chinaDay(now),
  })
  return new Map(checked.map((line) => [line.lineId, line.findings.map((finding) => viewOf(lang, finding))]))
}
