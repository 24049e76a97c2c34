import { describe, expect, it } from 'vitest'
import { createTurns } from './turns'

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
    tasks.splice(0).forEach((task) => task())
    inTurn(() => ran.push('d'))
    expect(ran).toEqual(['a', 'b', 'c', 'd'])
  })
})
