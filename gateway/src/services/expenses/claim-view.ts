import type { ClaimDetail, ClaimSummary } from './wire'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { findFile, gatewayLinkOf } from '../files'
import { categoriesOf } from './categories'
import { duplicatesByReceipt } from './duplicates'
import { isEditable } from './editable'
import { organName, namesOf } from './people'
import { findingsOf } from './policy-run'
import type { ExpenseClaimTable, ExpenseLineTable, ExpenseReceiptTable } from './tables'

/** The claim of `id` in the tenant, or undefined. */
export const claimRow = (db: Db, tenantId: number, id: string) =>
  db.selectFrom('expense_claim').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

export const linesOf = (db: Db, tenantId: number, claimId: string): Promise<ExpenseLineTable[]> =>
  db
    .selectFrom('expense_line')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('claim_id', '=', claimId)
    .orderBy('seq')
    .execute()

export const receiptsOf = (db: Db, tenantId: number, claimId: string): Promise<ExpenseReceiptTable[]> =>
  db
    .selectFrom('expense_receipt')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('claim_id', '=', claimId)
    .orderBy('created_at')
    .execute()

/** The receipt keys duplicates are looked for by. */
export const receiptKeys = (receipts: readonly ExpenseReceiptTable[]) =>
  receipts.map((r) => ({
    id: r.id,
    claimId: r.claim_id,
    sha256: r.sha256,
    invoiceNo: r.invoice_no,
    amountFen: r.amount_fen === null ? null : Number(r.amount_fen),
  }))

