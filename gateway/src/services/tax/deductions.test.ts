import { describe, expect, it } from 'vitest'
import { checkDeclaration, illnessOf, specialByKind, type DeductionInput } from './deductions'
import type { Declaration } from './types'

const base = { year: 2026, startMonth: 1, endMonth: 12 }
const declared = (input: DeductionInput, id: number): Declaration => {
  const checked = checkDeclaration(input, [])
  if ('refused' in checked) throw new Error(checked.refused)
  return { ...checked, id, employeeId: 1 }
}

describe('special additional deduction rules', () => {
  it('answers the amount each kind gives a month from what was chosen', () => {
    const amount = (input: Partial<DeductionInput>) =>
      (checkDeclaration({ ...base, kind: 'children', ...input } as DeductionInput, []) as { amount: string }).amount
    expect([amount({ share: 100 }), amount({ share: 50 }), amount({ kind: 'infant', share: 50 })]).toEqual([
      '2000.00',
      '1000.00',
      '1000.00',
    ])
    expect([
      amount({ kind: 'housingRent', choice: '1' }),
      amount({ kind: 'housingRent', choice: '2' }),
      amount({ kind: 'housingRent', choice: '3' }),
    ]).toEqual(['1500.00', '1100.00', '800.00'])
    expect([amount({ kind: 'housingLoan', share: 100 }), amount({ kind: 'housingLoan', share: 50 })]).toEqual([
      '1000.00',
      '500.00',
    ])
    expect([
      amount({ kind: 'elderly', choice: 'only' }),
      amount({ kind: 'elderly', choice: 'shared', amount: '1500' }),
    ]).toEqual(['3000.00', '1500.00'])
    expect([
      amount({ kind: 'education', choice: 'degree' }),
      amount({ kind: 'education', choice: 'certificate', startMonth: 9, endMonth: 9 }),
    ]).toEqual(['400.00', '3600.00'])
  })

  it('refuses rent beside a loan in the same months, a second elderly support, and amounts over the limits', () => {
    const rent = declared({ ...base, kind: 'housingRent', choice: '1', endMonth: 6 }, 1)
    expect(checkDeclaration({ ...base, kind: 'housingLoan', share: 100, startMonth: 6 }, [rent])).toEqual({
      refused: 'loanAndRent',
    })
    expect(checkDeclaration({ ...base, kind: 'housingLoan', share: 100, startMonth: 7 }, [rent])).toMatchObject({
      amount: '1000.00',
    })
    // Changing the rent itself is not a clash with itself.
    expect(checkDeclaration({ ...base, id: 1, kind: 'housingRent', choice: '2', endMonth: 6 }, [rent])).toMatchObject({
      amount: '1100.00',
    })
    const elderly = declared({ ...base, kind: 'elderly', choice: 'only' }, 2)
    expect(checkDeclaration({ ...base, kind: 'elderly', choice: 'only', startMonth: 12 }, [elderly])).toEqual({
      refused: 'overlap',
    })
    expect(checkDeclaration({ ...base, kind: 'elderly', choice: 'shared', amount: '1500.01' }, [])).toEqual({
      refused: 'badElderlyShare',
    })
    expect(checkDeclaration({ ...base, kind: 'illness', amount: '80000.01' }, [])).toEqual({ refused: 'badIllness' })
    expect(checkDeclaration({ ...base, kind: 'children', share: 60 }, [])).toEqual({ refused: 'badShare' })
    expect(checkDeclaration({ ...base, kind: 'children', share: 100, year: 2022 }, [])).toEqual({ refused: 'badYear' })
    // Children are declared one per child: two never clash.
    const first = declared({ ...base, kind: 'children', share: 100 }, 3)
    expect(checkDeclaration({ ...base, kind: 'children', share: 100 }, [first])).toMatchObject({ amount: '2000.00' })
  })

  it('sums the months in force by kind, a certificate in its month only, serious illness never monthly', () => {
    const declarations = [
      declared({ ...base, kind: 'children', share: 100, startMonth: 3 }, 1),
      declared({ ...base, kind: 'education', choice: 'certificate', startMonth: 5, endMonth: 5 }, 2),
      declared({ ...base, kind: 'illness', amount: '30000' }, 3),
    ]
    const sums = specialByKind(declarations, 1, 4)
    expect(Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, v.toFixed(2)]))).toEqual({
      children: '4000.00',
      education: '0.00',
      housingLoan: '0.00',
      housingRent: '0.00',
      elderly: '0.00',
      infant: '0.00',
    })
    expect(specialByKind(declarations, 5, 5).education.toFixed(2)).toBe('3600.00')
    expect(illnessOf(declarations).toFixed(2)).toBe('30000.00')
  })
})
