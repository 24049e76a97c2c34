import { randomUUID } from 'node:crypto'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { categoriesOf } from './categories'
import { openFen } from './advance-store'
import { claimRow } from './claim-view'
import type { Claimant } from './people'
import { findingsOf } from './policy-run'
import { checkLines, type LineInput } from './line-check'
import type { ExpenseClaimTable } from './tables'
import { isEditable, sentBack } from './editable'
import { expenseError } from './texts'

export interface ClaimInput {
  id?: string
  employeeId?: number
  title: string
  advanceId?: string
  lines: LineInput[]
}

export { EDITABLE } from './functions'

/** The caller's own claim, or notFound (another person's or another tenant's claim is not found). */
export async function ownClaim(db: Db, lang: Lang, who: Claimant, id: string): Promise<ExpenseClaimTable> {
  const claim = await claimRow(db, who.tenantId, id)
  if (!claim || claim.user_id !== who.userId) throw expenseError(lang, 'notFound')
  return claim
}

/** The caller's approved advance with something open, or advanceNotFound / advanceNotOpen. */
export async function openAdvance(db: Db, lang: Lang, who: Claimant, id: string) {
  const advance = await db
    .selectFrom('expense_advance')
    .selectAll()
    .where('tenant_id', '=', who.tenantId)
    .where('id', '=', id)
    .where('user_id', '=', who.userId)
    .executeTakeFirst()
  if (!advance) throw expenseError(lang, 'advanceNotFound')
  if (openFen(advance) <= 0) throw expenseError(lang, 'advanceNotOpen')
  return advance
}

/**
 * Checks the lines (categories, amounts, dates) and the policy as of `now`: a refusing finding refuses the claim
 * (policyRefused, the line and its reason); answers the amounts in fen and the number of warnings.
 */
export async function checkedLines(
  db: Db,
  lang: Lang,
  who: Claimant,
  claimId: string | null,
  lines: LineInput[],
  now: number,
) {
  const fens = checkLines(lang, lines, await categoriesOf(db, who.tenantId), now)
  const ids = lines.map((line) => line.id ?? randomUUID())
  const policyLines = lines.map((line, i) => ({
    id: ids[i],
    date: line.date,
    categoryCode: line.categoryCode,
    amount: amountOfFen(fens[i]),
  }))
  const findings = await findingsOf(db, lang, who, claimId, policyLines, now)
  let warnings = 0
  ids.forEach((id, index) => {
    for (const finding of findings.get(id) ?? []) {
      if (finding.action === 'refuse')
        throw expenseError(lang, 'policyRefused', { line: index + 1, reason: finding.message })
      warnings += 1
    }
  })
  return { ids, fens, warnings }
}

/**
 * Creates a draft claim (no id) or changes the caller's draft: title, the advance it settles, and its lines (a line
 * sent with its id keeps it; lines not sent are removed and their receipts stay on the claim without a line).
 */
export async function saveClaim(db: Db, lang: Lang, who: Claimant, input: ClaimInput, now: number): Promise<string> {
  if (input.employeeId !== undefined && input.employeeId !== who.employeeId) throw expenseError(lang, 'notForOthers')
  const old = input.id ? await ownClaim(db, lang, who, input.id) : undefined
  if (old && !(await isEditable(db, old))) throw expenseError(lang, 'notEditable')
  // A claim sent back for changes stays in its approval: the claimant sends it on from the approval centre.
  const returned = old ? await sentBack(db, old) : false
  if (input.advanceId) await openAdvance(db, lang, who, input.advanceId)
  const existing = old
    ? new Set(
        (
          await db
            .selectFrom('expense_line')
            .select('id')
            .where('tenant_id', '=', who.tenantId)
            .where('claim_id', '=', old.id)
            .execute()
        ).map((row) => row.id),
      )
    : new Set<string>()
  // A line id the claim does not hold is a new line (an id of another claim is never taken over).
  const lines = input.lines.map((line) => (line.id && existing.has(line.id) ? line : { ...line, id: undefined }))
  const { ids, fens, warnings } = await checkedLines(db, lang, who, old?.id ?? null, lines, now)
  const total = fens.reduce((sum, fen) => sum + fen, 0)
  const id = old?.id ?? randomUUID()
  await db.transaction().execute(async (trx) => {
    const fields = {
      title: input.title,
      status: returned ? ('submitted' as const) : ('draft' as const),
      total_fen: total,
      advance_id: input.advanceId ?? null,
      advance_settled_fen:
        returned && old?.advance_id === (input.advanceId ?? null)
          ? Math.min(total, Number(old.advance_settled_fen))
          : 0,
      warnings,
      organ_id: who.organId,
      updated_at: now,
    }
    if (old) {
      await trx
        .updateTable('expense_claim')
        .set(fields)
        .where('tenant_id', '=', who.tenantId)
        .where('id', '=', id)
        .execute()
      await trx.deleteFrom('expense_line').where('tenant_id', '=', who.tenantId).where('claim_id', '=', id).execute()
      let unlinked = trx
        .updateTable('expense_receipt')
        .set({ line_id: null })
        .where('tenant_id', '=', who.tenantId)
        .where('claim_id', '=', id)
      if (ids.length) unlinked = unlinked.where('line_id', 'not in', ids)
      await unlinked.execute()
    } else {
      await trx
        .insertInto('expense_claim')
        .values({
          ...fields,
          tenant_id: who.tenantId,
          id,
          user_id: who.userId,
          employee_id: who.employeeId,
          instance_id: null,
          payment_way: null,
          payroll_month: null,
          payroll_run_id: null,
          bank_batch_id: null,
          paid_at: null,
          submitted_at: null,
          created_at: now,
        })
        .execute()
    }
    if (lines.length)
      await trx
        .insertInto('expense_line')
        .values(
          lines.map((line, index) => ({
            tenant_id: who.tenantId,
            id: ids[index],
            claim_id: id,
            seq: index + 1,
            day: line.date,
            category_code: line.categoryCode,
            amount_fen: fens[index],
            description: line.description ?? '',
            project: line.project ?? '',
          })),
        )
        .execute()
  })
  return id
}
