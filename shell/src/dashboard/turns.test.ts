import { describe, expect, it, vi } from 'vitest'
import { createHeadStart, createTurns } from './turns'

describe('starts in turn', () => {
  it('runs the first at once and each next only in a later task, in order', () => {
    const tasks: Array<() => void> = []
    const inTurn = createTurns((next) => tasks.push(next))
    const ran: string[] = []
    inTurn(() => ran.push('a'))
    inTurn(() => ran.push('b'))
    inTurn(() => ran.push('c'))
    expect(ran).toEqual(['a'])
    tasks.shift()!()
    expect(ran).toEqual(['a', 'b'])
    tasks.shift()!()
    tasks.shift()!()
    expect(ran).toEqual(['a', 'b', 'c'])
    // All taken: the next start runs at once again.
    for (const task of tasks.splice(0)) task()
    inTurn(() => ran.push('d'))
    expect(ran).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('a head start for the first of a batch', () => {
  it('holds the turn after the first until it is released, then goes on one per task', () => {
    vi.useFakeTimers()
    try {
      const { hold, release } = createHeadStart(300)
      const inTurn = createTurns((next) => void setTimeout(next, 0), hold)
      const ran: string[] = []
      for (const name of ['a', 'b', 'c']) inTurn(() => ran.push(name))
      expect(ran).toEqual(['a'])
      vi.advanceTimersByTime(100)
      expect(ran).toEqual(['a'])
      release()
      vi.advanceTimersToNextTimer()
      expect(ran).toEqual(['a', 'b'])
      vi.advanceTimersToNextTimer()
      expect(ran).toEqual(['a', 'b', 'c'])
      // A release with nothing held does nothing.
      release()
      vi.advanceTimersByTime(1000)
      expect(ran).toEqual(['a', 'b', 'c'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets the others go after the longest wait when the first never shows', () => {
    vi.useFakeTimers()
    try {
      const { hold } = createHeadStart(300)
      const inTurn = createTurns((next) => void setTimeout(next, 0), hold)
      const ran: string[] = []
      for (const name of ['a', 'b']) inTurn(() => ran.push(name))
      vi.advanceTimersByTime(299)
      expect(ran).toEqual(['a'])
      vi.advanceTimersByTime(2)
      expect(ran).toEqual(['a', 'b'])
    } finally {
      vi.useRealTimers()
    }
  })
})
