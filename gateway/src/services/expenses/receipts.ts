import { createHash, randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { findFile } from '../files'
import { ownClaim } from './claim-write'
import { isEditable } from './editable'
import { invoiceKey } from './duplicates'
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from './functions'
import { amountFen } from './line-check'
import type { Claimant } from './people'
import { expenseError } from './texts'

/** The SHA-256 of a stored file, read as a stream chunk by chunk (the event loop stays free between chunks). */
async function sha256Of(ctx: GatewayContext, path: string): Promise<string | undefined> {
  try {
    const hash = createHash('sha256')
    for await (const chunk of await ctx.integrations.files.store.get(path)) hash.update(chunk as Buffer)
    return hash.digest('hex')
  } catch {
    return undefined
  }
}

/**
 * Attaches one of the caller's uploads (file centre) to their draft claim as a receipt, on one of its lines or none:
 * a JPEG, PNG or PDF by its content (the type the file centre sniffed), not empty, at most 10 MiB; the invoice number
 * and amount when given (duplicates are found by them and by the file's hash). Answers the receipt's id.
 */
export async function addReceipt(
  ctx: GatewayContext,
  lang: Lang,
  who: Claimant,
  input: { claimId: string; fileId: string; lineId?: string; invoiceNo?: string; amount?: string },
): Promise<string> {
  const claim = await ownClaim(ctx.db, lang, who, input.claimId)
  if (!(await isEditable(ctx.db, claim))) throw expenseError(lang, 'notEditable')
  const file = await findFile(ctx, who.tenantId, input.fileId, who.userId)
  if (file?.kind !== 'upload') throw expenseError(lang, 'fileNotFound')
  if (Number(file.size) === 0) throw expenseError(lang, 'receiptEmpty')
  if (Number(file.size) > RECEIPT_MAX_BYTES)
    throw expenseError(lang, 'receiptTooLarge', { max: RECEIPT_MAX_BYTES / 1024 / 1024 })
  if (!RECEIPT_TYPES.includes(file.type)) throw expenseError(lang, 'receiptType')
  const amount = input.amount === undefined || input.amount === '' ? null : amountFen(lang, input.amount)
  const line = input.lineId
    ? await ctx.db
        .selectFrom('expense_line')
        .select('id')
        .where('tenant_id', '=', who.tenantId)
        .where('claim_id', '=', claim.id)
        .where('id', '=', input.lineId)
        .executeTakeFirst()
    : undefined
  const sha256 = await sha256Of(ctx, file.path)
  if (!sha256) throw expenseError(lang, 'fileNotFound')
  const id = randomUUID()
  await ctx.db
    .insertInto('expense_receipt')
    .values({
      tenant_id: who.tenantId,
      id,
      claim_id: claim.id,
      line_id: line?.id ?? null,
      file_id: file.id,
      file_name: file.name,
      file_type: file.type,
      file_size: Number(file.size),
      sha256,
      invoice_no: invoiceKey(input.invoiceNo ?? '').slice(0, 40),
      amount_fen: amount,
      created_at: ctx.now(),
    })
    .execute()
  return id
}

/** Removes a receipt from the caller's draft claim. */
export async function removeReceipt(ctx: GatewayContext, lang: Lang, who: Claimant, id: string): Promise<number> {
  const receipt = await ctx.db
    .selectFrom('expense_receipt')
    .innerJoin('expense_claim', (join) =>
      join
        .onRef('expense_claim.tenant_id', '=', 'expense_receipt.tenant_id')
        .onRef('expense_claim.id', '=', 'expense_receipt.claim_id'),
    )
    .select([
      'expense_receipt.id',
      'expense_claim.tenant_id',
      'expense_claim.status',
      'expense_claim.instance_id',
      'expense_claim.user_id',
    ])
    .where('expense_receipt.tenant_id', '=', who.tenantId)
    .where('expense_receipt.id', '=', id)
    .executeTakeFirst()
  if (!receipt || receipt.user_id !== who.userId) throw expenseError(lang, 'receiptNotFound')
  if (!(await isEditable(ctx.db, receipt))) throw expenseError(lang, 'notEditable')
  await ctx.db.deleteFrom('expense_receipt').where('tenant_id', '=', who.tenantId).where('id', '=', id).execute()
  return 1
}
