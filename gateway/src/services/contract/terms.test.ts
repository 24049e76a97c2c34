import { describe, expect, it } from 'vitest'
import { endOfMonths } from './dates'
import { checkTerms } from './terms'

describe('contract terms', () => {
  it('ends a probation of N months the day before the same date N months on, at the month end when that day is missing', () => {
    expect(endOfMonths('2025-01-15', 3)).toBe('2025-04-14')
    expect(endOfMonths('2025-01-31', 1)).toBe('2025-02-27')
    expect(endOfMonths('2024-12-01', 6)).toBe('2025-05-31')
  })

  it('computes the probation end from the months and keeps it within the term', () => {
    expect(
      checkTerms('en', { term: 'fixed', startDate: '2025-01-15', endDate: '2028-01-14', probationMonths: 3 }),
    ).toEqual({
      term: 'fixed',
      startDate: '2025-01-15',
      endDate: '2028-01-14',
      project: '',
      probationMonths: 3,
      probationEnd: '2025-04-14',
      signDate: null,
    })
    expect(() =>
      checkTerms('en', { term: 'fixed', startDate: '2025-01-15', endDate: '2025-03-01', probationMonths: 3 }),
    ).toThrow('the probation must end within the contract term')
    expect(() =>
      checkTerms('en', { term: 'open', startDate: '2025-01-15', probationMonths: 1, probationEnd: '2025-01-14' }),
    ).toThrow('within the contract term')
  })

  it('asks each kind of term for what it needs and nothing else', () => {
    expect(checkTerms('en', { term: 'open', startDate: '2025-01-01', endDate: '' })).toMatchObject({ endDate: null })
    expect(checkTerms('en', { term: 'project', startDate: '2025-01-01', project: ' ERP rollout ' })).toMatchObject({
      project: 'ERP rollout',
      endDate: null,
    })
    expect(() => checkTerms('zh', { term: 'fixed', startDate: '2025-01-01' })).toThrow('固定期限合同须填写结束日期')
    expect(() => checkTerms('en', { term: 'fixed', startDate: '2025-01-01', endDate: '2025-01-01' })).toThrow(
      'the end date must be after the start date',
    )
    expect(() =>
      checkTerms('en', { term: 'fixed', startDate: '2025-01-01', endDate: '2026-01-01', signDate: '2025-01-02' }),
    ).toThrow('signing date')
  })
})
