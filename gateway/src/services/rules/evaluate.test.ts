import { describe, expect, it } from 'vitest'
import { holds } from './evaluate'

const one = (field: string, op: string, ...values: string[]) => [{ field, op, values }]

describe('conditions against facts', () => {
  it('compares numbers as exact decimals', () => {
    expect(holds(one('amount', 'eq', '0.3'), { amount: 0.1 + 0.2 })).toBe(false)
    expect(holds(one('amount', 'eq', '0.3'), { amount: 0.3 })).toBe(true)
    expect(holds(one('amount', 'gt', '2.5'), { amount: 2.5 })).toBe(false)
    expect(holds(one('amount', 'gte', '2.5'), { amount: 2.5 })).toBe(true)
    expect(holds(one('amount', 'lt', '10'), { amount: 9.5 })).toBe(true)
    expect(holds(one('amount', 'ne', '3'), { amount: 3 })).toBe(false)
  })

  it('meets in and notIn when any value of a set fact is listed', () => {
    const facts = { department: ['12', '3', '1'], leaveType: 'annual' }
    expect(holds(one('department', 'in', '3'), facts)).toBe(true)
    expect(holds(one('department', 'notIn', '3'), facts)).toBe(false)
    expect(holds(one('department', 'in', '99'), facts)).toBe(false)
    expect(holds(one('leaveType', 'in', 'sick', 'annual'), facts)).toBe(true)
    expect(holds(one('leaveType', 'notIn', 'sick'), facts)).toBe(true)
  })

  it('compares texts, dates and booleans', () => {
    expect(holds(one('reason', 'contains', 'Trip'), { reason: 'business trip' })).toBe(true)
    expect(holds(one('day', 'before', '2026-05-01'), { day: '2026-04-30' })).toBe(true)
    expect(holds(one('day', 'after', '2026-05-01'), { day: '2026-04-30' })).toBe(false)
    expect(holds(one('paid', 'eq', 'true'), { paid: true })).toBe(true)
  })

  it('holds for no condition on an unknown fact, and every condition must hold', () => {
    expect(holds(one('department', 'notIn', '3'), { department: null })).toBe(false)
    expect(holds(one('gender', 'in', '1'), {})).toBe(false)
    expect(holds([], {})).toBe(true)
    const both = [...one('amount', 'gt', '1'), ...one('leaveType', 'in', 'sick')]
    expect(holds(both, { amount: 2, leaveType: 'annual' })).toBe(false)
    expect(holds(both, { amount: 2, leaveType: 'sick' })).toBe(true)
  })
})
