import { describe, expect, it } from 'vitest'
import { checkDraft, emptyLine, inputOf, isClean } from './draft'

const TODAY = '2026-03-10'
const line = (part: object) => ({ ...emptyLine(TODAY, 'meals'), amount: '88.00', ...part })

describe('a claim form checked before it is sent', () => {
  it('passes a titled claim whose lines have a date, a category and an amount', () => {
    expect(isClean(checkDraft('Trip', [line({})], TODAY))).toBe(true)
  })

  it('asks for a title and at least one line', () => {
    const found = checkDraft('  ', [], TODAY)
    expect(found.title).toBe('check.titleRequired')
    expect(found.lines).toBe('check.noLines')
    expect(isClean(found)).toBe(false)
  })

  it("refuses a date after today, a missing category and each kind of bad amount, by the line's key", () => {
    const future = line({ date: '2026-03-11', categoryCode: '', amount: '10.123' })
    const found = checkDraft('Trip', [future, line({ amount: '0' }), line({ date: '' })], TODAY)
    expect(found.line[future.key]).toEqual({
      date: 'check.futureDate',
      categoryCode: 'check.categoryRequired',
      amount: 'check.amount.decimals',
    })
    expect(Object.values(found.line).slice(1)).toEqual([
      { amount: 'check.amount.notPositive' },
      { date: 'check.dateRequired' },
    ])
  })

  it('sends trimmed values, keeping saved lines by their id and leaving out what is empty', () => {
    const saved = { ...line({ amount: ' 12.30 ', description: ' Taxi ' }), id: 'l-1' }
    expect(inputOf('c-1', ' Trip ', [saved, line({})], '')).toEqual({
      id: 'c-1',
      title: 'Trip',
      lines: [
        { id: 'l-1', date: TODAY, categoryCode: 'meals', amount: '12.30', description: 'Taxi', project: '' },
        { date: TODAY, categoryCode: 'meals', amount: '88.00', description: '', project: '' },
      ],
    })
    expect(inputOf(undefined, 'Trip', [], 'a-1')).toEqual({ title: 'Trip', advanceId: 'a-1', lines: [] })
  })
})
