import { describe, expect, it } from 'vitest'
import { readTours } from './tours'

describe('tour catalogue', () => {
  it('keeps complete tours and uses the Chinese name when there is no English one', () => {
    expect(readTours({ rows: [{ id: 1, name: '黄山三日游', nameEn: '', price: 1599, days: 3 }] })).toEqual([
      { id: 1, name: '黄山三日游', nameEn: '黄山三日游', price: 1599, days: 3 },
    ])
  })

  it('drops tours without a price or a number of days', () => {
    expect(readTours({ rows: [{ id: 2, name: 'x', price: '899', days: 2 }, { id: 3, name: 'y', price: 1 }] })).toEqual([])
  })

  it('rejects an answer without rows', () => {
    expect(() => readTours({})).toThrow(/expected shape/)
  })
})
