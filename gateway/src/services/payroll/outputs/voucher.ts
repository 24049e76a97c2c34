import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { fenOf, moneyOf } from '../../../core/money'
import type { InsuranceKind, LineDetail } from '../types'
import type { Account, VoucherAccounts } from './voucher-accounts'
import { voucherWord } from './voucher-texts'

/** One line of a voucher: a debit or a credit of an account for one cost centre, with what it is for. */
export interface VoucherLine {
  side: 'debit' | 'credit'
  account: Account
  costCentre: string
  summary: string
  fen: number
}

/** A run's line as the voucher reads it. */
export interface RunLine {
  cost_centre: string
  detail: string
  tax_fen: number
}

/**
 * The voucher of a run's lines, summed per account, cost centre and purpose: each earning and employer item debits its
 * expense account (an employer item also credits employerPayable), a deduction credits it; each fund's employer share
 * debits `expense` and credits employerPayable, its employee share credits employeeInsurance; the tax withheld credits
 * `tax`, the net pay `net`. Each person's net pay is what their debits leave after their other credits (the run's own
 * net pay, as the run computes it: gross less deductions, contributions and tax), so the debits equal the credits to the fen. Debits first, each side by cost centre.
 */
export function voucherOf(lines: RunLine[], accounts: VoucherAccounts, lang: Lang, month: string): VoucherLine[] {
  const sums = new Map<string, VoucherLine>()
  const add = (side: VoucherLine['side'], account: Account, costCentre: string, summary: string, fen: number) => {
    if (fen === 0) return
    const key = JSON.stringify([side, account.code, account.name, costCentre, summary])
    const line = sums.get(key)
    if (line) line.fen += fen
    else sums.set(key, { side, account, costCentre, summary: `${month} ${summary}`, fen })
  }
  const { entries } = accounts
  const kindName = (kind: InsuranceKind) => voucherWord(lang, kind)
  for (const line of lines) {
    const detail = JSON.parse(line.detail) as LineDetail
    const centre = line.cost_centre
    let debits = 0
    let credits = 0
    for (const item of detail.items) {
      const fen = fenOf(moneyOf(item.amount))
      const account = accounts.items.get(item.code) ?? entries.expense
      const name = lang === 'en' ? item.nameEn || item.nameZh : item.nameZh
      if (item.kind === 'deduction') {
        add('credit', account, centre, name, fen)
        credits += fen
        continue
      }
      add('debit', account, centre, name, fen)
      debits += fen
      if (item.kind === 'employer') {
        add('credit', entries.employerPayable, centre, name, fen)
        credits += fen
      }
    }
    for (const share of detail.insurance) {
      const employer = fenOf(moneyOf(share.employer))
      const employee = fenOf(moneyOf(share.employee))
      add(
        'debit',
        entries.expense,
        centre,
        voucherWord(lang, 'employerShare', { kind: kindName(share.kind) }),
        employer,
      )
      add(
        'credit',
        entries.employerPayable,
        centre,
        voucherWord(lang, 'employerShare', { kind: kindName(share.kind) }),
        employer,
      )
      add(
        'credit',
        entries.employeeInsurance,
        centre,
        voucherWord(lang, 'employeeShare', { kind: kindName(share.kind) }),
        employee,
      )
      debits += employer
      credits += employer + employee
    }
    const tax = Number(line.tax_fen)
    add('credit', entries.tax, centre, voucherWord(lang, 'taxWithheld'), tax)
    add('credit', entries.net, centre, voucherWord(lang, 'netPay'), debits - credits - tax)
  }
  // Lines that sum to nothing (a recovery against a payment of the same purpose) are left out; the sort is stable, so
  // within a side and cost centre the lines keep the order they first appeared in.
  return [...sums.values()]
    .filter((line) => line.fen !== 0)
    .sort((a, b) => (a.side === b.side ? 0 : a.side === 'debit' ? -1 : 1) || a.costCentre.localeCompare(b.costCentre))
}

/** The voucher's debit and credit totals in fen. */
export const voucherTotals = (lines: VoucherLine[]) => ({
  debit: lines.filter((line) => line.side === 'debit').reduce((sum, line) => sum + line.fen, 0),
  credit: lines.filter((line) => line.side === 'credit').reduce((sum, line) => sum + line.fen, 0),
})

/** The run's lines of a final (locked or published) run, every cost centre. */
export const runLinesOf = (db: Db, tenantId: number, runId: number): Promise<RunLine[]> =>
  db
    .selectFrom('salary_line')
    .select(['cost_centre', 'detail', 'tax_fen'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .orderBy('employee_id')
    .execute()
