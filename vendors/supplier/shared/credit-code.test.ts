import { describe, expect, it } from 'vitest'
import { creditCodeCheck, isCreditCode } from './credit-code'

describe('unified social credit code', () => {
  it("computes the check character of the standard's worked example (91350100M000100Y4 → 3)", () => {
    expect(creditCodeCheck('91350100M000100Y4')).toBe('3')
    expect(isCreditCode('91350100M000100Y43')).toBe(true)
  })

  it('refuses the worked example with its wrong check character Z', () => {
    expect(isCreditCode('91350100M000100Y4Z')).toBe(false)
  })

  it('writes a remainder of 0 as the check character 0, and a letter check as a letter', () => {
    const zero = Array.from({ length: 31 }, (_, i) => `9131000007${String(i).padStart(7, '0')}`).find(
      (p) => creditCodeCheck(p) === '0',
    )!
    expect(isCreditCode(`${zero}0`)).toBe(true)
    const letter = Array.from({ length: 31 }, (_, i) => `9131000007${String(i).padStart(7, '0')}`).find((p) =>
      /[A-Z]/.test(creditCodeCheck(p)),
    )!
    expect(isCreditCode(`${letter}${creditCodeCheck(letter)}`)).toBe(true)
  })

  it('refuses wrong lengths, letters the standard leaves out and a region code with letters', () => {
    expect(isCreditCode('91350100M000100Y4')).toBe(false)
    expect(isCreditCode('91350100M000100Y433')).toBe(false)
    expect(isCreditCode('91350100I000100Y43')).toBe(false)
    expect(isCreditCode('913501A0M000100Y43')).toBe(false)
    expect(isCreditCode('91350100m000100y43')).toBe(false)
  })
})
