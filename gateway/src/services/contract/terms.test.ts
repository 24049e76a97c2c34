import { describe, expect, it } from 'vitest'
import { endOfMonths } from './dates'
import { checkTerms, probationLimit } from './terms'

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
      checkTerms('en', { term: 'fixed', startDate: '2025-01-15', endDate: '2026-01-14', probationEnd: '2026-02-01' }),
    ).toThrow('a probation end needs probation months')
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

  it('allows no probation under 3 months or for a task, 1 month to under a year, 2 to under 3 years, then 6', () => {
    expect(probationLimit('fixed', '2025-01-15', '2025-04-13')).toBe(0)
    expect(probationLimit('fixed', '2025-01-15', '2025-04-14')).toBe(1)
    expect(probationLimit('fixed', '2025-01-15', '2026-01-13')).toBe(1)
    expect(probationLimit('fixed', '2025-01-15', '2026-01-14')).toBe(2)
    expect(probationLimit('fixed', '2025-01-15', '2028-01-13')).toBe(2)
    expect(probationLimit('fixed', '2025-01-15', '2028-01-14')).toBe(6)
    expect(probationLimit('open', '2025-01-15', null)).toBe(6)
    expect(probationLimit('project', '2025-01-15', '2030-01-01')).toBe(0)
  })

  it('refuses a probation longer than the term allows, by months or by its end, in both languages', () => {
    const oneYear = { term: 'fixed' as const, startDate: '2025-01-15', endDate: '2026-01-14' }
    expect(checkTerms('en', { ...oneYear, probationMonths: 2 })).toMatchObject({ probationEnd: '2025-03-14' })
    expect(() => checkTerms('en', { ...oneYear, probationMonths: 3 })).toThrow(
      'For this contract term the law allows a probation of at most 2 month(s) (Labour Contract Law art. 19)',
    )
    expect(() => checkTerms('zh', { ...oneYear, probationMonths: 1, probationEnd: '2025-03-15' })).toThrow(
      '按该合同期限，试用期最长 2 个月',
    )
    expect(() =>
      checkTerms('en', { term: 'fixed', startDate: '2025-01-15', endDate: '2025-12-31', probationMonths: 2 }),
    ).toThrow('at most 1 month(s)')
    expect(() =>
      checkTerms('en', { term: 'fixed', startDate: '2025-01-15', endDate: '2025-03-31', probationMonths: 1 }),
    ).toThrow('at most 0 month(s)')
    expect(() =>
      checkTerms('en', { term: 'project', startDate: '2025-01-15', project: 'ERP', probationMonths: 1 }),
    ).toThrow('at most 0 month(s)')
    expect(checkTerms('en', { term: 'open', startDate: '2025-01-15', probationMonths: 6 })).toMatchObject({
      probationEnd: '2025-07-14',
    })
  })
})