/** The claims' list rows: names, counts of lines and receipts, and how many receipts another claim also holds. */
export async function summariesOf(db: Db, lang: Lang, claims: ExpenseClaimTable[]): Promise<ClaimSummary[]> {
  if (claims.length === 0) return []
  const tenantId = claims[0].tenant_id
  const ids = claims.map((claim) => claim.id)
  const [lines, receipts, names] = await Promise.all([
    db
      .selectFrom('expense_line')
      .select(['claim_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('claim_id', 'in', ids)
      .groupBy('claim_id')
      .execute(),
    db
      .selectFrom('expense_receipt')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('claim_id', 'in', ids)
      .execute(),
    namesOf(
      db,
      tenantId,
      claims.map((c) => c.employee_id),
      claims.flatMap((c) => (c.organ_id === null ? [] : [c.organ_id])),
    ),
  ])
  const duplicates = await duplicatesByReceipt(db, tenantId, receiptKeys(receipts))
  const lineCount = new Map(lines.map((row) => [row.claim_id, Number(row.n)]))
  return claims.map((claim) => {
    const own = receipts.filter((r) => r.claim_id === claim.id)
    return {
      ...summaryFields(claim, lang, names),
      lineCount: lineCount.get(claim.id) ?? 0,
      receiptCount: own.length,
      duplicates: own.filter((r) => (duplicates.get(r.id) ?? []).length > 0).length,
    }
  })
}

type Names = Awaited<ReturnType<typeof namesOf>>

function summaryFields(claim: ExpenseClaimTable, lang: Lang, names: Names) {
  const total = Number(claim.total_fen)
  const settled = Number(claim.advance_settled_fen)
  return {
    id: claim.id,
    title: claim.title,
    status: claim.status,
    employeeId: claim.employee_id,
    employeeName: names.person.get(claim.employee_id)?.name ?? '',
    departmentName: organName(claim.organ_id === null ? undefined : names.organ.get(claim.organ_id), lang),
    currency: 'CNY',
    total: amountOfFen(total),
    advanceSettled: amountOfFen(settled),
    payable: amountOfFen(total - settled),
    warnings: Number(claim.warnings),
    submittedAt: claim.submitted_at === null ? null : Number(claim.submitted_at),
    paidAt: claim.paid_at === null ? null : Number(claim.paid_at),
    createdAt: Number(claim.created_at),
  }
}

/**
 * A claim in full for `viewerId`: its lines with the policy's findings (the claimant's limits), its receipts with a
 * signed link each and the other claims holding them, and where it was paid.
 */
export async function claimDetailOf(
  ctx: GatewayContext,
  lang: Lang,
  claim: ExpenseClaimTable,
  viewerId: number,
): Promise<ClaimDetail> {
  const db = ctx.db
  const tenantId = claim.tenant_id
  const [lines, receipts, categories, names, person] = await Promise.all([
    linesOf(db, tenantId, claim.id),
    receiptsOf(db, tenantId, claim.id),
    categoriesOf(db, tenantId),
    namesOf(db, tenantId, [claim.employee_id], claim.organ_id === null ? [] : [claim.organ_id]),
    db
      .selectFrom('employee')
      .leftJoin('employee_profile', (join) =>
        join
          .onRef('employee_profile.employee_id', '=', 'employee.id')
          .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id'),
      )
      .select(['employee.gangwei_id', 'employee_profile.salary_grade'])
      .where('employee.tenant_id', '=', tenantId)
      .where('employee.id', '=', claim.employee_id)
      .executeTakeFirst(),
  ])
  const policyLines = lines.map((line) => ({
    id: line.id,
    date: line.day,
    categoryCode: line.category_code,
    amount: amountOfFen(line.amount_fen),
  }))
  const policyPerson = {
    tenantId,
    employeeId: claim.employee_id,
    positionId: person?.gangwei_id ? String(person.gangwei_id) : null,
    grade: person?.salary_grade || null,
  }
  // A draft is checked as of now; a submitted claim as of when it was submitted (its dates were not future then).
  const asOf = claim.submitted_at === null ? ctx.now() : Number(claim.submitted_at)
  const [findings, duplicates] = await Promise.all([
    findingsOf(db, lang, policyPerson, claim.id, policyLines, asOf),
    duplicatesByReceipt(db, tenantId, receiptKeys(receipts)),
  ])
  const category = new Map(categories.map((c) => [c.code, c]))
  const receiptViews = []
  for (const receipt of receipts) {
    const file = await findFile(ctx, tenantId, receipt.file_id, null)
    receiptViews.push({
      id: receipt.id,
      lineId: receipt.line_id,
      fileId: receipt.file_id,
      fileName: receipt.file_name,
      type: receipt.file_type,
      size: Number(receipt.file_size),
      url: file ? gatewayLinkOf(ctx, file) : '',
      invoiceNo: receipt.invoice_no || null,
      amount: receipt.amount_fen === null ? null : amountOfFen(receipt.amount_fen),
      duplicates: duplicates.get(receipt.id) ?? [],
    })
  }
  return {
    ...summaryFields(claim, lang, names),
    lineCount: lines.length,
    receiptCount: receipts.length,
    duplicates: receiptViews.filter((r) => r.duplicates.length > 0).length,
    departmentId: claim.organ_id,
    advanceId: claim.advance_id,
    instanceId: claim.instance_id,
    lines: lines.map((line) => ({
      id: line.id,
      date: line.day,
      categoryCode: line.category_code,
      categoryNameZh: category.get(line.category_code)?.name_zh ?? line.category_code,
      categoryNameEn: category.get(line.category_code)?.name_en ?? line.category_code,
      amount: amountOfFen(line.amount_fen),
      description: line.description,
      project: line.project,
      findings: findings.get(line.id) ?? [],
    })),
    receipts: receiptViews,
    payment: {
      way: claim.payment_way,
      payrollMonth: claim.payroll_month,
      payrollRunId: claim.payroll_run_id,
      bankBatchId: claim.bank_batch_id,
      paidAt: claim.paid_at === null ? null : Number(claim.paid_at),
    },
    mine: claim.user_id === viewerId,
    editable: claim.user_id === viewerId && (await isEditable(db, claim)),
  }
}
