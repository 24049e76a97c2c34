import { describe, expect, it } from 'vitest'
import { drop, MAX_ALIVE, touch } from './pool'

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
    expect(touch(['a', 'b', 'c', 'd', 'e'], 'a')).toEqual({ alive: ['b', 'c', 'd', 'e', 'a'], evicted: [] })
  })

  it('evicts the app used longest ago, not the one opened first', () => {
    const { alive } = touch(['a', 'b', 'c', 'd', 'e'], 'a')
    expect(touch(alive, 'f')).toEqual({ alive: ['c', 'd', 'e', 'a', 'f'], evicted: ['b'] })
  })

  it('drops a closed app', () => {
    expect(drop(['a', 'b'], 'a')).toEqual(['b'])
  })
})
