import type { Db } from '../../core/db/types'

/** A receipt as duplicates are looked for: its claim, file hash, invoice number ('' when none) and amount (fen). */
export interface ReceiptKey {
  id: string
  claimId: string
  sha256: string
  invoiceNo: string
  amountFen: number | null
}

export interface OtherReceipt extends ReceiptKey {
  claimTitle: string
}

export interface Duplicate {
  claimId: string
  claimTitle: string
  reason: 'hash' | 'invoice'
}

/** Claims whose receipts count as "used": every claim but a rejected or withdrawn one. */
export const LIVE_STATUSES = ['draft', 'submitted', 'approved', 'paid'] as const

/** An invoice number as compared: without spaces, upper case ('' when none). */
export const invoiceKey = (invoiceNo: string) => invoiceNo.replace(/\s+/g, '').toUpperCase()

/**
 * The other claims holding the same receipt: the same file (SHA-256), or the same invoice number with the same amount.
 * One entry per other claim (by hash first); receipts of the same claim never count.
 */
export function duplicatesOf(receipt: ReceiptKey, others: readonly OtherReceipt[]): Duplicate[] {
  const found = new Map<string, Duplicate>()
  const invoice = invoiceKey(receipt.invoiceNo)
  for (const other of others) {
    if (other.claimId === receipt.claimId) continue
    const sameFile = other.sha256 === receipt.sha256
    const sameInvoice =
      invoice !== '' &&
      invoiceKey(other.invoiceNo) === invoice &&
      receipt.amountFen !== null &&
      other.amountFen !== null &&
      Number(other.amountFen) === Number(receipt.amountFen)
    if (!sameFile && !sameInvoice) continue
    const known = found.get(other.claimId)
    if (known?.reason === 'hash') continue
    found.set(other.claimId, {
      claimId: other.claimId,
      claimTitle: other.claimTitle,
      reason: sameFile ? 'hash' : 'invoice',
    })
  }
  return [...found.values()]
}

/** The duplicates of each receipt of a claim among the tenant's other live claims, by receipt id. */
export async function duplicatesByReceipt(
  db: Db,
  tenantId: number,
  receipts: readonly ReceiptKey[],
): Promise<Map<string, Duplicate[]>> {
  const result = new Map<string, Duplicate[]>()
  if (receipts.length === 0) return result
  const hashes = [...new Set(receipts.map((r) => r.sha256))]
  const invoices = [...new Set(receipts.map((r) => invoiceKey(r.invoiceNo)).filter((key) => key !== ''))]
  const claimIds = [...new Set(receipts.map((r) => r.claimId))]
  const rows = await db
    .selectFrom('expense_receipt')
    .innerJoin('expense_claim', (join) =>
      join
        .onRef('expense_claim.tenant_id', '=', 'expense_receipt.tenant_id')
        .onRef('expense_claim.id', '=', 'expense_receipt.claim_id'),
    )
    .select([
      'expense_receipt.id',
      'expense_receipt.claim_id',
      'expense_receipt.sha256',
      'expense_receipt.invoice_no',
      'expense_receipt.amount_fen',
      'expense_claim.title',
    ])
    .where('expense_receipt.tenant_id', '=', tenantId)
    .where('expense_receipt.claim_id', 'not in', claimIds)
    .where('expense_claim.status', 'in', [...LIVE_STATUSES])
    .where((eb) =>
      eb.or([
        eb('expense_receipt.sha256', 'in', hashes),
        ...(invoices.length ? [eb('expense_receipt.invoice_no', 'in', invoices)] : []),
      ]),
    )
    .execute()
  const others: OtherReceipt[] = rows.map((row) => ({
    id: row.id,
    claimId: row.claim_id,
    sha256: row.sha256,
    invoiceNo: row.invoice_no,
    amountFen: row.amount_fen === null ? null : Number(row.amount_fen),
    claimTitle: row.title,
  }))
  for (const receipt of receipts) result.set(receipt.id, duplicatesOf(receipt, others))
  return result
}
