import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { nullable, oneOf, str } from './schema'

describe('nullable', () => {
  it('takes null beside the words of a oneOf, and still refuses other words', () => {
    const missing = nullable(oneOf(['in', 'out']))
    expect([null, 'in', 'out'].map((value) => Value.Check(missing, value))).toEqual([true, true, true])
    expect(Value.Check(missing, 'both')).toBe(false)
  })

  it('takes null beside any string', () => {
    expect([null, 'x'].map((value) => Value.Check(nullable(str()), value))).toEqual([true, true])
    expect(Value.Check(nullable(str()), 1)).toBe(false)
  })
})
