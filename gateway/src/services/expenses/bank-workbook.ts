import ExcelJS from 'exceljs'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { recordBankAccountsOf } from '../people'
import { namesOf } from './people'
import { payableFen } from './payable'
import { expenseError, word } from './texts'

/**
 * A reimbursement bank file as an .xlsx workbook: one transfer per person (the payables of their claims in the file
 * added up) to the bank account on their staff record, then the total; amounts as exact decimal text.
 */
export async function bankWorkbook(db: Db, lang: Lang, tenantId: number, batchId: string): Promise<Buffer> {
  const batch = await db
    .selectFrom('expense_bank_batch')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', batchId)
    .executeTakeFirst()
  if (!batch) throw expenseError(lang, 'batchNotFound')
  const claims = await db
    .selectFrom('expense_claim')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bank_batch_id', '=', batchId)
    .execute()
  const byPerson = new Map<number, number>()
  for (const claim of claims)
    byPerson.set(claim.employee_id, (byPerson.get(claim.employee_id) ?? 0) + payableFen(claim))
  const ids = [...byPerson.keys()].sort((a, b) => a - b)
  const [names, accounts] = await Promise.all([namesOf(db, tenantId, ids, []), recordBankAccountsOf(db, tenantId, ids)])
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(word(lang, 'reimbursement'))
  const head = (['jobNumber', 'name', 'bankName', 'account', 'amount', 'purpose'] as const).map((key) =>
    word(lang, key),
  )
  sheet.addRow(head).font = { bold: true }
  for (const id of ids) {
    const person = names.person.get(id)
    const account = accounts.get(id)
    sheet.addRow([
      person?.job_number ?? '',
      person?.name ?? '',
      account?.bankName ?? '',
      account?.account ?? word(lang, 'noAccount'),
      amountOfFen(byPerson.get(id) ?? 0),
      word(lang, 'reimbursement'),
    ])
  }
  sheet.addRow([word(lang, 'total'), '', '', '', amountOfFen(batch.total_fen), '']).font = { bold: true }
  sheet.columns.forEach((column) => {
    column.width = 20
  })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await book.xlsx.writeBuffer())
}
