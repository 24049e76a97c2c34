import { describe, expect, it } from 'vitest'
import { exceeds, formatMoney, isMoney, minusMoney, sumMoney, timesCount } from './money'

describe('money', () => {
  it('adds, multiplies and subtracts yuan exactly, where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30')
    expect(timesCount('1599.99', 3)).toBe('4799.97')
    expect(timesCount('0.07', 100)).toBe('7.00')
    expect(minusMoney('5000', sumMoney(['1599.99', '1599.99', '1799.99']))).toBe('0.03')
  })

  it('refuses a booking one fen above what is left, and allows exactly what is left', () => {
    expect(exceeds('201.51', '201.50')).toBe(true)
    expect(exceeds('201.50', '201.50')).toBe(false)
  })

  it('accepts amounts of at most two decimals and writes them with two', () => {
    expect(['0', '1599', '1599.5', '1599.50', '9999999.99'].every(isMoney)).toBe(true)
    expect(['', '-1', '1.999', '1e3', '01', '10000000', ' 1'].some(isMoney)).toBe(false)
    expect(formatMoney('1599.5')).toBe('1599.50')
  })
})
