import { describe, expect, it } from 'vitest'
import { dayOf } from './day-of'

describe('dayOf', () => {
  it('writes English ordinals and plain Chinese numbers', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map((day) => dayOf(day, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ])
    expect(dayOf(3, 'zh-CN')).toBe('3')
  })
})
