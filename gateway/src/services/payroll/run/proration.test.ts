import { describe, expect, it } from 'vitest'
import { Money, roundFen } from '../../../core/money'
import type { DayPlan } from '../../scheduling'
import { calendarShare, employedIn, monthDays, partOfMonth, prorate, workingPart, workingShare } from './proration'

/** October 2026 on a calendar with the National Day holiday 1–7 October and make-up working days on 10 October. */
function october(): DayPlan[] {
  const plans: DayPlan[] = []
  for (let d = 1; d <= 31; d += 1) {
    const day = `2026-10-${String(d).padStart(2, '0')}`
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    const kind = d <= 7 ? 'holiday' : d === 10 || (weekday !== 0 && weekday !== 6) ? 'work' : 'rest'
    plans.push({ day, kind } as DayPlan)
  }
  return plans
}

describe('the part of a month a joiner or leaver is paid', () => {
  it('counts someone employed on any day of the month, not a future joiner nor an earlier leaver', () => {
    expect(employedIn({ from: '2026-03-16', to: null }, '2026-03')).toBe(true)
    expect(employedIn({ from: '2020-01-06', to: '2026-03-01' }, '2026-03')).toBe(true)
    expect(employedIn({ from: '2026-04-01', to: null }, '2026-03')).toBe(false)
    expect(employedIn({ from: '2020-01-06', to: '2026-02-28' }, '2026-03')).toBe(false)
  })

  it('answers the days employed, none for a whole month', () => {
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29', days: 29 })
    expect(partOfMonth({ from: '2020-01-06', to: null }, '2026-03')).toBeNull()
    expect(partOfMonth({ from: '2026-03-16', to: '2026-03-20' }, '2026-03')).toEqual({
      from: '2026-03-16',
      to: '2026-03-20',
    })
  })

  it('by calendar days: joined on 16 March, 16 of 31 days', () => {
    const share = calendarShare({ from: '2026-03-16', to: '2026-03-31' }, '2026-03')
    expect(share).toEqual({ employed: 16, total: 31 })
    // 10,000 × 16 ÷ 31 = 5,161.2903…, rounded once to the fen.
    expect(roundFen(prorate(new Money('10000'), share)).toFixed(2)).toBe('5161.29')
  })

  it('by working days: holidays not counted, a make-up working day counted', () => {
    // October 2026: 8, 9, 10 (make-up), 12–16, 19–23, 26–30 = 18 working days; joined on the 12th: 15 of them.
    const share = workingShare(october(), { from: '2026-10-12', to: '2026-10-31' }, '2026-10')
    expect(share).toEqual({ employed: 15, total: 18 })
    // 10,000 × 15 ÷ 18 = 8,333.333…
    expect(roundFen(prorate(new Money('10000'), share)).toFixed(2)).toBe('8333.33')
    // Left on 9 October: 8 and 9 October, 2 of 18; 300 × 2 ÷ 18 = 33.333…
    const leaver = workingShare(october(), { from: '2026-10-01', to: '2026-10-09' }, '2026-10')
    expect(leaver).toEqual({ employed: 2, total: 18 })
    expect(roundFen(prorate(new Money('300'), leaver)).toFixed(2)).toBe('33.33')
  })

  it('falls back to calendar days for a month without working days, and leaves a whole month as it is', () => {
    const rest = october().map((plan) => ({ ...plan, kind: 'rest' }) as DayPlan)
    expect(workingShare(rest, { from: '2026-10-12', to: '2026-10-31' }, '2026-10')).toEqual({ employed: 20, total: 31 })
    expect(prorate(new Money('10000'), undefined).toFixed(2)).toBe('10000.00')
  })

  it('names the days paid and how they were counted: working days, or calendar days for a month without any', () => {
    const part = { from: '2026-10-12', to: '2026-10-31' }
    expect(workingPart(october(), part, '2026-10')).toEqual({ ...part, employed: 15, total: 18, basis: 'workingDays' })
    const rest = october().map((plan) => ({ ...plan, kind: 'rest' }) as DayPlan)
    expect(workingPart(rest, part, '2026-10')).toEqual({ ...part, employed: 20, total: 31, basis: 'calendarDays' })
  })
})
