import { randomUUID } from 'node:crypto'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { payableFen } from './payable'
import { chinaDay } from './policy-run'
import type { ExpenseClaimTable } from './tables'
import { expenseError } from './texts'

export { payableFen } from './payable'

/** The tenant's claims of `ids`, each approved and not yet put to payroll or a bank file; else notFound / notPayable. */
async function payableClaims(db: Db, lang: Lang, tenantId: number, ids: string[]): Promise<ExpenseClaimTable[]> {
  const unique = [...new Set(ids)]
  const rows = await db
    .selectFrom('expense_claim')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', unique)
    .execute()
  if (rows.length !== unique.length) throw expenseError(lang, 'notFound')
  const unpaid = rows.find((row) => row.status !== 'approved' || row.payment_way !== null)
  if (unpaid) throw expenseError(lang, 'notPayable', { title: unpaid.title })
  return rows
}

/** The earliest payroll month expenses may go into: last month (its payroll is commonly run in this one). */
export function earliestPayrollMonth(now: number): string {
  const [year, month] = chinaDay(now).slice(0, 7).split('-').map(Number)
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

/**
 * Puts approved claims into the payroll of `month` (last month or later): that month's run carries each one's payable
 * as a non-taxable reimbursement (payroll-due.ts) and marks it paid when the run is locked.
 */
export async function toPayroll(db: Db, lang: Lang, tenantId: number, ids: string[], month: string, now: number) {
  if (month < earliestPayrollMonth(now)) throw expenseError(lang, 'badMonth')
  return db.transaction().execute(async (trx) => {
    const claims = await payableClaims(trx, lang, tenantId, ids)
    await trx
      .updateTable('expense_claim')
      .set({ payment_way: 'payroll', payroll_month: month, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where(
        'id',
        'in',
        claims.map((c) => c.id),
      )
      .execute()
    const total = claims.reduce((sum, claim) => sum + payableFen(claim), 0)
    return { count: claims.length, total: amountOfFen(total) }
  })
}

/** Makes a reimbursement bank file of approved claims: they are paid now, by it. Answers the file's id. */
export async function toBank(db: Db, lang: Lang, tenantId: number, ids: string[], actorId: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const claims = await payableClaims(trx, lang, tenantId, ids)
    const id = randomUUID()
    const total = claims.reduce((sum, claim) => sum + payableFen(claim), 0)
    await trx
      .insertInto('expense_bank_batch')
      .values({ tenant_id: tenantId, id, count: claims.length, total_fen: total, created_by: actorId, created_at: now })
      .execute()
    await trx
      .updateTable('expense_claim')
      .set({ status: 'paid', payment_way: 'bank', bank_batch_id: id, paid_at: now, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where(
        'id',
        'in',
        claims.map((c) => c.id),
      )
      .execute()
    return id
  })
}

/** The bank files of the tenant, newest first, with their maker's name. */
export async function batchViews(db: Db, tenantId: number, page: number, rows: number) {
  const base = db.selectFrom('expense_bank_batch').where('expense_bank_batch.tenant_id', '=', tenantId)
  const [count, found] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .leftJoin('app_user', 'app_user.id', 'expense_bank_batch.created_by')
      .selectAll('expense_bank_batch')
      .select('app_user.real_name')
      .orderBy('expense_bank_batch.created_at', 'desc')
      .limit(rows)
      .offset((page - 1) * rows)
      .execute(),
  ])
  return {
    total: Number(count?.n ?? 0),
    rows: found.map((batch) => ({
      id: batch.id,
      count: Number(batch.count),
      total: amountOfFen(batch.total_fen),
      createdAt: Number(batch.created_at),
      createdByName: batch.real_name ?? '',
    })),
  }
}
