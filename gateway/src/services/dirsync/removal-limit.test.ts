import { describe, expect, it } from 'vitest'
import { DEFAULT_REMOVAL_LIMIT, reachesLimit } from './removal-limit'

describe('the offboarding limit', () => {
  it('is reached, by default, at twenty people or at a tenth of the staff, as a mass layoff is', () => {
    expect(reachesLimit(19, 1000, DEFAULT_REMOVAL_LIMIT)).toBe(false)
    expect(reachesLimit(20, 1000, DEFAULT_REMOVAL_LIMIT)).toBe(true)
    expect(reachesLimit(23, 240, DEFAULT_REMOVAL_LIMIT)).toBe(true)
    expect(reachesLimit(3, 40, DEFAULT_REMOVAL_LIMIT)).toBe(false)
    expect(reachesLimit(4, 40, DEFAULT_REMOVAL_LIMIT)).toBe(true)
  })

  it("is never reached by a sync that offboards nobody, and follows the tenant's own numbers", () => {
    expect(reachesLimit(0, 0, DEFAULT_REMOVAL_LIMIT)).toBe(false)
    expect(reachesLimit(3, 1000, { people: 3, percent: 100 })).toBe(true)
    expect(reachesLimit(50, 1000, { people: 100, percent: 10 })).toBe(false)
  })
})
