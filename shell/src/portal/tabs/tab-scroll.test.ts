import { describe, expect, it } from 'vitest'
import { hiddenEnds, revealDelta } from './tab-scroll'

const list = { left: 232, right: 940 }

describe('tab list scrolling', () => {
  it('scrolls a tab cut at the end into view with a margin before the edge', () => {
    expect(revealDelta(list, { left: 836, right: 944 }, 24)).toBe(28)
  })

  it('scrolls a tab flush with the end in by the margin, not leaving it against the edge', () => {
    expect(revealDelta(list, { left: 836, right: 940 }, 24)).toBe(24)
  })

  it('scrolls a tab cut at the start back into view with a margin after the edge', () => {
    expect(revealDelta(list, { left: 174, right: 278 }, 24)).toBe(-82)
  })

  it('leaves a tab alone that shows whole with the margin', () => {
    expect(revealDelta(list, { left: 400, right: 500 }, 24)).toBe(0)
  })

  it('aligns a tab wider than the room at its start', () => {
    expect(revealDelta(list, { left: 300, right: 1000 }, 24)).toBe(44)
  })

  it('tells which ends have tabs beyond them', () => {
    expect(hiddenEnds(0, 700, 700)).toEqual({ start: false, end: false })
    expect(hiddenEnds(0, 700, 1300)).toEqual({ start: false, end: true })
    expect(hiddenEnds(300, 700, 1300)).toEqual({ start: true, end: true })
    expect(hiddenEnds(600, 700, 1300)).toEqual({ start: true, end: false })
  })
})
