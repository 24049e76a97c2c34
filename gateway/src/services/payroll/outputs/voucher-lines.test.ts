import { describe, expect, it } from 'vitest'
import { SAMPLE_DETAIL, SAMPLE_FEN } from '../payslip/testing'
import type { LineDetail } from '../types'
import { voucherOf, voucherTotals } from './voucher'
import { defaultAccount, VOUCHER_ENTRIES, type VoucherAccounts } from './voucher-accounts'

const ACCOUNTS: VoucherAccounts = {
  entries: Object.fromEntries(
    VOUCHER_ENTRIES.map((entry) => [entry, { ...defaultAccount(entry, 'zh'), isDefault: true }]),
  ) as VoucherAccounts['entries'],
  items: new Map([['meal', { code: '6601', name: '销售费用' }]]),
}
const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`)
/** A correction's reversal of the sample line: every amount negated. */
const REVERSED: LineDetail = {
  ...SAMPLE_DETAIL,
  items: SAMPLE_DETAIL.items.map((item) => ({ ...item, amount: negate(item.amount) })),
  insurance: SAMPLE_DETAIL.insurance.map((share) => ({
    ...share,
    employee: negate(share.employee),
    employer: negate(share.employer),
  })),
}

describe('the voucher of run lines', () => {
  it("takes an item's own account and leaves the others on the expense account", () => {
    const lines = voucherOf(
      [{ cost_centre: 'CC-1', detail: JSON.stringify(SAMPLE_DETAIL), tax_fen: SAMPLE_FEN.tax }],
      ACCOUNTS,
      'zh',
      '2026-03',
    )
    expect(lines.find((line) => line.summary === '2026-03 餐补')).toMatchObject({
      side: 'debit',
      account: { code: '6601' },
      fen: 100_000,
    })
    expect(lines.find((line) => line.summary === '2026-03 基本工资')).toMatchObject({ account: { code: '6602' } })
    expect(lines.find((line) => line.summary === '2026-03 实发工资')).toMatchObject({
      side: 'credit',
      fen: SAMPLE_FEN.net,
    })
  })

  it('writes a reversal on the same sides with negative amounts (red ink) and still balances, to nothing with the original', () => {
    const original = { cost_centre: 'CC-1', detail: JSON.stringify(SAMPLE_DETAIL), tax_fen: SAMPLE_FEN.tax }
    const reversal = { cost_centre: 'CC-1', detail: JSON.stringify(REVERSED), tax_fen: -SAMPLE_FEN.tax }
    const reversed = voucherOf([reversal], ACCOUNTS, 'en', '2026-03')
    const totals = voucherTotals(reversed)
    expect(totals.debit).toBe(-(SAMPLE_FEN.gross + SAMPLE_FEN.employer))
    expect(totals.credit).toBe(totals.debit)
    expect(reversed.find((line) => line.summary === '2026-03 Net pay')).toMatchObject({
      side: 'credit',
      fen: -SAMPLE_FEN.net,
    })
    // Both runs in one voucher: every line nets to nothing and drops out.
    expect(voucherOf([original, reversal], ACCOUNTS, 'en', '2026-03')).toEqual([])
  })
})
