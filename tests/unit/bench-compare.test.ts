import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script without type declarations
import { compareRows, comparisonCells, figureOf, floorOf, updatedBaseline, verdictOf } from '../bench/lib/compare.mjs'

const rows = [
  { figure: 'warm switch median', value: 12, unit: 'ms', better: 'lower' },
  { figure: 'menu tree', value: '932 req/s, p50 9 / p99 22 ms', compare: 932, compareAs: 'req/s', better: 'higher' },
  { figure: 'frames held (series)', value: '6 6 6', unit: '' },
  { figure: 'errors', value: 0, better: 'lower' },
]

describe('the benchmark comparison', () => {
  it('compares a row by its compare number, else by a numeric value, and only when it says which way is better', () => {
    expect(rows.map(figureOf)).toEqual([12, 932, null, 0])
    expect(figureOf({ figure: 'x', value: 3 })).toBeNull()
    expect(figureOf({ figure: 'x', value: Number.NaN, better: 'lower' })).toBeNull()
  })

  it('says better or worse by direction, and the same within the noise band', () => {
    expect(verdictOf(15, 12, 'lower')).toBe('worse')
    expect(verdictOf(9, 12, 'lower')).toBe('better')
    expect(verdictOf(12.5, 12, 'lower')).toBe('same')
    expect(verdictOf(700, 932, 'higher')).toBe('worse')
    expect(verdictOf(1200, 932, 'higher')).toBe('better')
    expect(verdictOf(0, 0, 'lower')).toBe('same')
    expect(verdictOf(3, 0, 'lower')).toBe('worse')
    expect(verdictOf(3, 0, 'higher')).toBe('better')
  })

  it('prints each figure against its baseline as a ratio, and marks figures without one as new', () => {
    const baseline = {
      figures: { 'warm switch median': { value: 10 }, 'menu tree': { value: 932 }, errors: { value: 0 } },
    }
    const lines = compareRows(rows, baseline)
    expect(lines).toEqual([
      { figure: 'warm switch median', now: 12, before: 10, ratio: 1.2, verdict: 'worse' },
      { figure: 'menu tree', now: 932, before: 932, ratio: 1, verdict: 'same' },
      { figure: 'errors', now: 0, before: 0, ratio: null, verdict: 'same' },
    ])
    expect(comparisonCells(lines, rows)[0]).toEqual([
      'warm switch median',
      '12',
      '10',
      '1.2×',
      'worse (lower is better)',
    ])
    expect(comparisonCells(lines, rows)[1]).toEqual([
      'menu tree [req/s]',
      '932',
      '932',
      '1×',
      'same (higher is better)',
    ])
    expect(compareRows(rows, { figures: {} }).map((line: { verdict: string }) => line.verdict)).toEqual([
      'new',
      'new',
      'new',
    ])
  })

  it('updates the baseline with the measured figures and keeps those the run did not measure', () => {
    const previous = {
      at: 'then',
      figures: {
        'cold open median': { value: 50, better: 'lower', unit: 'ms' },
        'menu tree': { value: 500, better: 'higher' },
      },
    }
    const next = updatedBaseline(previous, rows, { at: 'now' })
    expect(next).toEqual({
      at: 'now',
      figures: {
        'cold open median': { value: 50, better: 'lower', unit: 'ms' },
        'menu tree': { value: 932, better: 'higher' },
        'warm switch median': { value: 12, better: 'lower', unit: 'ms' },
        errors: { value: 0, better: 'lower' },
      },
    })
  })

  it('compares a figure measured beside its floor by its multiple of the floor, when the baseline has a floor too', () => {
    const cold = {
      figure: 'cold open median',
      value: 60,
      unit: 'ms',
      better: 'lower',
      floor: 50,
      floorName: 'bare iframe',
    }
    // A machine half as fast: figure and floor doubled, the same multiple.
    const baseline = { figures: { 'cold open median': { value: 30, floor: 25 } } }
    const [same] = compareRows([cold], baseline)
    expect(same).toEqual({
      figure: 'cold open median',
      now: 1.2,
      before: 1.2,
      ratio: 1,
      verdict: 'same',
      byFloor: true,
      nowValue: 60,
      beforeValue: 30,
    })
    expect(comparisonCells([same], [cold])[0]).toEqual([
      'cold open median [÷ bare iframe]',
      '1.2× (60)',
      '1.2× (30)',
      '1×',
      'same (lower is better)',
    ])
    // The same figure on the same machine, slower against its floor: worse, though the raw figure is equal.
    expect(compareRows([{ ...cold, value: 30, floor: 20 }], baseline)[0].verdict).toBe('worse')
    // A baseline without a floor: the figures themselves.
    expect(compareRows([cold], { figures: { 'cold open median': { value: 60 } } })[0]).toEqual({
      figure: 'cold open median',
      now: 60,
      before: 60,
      ratio: 1,
      verdict: 'same',
    })
    expect(floorOf({ figure: 'x', value: 1, floor: 0 })).toBeNull()
    expect(updatedBaseline(null, [cold], { at: 'now' }).figures['cold open median']).toEqual({
      value: 60,
      better: 'lower',
      unit: 'ms',
      floor: 50,
      floorName: 'bare iframe',
    })
  })
})
