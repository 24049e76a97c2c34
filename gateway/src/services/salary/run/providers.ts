import type { Db } from '../../../core/db/types'
import type { InsuranceKind } from '../types'

// The run's two outside figures, social insurance and housing fund (services/insurance) and the monthly income tax
// withholding (services/etax), behind the exact signatures those services export. Both services are built on other
// branches at the same time as this one; until they are merged these bodies find that nothing is due (no person has a
// scheme; no tax is withheld) and record nothing. Merging replaces each body by a re-export of the real function:
//   export { contributionsOf, type Contribution } from '../../insurance'
//   export { withholdMonth, recordMonth, type MonthIncome, type MonthTax } from '../../etax'
// The calculation takes these functions as a parameter (calculate.ts), so its tests can pass their own.

export interface Contribution { kind: InsuranceKind; base: string; employee: string; employer: string }

export interface MonthIncome {
  employeeId: number
  /** Wage income liable to tax this month (taxable earnings minus pre-tax deductions), excluding the annual bonus. */
  income: string
  /** The employee's social insurance and housing fund this month (deducted before tax). */
  social: string
  /** The annual one-off bonus paid this month, '0.00' when none. */
  bonus: string
}

export interface MonthTax {
  employeeId: number; month: string
  ytdIncome: string; ytdBasic: string; ytdSocial: string; ytdSpecial: string; ytdTaxable: string
  rate: string; quickDeduction: string; ytdTax: string; withheldBefore: string
  /** Tax to withhold this month on the wage income (never below 0). */
  tax: string
  bonus: { amount: string; method: 'separate' | 'combined'; tax: string } | null
}

/** Each person's contributions for the month (scheme and base effective in that month); people without a scheme are absent. */
export async function contributionsOf(_db: Db, _tenantId: number, _month: string, _employeeIds: number[]): Promise<Map<number, Contribution[]>> {
  return new Map()
}

/** The month's withholding for each person: reads the year's earlier recorded months and the declared deductions. */
export async function withholdMonth(_db: Db, _tenantId: number, month: string, people: MonthIncome[]): Promise<Map<number, MonthTax>> {
  return new Map(people.map((person) => [person.employeeId, {
    employeeId: person.employeeId, month, ytdIncome: '0.00', ytdBasic: '0.00', ytdSocial: '0.00', ytdSpecial: '0.00',
    ytdTaxable: '0.00', rate: '0', quickDeduction: '0.00', ytdTax: '0.00', withheldBefore: '0.00', tax: '0.00',
    bonus: person.bonus === '0.00' ? null : { amount: person.bonus, method: 'separate', tax: '0.00' },
  }]))
}

/** Records a locked run's withholding (replacing any record of the same run); later months build on it. */
export async function recordMonth(_db: Db, _tenantId: number, _runId: number, _taxes: MonthTax[]): Promise<void> {}

/** The three functions together, as the calculation and the lock take them. */
export interface PayrollProviders {
  contributionsOf: typeof contributionsOf
  withholdMonth: typeof withholdMonth
  recordMonth: typeof recordMonth
}

export const providers: PayrollProviders = { contributionsOf, withholdMonth, recordMonth }
