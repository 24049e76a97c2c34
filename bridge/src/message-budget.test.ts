import { describe, expect, it } from 'vitest'
import { createMessageBudget } from './message-budget.js'

describe('message budget', () => {
  it('admits a burst, then refills at its rate, dropping the rest without work', () => {
    let t = 0
    const dropped: number[] = []
    const budget = createMessageBudget(
      { burst: 10, perSecond: 100, floodSeconds: 3, floodWindow: 6, now: () => t },
      () => {},
      (n) => dropped.push(n),
    )
    const first = Array.from({ length: 15 }, () => budget.admit())
    expect(first.filter(Boolean)).toHaveLength(10)
    t = 50 // 5 more tokens
    expect(Array.from({ length: 8 }, () => budget.admit()).filter(Boolean)).toHaveLength(5)
    t = 1000
    budget.admit()
    expect(dropped).toEqual([8])
  })

  it('reports a frame that goes over the budget three seconds in a row as flooding, once', () => {
    let t = 0
    let floods = 0
    const budget = createMessageBudget(
      { burst: 5, perSecond: 5, floodSeconds: 3, floodWindow: 6, now: () => t },
      () => {
        floods += 1
      },
      () => {},
    )
    for (let s = 0; s < 6; s++) {
      t = s * 1000 + 1
      for (let i = 0; i < 20; i++) budget.admit()
    }
    expect(floods).toBe(1)
  })

  it('counts a flood delivered in bursts with quiet seconds between them', () => {
    let t = 0
    let floods = 0
    const budget = createMessageBudget(
      { burst: 5, perSecond: 5, floodSeconds: 3, floodWindow: 6, now: () => t },
      () => {
        floods += 1
      },
      () => {},
    )
    for (const s of [0, 2, 4, 5]) {
      t = s * 1000 + 1
      for (let i = 0; i < 20; i++) budget.admit()
    }
    expect(floods).toBe(1)
  })

  it('forgives a single burst over budget', () => {
    let t = 0
    let floods = 0
    const budget = createMessageBudget(
      { burst: 5, perSecond: 5, floodSeconds: 3, floodWindow: 6, now: () => t },
      () => {
        floods += 1
      },
      () => {},
    )
    for (let i = 0; i < 50; i++) budget.admit()
    for (let s = 1; s < 6; s++) {
      t = s * 1000 + 1
      budget.admit()
    }
    expect(floods).toBe(0)
  })
})
