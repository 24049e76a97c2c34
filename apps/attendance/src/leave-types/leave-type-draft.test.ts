import { describe, expect, it } from 'vitest'
import { draftOf, inputOf } from './leave-type-draft'
import type { LeaveTypeSetting } from './leave-types-api'

const personal: LeaveTypeSetting = {
  code: 'personal',
  nameZh: '事假',
  nameEn: 'Personal leave',
  unit: 'day',
  tracked: false,
  paid: false,
  sort: 2,
  backdateDays: 366,
  gender: null,
  minServiceMonths: 0,
  fixed: null,
  pendingRequests: 0,
  policy: {
    entitlement: 'none',
    days: 0,
    table: [],
    accrual: 'yearly',
    prorate: true,
    carryDays: 0,
    carryExpiry: null,
    countDays: 'working',
    allowNegative: false,
    yearEnd: 'expire',
    contractTypes: null,
  },
  updatedAt: null,
  updatedBy: null,
}

describe('the leave type form', () => {
  it('sends back a listed type as it was, and a changed unit or window as changed', () => {
    expect(inputOf(draftOf(personal), false)).toEqual({
      input: {
        code: 'personal',
        nameZh: '事假',
        nameEn: 'Personal leave',
        unit: 'day',
        tracked: false,
        paid: false,
        backdateDays: 366,
        gender: null,
        minServiceMonths: 0,
        policy: personal.policy,
      },
    })
    expect(
      inputOf(
        { ...draftOf(personal), unit: 'hour', noBackdateLimit: true, gender: '2', minServiceMonths: ' 12 ' },
        false,
      ),
    ).toMatchObject({
      input: { unit: 'hour', backdateDays: null, gender: 2, minServiceMonths: 12 },
    })
  })

  it('starts a new type in days, paid, untracked, 30 days back, for everyone', () => {
    expect(draftOf(null)).toMatchObject({
      code: '',
      unit: 'day',
      paid: true,
      tracked: false,
      noBackdateLimit: false,
      backdateDays: '30',
      gender: '',
      minServiceMonths: '0',
    })
  })

  it('names the first problem: a new code, both names of 1 to 50 characters, the backdating window, months of service', () => {
    const fresh = { ...draftOf(null), nameZh: '学习假', nameEn: 'Study leave' }
    for (const code of ['', 'Study', '9lives', 'a', 'has space', 'x'.repeat(21)])
      expect(inputOf({ ...fresh, code }, true)).toEqual({ problem: 'types.badCode' })
    expect(inputOf({ ...fresh, code: 'study_2' }, true)).toMatchObject({ input: { code: 'study_2' } })
    // A listed type's code is not checked again: it cannot change.
    expect(inputOf({ ...draftOf(personal), code: 'personal' }, false)).toHaveProperty('input')
    for (const names of [{ nameZh: ' ' }, { nameEn: '' }, { nameEn: 'x'.repeat(51) }])
      expect(inputOf({ ...draftOf(personal), ...names }, false)).toEqual({ problem: 'types.badNames' })
    for (const backdateDays of ['', '-1', '367', '1.5', 'abc'])
      expect(inputOf({ ...draftOf(personal), backdateDays }, false)).toEqual({ problem: 'types.badBackdate' })
    expect(inputOf({ ...draftOf(personal), backdateDays: '', noBackdateLimit: true }, false)).toMatchObject({
      input: { backdateDays: null },
    })
    for (const minServiceMonths of ['', '601', '-3'])
      expect(inputOf({ ...draftOf(personal), minServiceMonths }, false)).toEqual({ problem: 'types.badMonths' })
  })

  it("sends a tracked type's policy, and names the policy's first problem", () => {
    const annual = { ...draftOf(personal), tracked: true }
    const policy = {
      ...annual.policy,
      entitlement: 'table' as const,
      table: [
        { years: '0', days: '5' },
        { years: '10', days: '12.5' },
      ],
    }
    const changed = { ...policy, carryDays: '3', carryExpiry: '03-31', yearEnd: 'pay' as const }
    expect(inputOf({ ...annual, policy: changed }, false)).toMatchObject({
      input: {
        policy: {
          entitlement: 'table',
          table: [
            { years: 0, days: 5 },
            { years: 10, days: 12.5 },
          ],
          carryDays: 3,
          carryExpiry: '03-31',
          yearEnd: 'pay',
        },
      },
    })
    const unordered = {
      ...policy,
      table: [
        { years: '10', days: '12' },
        { years: '1', days: '5' },
      ],
    }
    expect(inputOf({ ...annual, policy: unordered }, false)).toEqual({ problem: 'policy.badTable' })
    expect(inputOf({ ...annual, policy: { ...annual.policy, entitlement: 'fixed', days: '2.3' } }, false)).toEqual({
      problem: 'policy.badDays',
    })
    expect(inputOf({ ...annual, policy: { ...annual.policy, carryExpiry: '3/31' } }, false)).toEqual({
      problem: 'policy.badExpiry',
    })
  })
})
