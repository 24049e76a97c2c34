import { describe, expect, it } from 'vitest'
import { Money } from '../../core/money'
import { labourWithholding } from './labour'

const taxOf = (income: string) => labourWithholding(new Money(income)).tax

describe('labourWithholding (劳务报酬, 预扣率表二)', () => {
  it('takes 800 off a payment of up to 4,000 and taxes the rest at 20 %: 2,000 → 240', () => {
    expect(labourWithholding(new Money('2000'))).toEqual({
      income: '2000.00',
      taxable: '1200.00',
      rate: '0.20',
      quickDeduction: '0.00',
      tax: '240.00',
    })
  })

  it('takes 20 % off a payment above 4,000: 6,000 → 4,800 taxable → 960', () => {
    expect(labourWithholding(new Money('6000'))).toMatchObject({ taxable: '4800.00', tax: '960.00' })
  })

  it('taxes a taxable amount above 50,000 at 40 % less 7,000: 60,000 → 48,000 taxable at 30 % less 2,000 → 12,400', () => {
    expect(labourWithholding(new Money('60000'))).toMatchObject({
      taxable: '48000.00',
      rate: '0.30',
      quickDeduction: '2000.00',
      tax: '12400.00',
    })
    expect(labourWithholding(new Money('100000'))).toMatchObject({ taxable: '80000.00', rate: '0.40', tax: '25000.00' })
  })

  it('switches from 800 to 20 % off just above 4,000 (4,000 → 640; 4,000.01 → 640.00 by half-up rounding)', () => {
    expect(labourWithholding(new Money('4000'))).toMatchObject({ taxable: '3200.00', tax: '640.00' })
    expect(labourWithholding(new Money('4000.01'))).toMatchObject({ taxable: '3200.01', tax: '640.00' })
    expect(taxOf('4000.04')).toBe('640.01')
  })

  it('keeps 20 % up to a taxable 20,000 (25,000) and 30 % up to a taxable 50,000 (62,500), 40 % just above', () => {
    expect(labourWithholding(new Money('25000'))).toMatchObject({ taxable: '20000.00', rate: '0.20', tax: '4000.00' })
    expect(labourWithholding(new Money('25000.02'))).toMatchObject({ rate: '0.30', tax: '4000.00' })
    expect(labourWithholding(new Money('62500'))).toMatchObject({ taxable: '50000.00', rate: '0.30', tax: '13000.00' })
    expect(labourWithholding(new Money('62500.02'))).toMatchObject({ rate: '0.40', tax: '13000.01' })
  })

  it('withholds nothing on 800 or less and on nothing', () => {
    expect(taxOf('800')).toBe('0.00')
    expect(taxOf('500')).toBe('0.00')
    expect(taxOf('0')).toBe('0.00')
    expect(taxOf('800.05')).toBe('0.01')
  })

  it('refuses a negative payment (a caller’s mistake)', () => {
    expect(() => labourWithholding(new Money('-1'))).toThrow()
  })
})
