import { describe, expect, it } from 'vitest'
import { severanceTax } from './severance-tax'

// 财税〔2018〕164号 art. 5(1): up to 3 × the local average annual wage exempt, the excess taxed on its own by the annual
// table. Worked by hand from the rules file's rate table.

describe('the tax of a compensation for ending a labour contract', () => {
  it('exempts a compensation within 3 × the local average annual wage', () => {
    expect(severanceTax('100000.00', '80000.00')).toEqual({
      exemptLimit: '240000.00',
      exempt: '100000.00',
      taxable: '0.00',
      rate: '0.00',
      tax: '0.00',
    })
  })

  it('taxes the excess alone by the annual table: 300,000 over a 240,000 limit is 60,000 × 10 % − 2,520 = 3,480', () => {
    expect(severanceTax('300000.00', '80000.00')).toEqual({
      exemptLimit: '240000.00',
      exempt: '240000.00',
      taxable: '60000.00',
      rate: '0.10',
      tax: '3480.00',
    })
  })

  it('reaches the higher brackets: 1,000,000 over a 300,000 limit is 700,000 × 35 % − 85,920 = 159,080', () => {
    expect(severanceTax('1000000.00', '100000.00').tax).toBe('159080.00')
  })

  it('taxes a small excess at 3 % to the fen: 240,100.50 over 240,000 is 3.02', () => {
    expect(severanceTax('240100.50', '80000.00').tax).toBe('3.02')
  })
})
