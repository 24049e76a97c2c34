import { describe, expect, it } from 'vitest'
import { createFrameBudget } from './frame-budget'

describe('the widget frames budget', () => {
  const setup = () => {
    let clock = 0
    const budget = createFrameBudget(2, () => ++clock)
    const events: string[] = []
    const show = (key: string, visible = true) =>
      budget.setVisible(
        key,
        visible,
        () => events.push(`start ${key}`),
        () => events.push(`stop ${key}`),
      )
    return { budget, events, show }
  }

  it('creates frames as widgets come into view, up to its size', () => {
    const { budget, events, show } = setup()
    show('a')
    show('b')
    show('a')
    expect(events).toEqual(['start a', 'start b'])
    expect(budget.liveCount()).toBe(2)
  })

  it('takes the slot of the frame out of view longest when it is full', () => {
    const { budget, events, show } = setup()
    show('a')
    show('b')
    show('a', false)
    show('b', false)
    show('c')
    expect(events).toEqual(['start a', 'start b', 'stop a', 'start c'])
    expect(budget.liveCount()).toBe(2)
  })

  it('makes a widget wait while every frame is in view, and starts it when one goes', () => {
    const { budget, events, show } = setup()
    show('a')
    show('b')
    show('c')
    expect(events).toEqual(['start a', 'start b'])
    expect(budget.waitingCount()).toBe(1)
    budget.release('a')
    expect(events).toEqual(['start a', 'start b', 'start c'])
    expect(budget.waitingCount()).toBe(0)
  })

  it('starts a widget waiting in view as soon as a frame leaves the view (the waiting one never moved)', () => {
    const { budget, events, show } = setup()
    show('a')
    show('b')
    show('c')
    show('a', false)
    expect(events).toEqual(['start a', 'start b', 'stop a', 'start c'])
    expect(budget.waitingCount()).toBe(0)
    expect(budget.liveCount()).toBe(2)
  })

  it('keeps a frame that left the view while no widget waits', () => {
    const { budget, events, show } = setup()
    show('a')
    show('b')
    show('a', false)
    expect(events).toEqual(['start a', 'start b'])
    expect(budget.liveCount()).toBe(2)
  })

  it('forgets a waiting widget that left the view', () => {
    const { budget, events, show } = setup()
    show('a')
    show('b')
    show('c')
    show('c', false)
    budget.release('a')
    expect(events).toEqual(['start a', 'start b'])
    expect(budget.liveCount()).toBe(1)
  })
})
