import { describe, expect, it } from 'vitest'
import { duplicatesOf, invoiceKey, type OtherReceipt, type ReceiptKey } from './duplicates'

const mine: ReceiptKey = { id: 'r1', claimId: 'c1', sha256: 'a'.repeat(64), invoiceNo: '0440 1234', amountFen: 12_345 }
const other = (over: Partial<OtherReceipt>): OtherReceipt => ({
  id: 'r2',
  claimId: 'c2',
  claimTitle: 'March trip',
  sha256: 'b'.repeat(64),
  invoiceNo: '',
  amountFen: null,
  ...over,
})

describe('duplicate receipts', () => {
  it('flags the same file in another claim by its hash', () => {
    expect(duplicatesOf(mine, [other({ sha256: mine.sha256 })])).toEqual([
      { claimId: 'c2', claimTitle: 'March trip', reason: 'hash' },
    ])
  })

  it('flags the same invoice number with the same amount, whatever its spaces and case', () => {
    expect(duplicatesOf(mine, [other({ invoiceNo: '04401234', amountFen: 12_345 })])).toEqual([
      { claimId: 'c2', claimTitle: 'March trip', reason: 'invoice' },
    ])
    expect(invoiceKey(' ab 12 ')).toBe('AB12')
  })

  it('does not flag the same invoice number with another amount, or no invoice number at all', () => {
    expect(duplicatesOf(mine, [other({ invoiceNo: '04401234', amountFen: 12_300 })])).toEqual([])
    const noInvoice = { ...mine, invoiceNo: '' }
    expect(duplicatesOf(noInvoice, [other({ invoiceNo: '', amountFen: 12_345 })])).toEqual([])
  })

  it('never counts receipts of the same claim', () => {
    expect(duplicatesOf(mine, [other({ claimId: 'c1', sha256: mine.sha256 })])).toEqual([])
  })

  it('names each other claim once, by hash when both match', () => {
    const found = duplicatesOf(mine, [
      other({ id: 'r2', invoiceNo: '04401234', amountFen: 12_345 }),
      other({ id: 'r3', sha256: mine.sha256 }),
      other({ id: 'r4', claimId: 'c3', claimTitle: 'April', sha256: mine.sha256 }),
    ])
    expect(found).toEqual([
      { claimId: 'c2', claimTitle: 'March trip', reason: 'hash' },
      { claimId: 'c3', claimTitle: 'April', reason: 'hash' },
    ])
  })
})
