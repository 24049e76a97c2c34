import { describe, expect, it } from 'vitest'
import { drop, MAX_ALIVE, touch, warm } from './pool'

describe('iframe pool', () => {
  it('keeps at most five apps and evicts the least recently used', () => {
    let alive: string[] = []
    const evicted: string[] = []
    for (const code of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const result = touch(alive, code)
      alive = result.alive
      evicted.push(...result.evicted)
    }
    expect(MAX_ALIVE).toBe(5)
    expect(alive).toEqual(['b', 'c', 'd', 'e', 'f'])
    expect(evicted).toEqual(['a'])
  })

  it('moves a used app to the most recent place without evicting', () => {
    expect(touch(['a', 'b', 'c', 'd', 'e'], 'a')).toEqual({
      alive: ['b', 'c', 'd', 'e', 'a'],
      evicted: [],
      forced: false,
    })
  })

  it('evicts the app used longest ago, not the one opened first', () => {
    const { alive } = touch(['a', 'b', 'c', 'd', 'e'], 'a')
    expect(touch(alive, 'f')).toEqual({ alive: ['c', 'd', 'e', 'a', 'f'], evicted: ['b'], forced: false })
  })

  it('skips apps with unsaved changes and evicts the oldest clean one instead', () => {
    const dirty = new Set(['a', 'b'])
    expect(touch(['a', 'b', 'c', 'd', 'e'], 'f', 5, (c) => dirty.has(c))).toEqual({
      alive: ['a', 'b', 'd', 'e', 'f'],
      evicted: ['c'],
      forced: false,
    })
  })

  it('evicts a dirty app only when every other app is dirty, and says so', () => {
    expect(touch(['a', 'b', 'c', 'd', 'e'], 'f', 5, () => true)).toEqual({
      alive: ['b', 'c', 'd', 'e', 'f'],
      evicted: ['a'],
      forced: true,
    })
  })

  it('prewarms an app as the least recently used, never beyond the pool', () => {
    expect(warm(['a', 'b'], 'c')).toEqual(['c', 'a', 'b'])
    expect(warm(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(warm(['a'], 'a')).toEqual(['a'])
  })

  it('drops a closed app', () => {
    expect(drop(['a', 'b'], 'a')).toEqual(['b'])
  })
})
