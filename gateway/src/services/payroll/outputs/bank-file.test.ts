import { describe, expect, it } from 'vitest'
import { bankCsv } from './bank-file'
import { DEFAULT_LAYOUT } from './bank-layout'

const account = { bankName: 'Bank;=1+1', account: '6222 0000' }

describe('the bank transfer file', () => {
  it('neutralises a formula at every field start of a cell, not only its first character, in every separator', () => {
    for (const separator of [',', ';', '|', '\t'] as const) {
      const text = bankCsv(
        'en',
        { ...DEFAULT_LAYOUT, separator, header: false, columns: ['name', 'bankName', 'amount'] },
        '2026-01',
        [{ jobNumber: 'E1', name: `Ann${separator}@SUM(A1)`, net: '100.00', fen: 10_000, account }],
      )
      expect(text).toBe(`${[`"Ann${separator}'@SUM(A1)"`, `"Bank;'=1+1"`, '100.00'].join(separator)}\r\n`)
    }
  })

  it('writes the amount as the number it is, negative too', () => {
    const text = bankCsv('en', { ...DEFAULT_LAYOUT, header: false, columns: ['jobNumber', 'amount'] }, '2026-01', [
      { jobNumber: '-E1', name: '', net: '-5.00', fen: -500, account },
    ])
    expect(text).toBe("'-E1,-5.00\r\n")
  })
})
