import { describe, expect, it } from 'vitest'
import { amountProblem, sumOf, yuan } from './money'

describe('amounts in yuan', () => {
  it('accepts a positive amount with at most two decimals', () => {
    expect(amountProblem('128.5')).toBeNull()
    expect(amountProblem(' 0.01 ')).toBeNull()
    expect(amountProblem('999999999999.99')).toBeNull()
  })

  it('names what is wrong with an amount typed', () => {
    expect(amountProblem('')).toBe('required')
    expect(amountProblem('12,50')).toBe('notNumber')
    expect(amountProblem('-3')).toBe('notNumber')
    expect(amountProblem('1e3')).toBe('notNumber')
    expect(amountProblem('0.00')).toBe('notPositive')
    expect(amountProblem('10.005')).toBe('decimals')
    expect(amountProblem('1000000000000')).toBe('tooLarge')
  })

  it('adds exactly, without binary fractions', () => {
    expect(sumOf(['0.1', '0.2'])).toBe('0.30')
    expect(sumOf(['1999.99', '0.01', 'abc', ''])).toBe('2000.00')
  })

  it('shows yuan with the sign, groups and two decimals', () => {
    expect(yuan('1234.5')).toBe('¥1,234.50')
    expect(yuan('0')).toBe('¥0.00')
    expect(yuan('1000000')).toBe('¥1,000,000.00')
  })
})
