import { Money, ZERO, moneyOf, type Money as M } from '../../core/money'
import type { Declaration, DeductionKind } from './types'

/** What a staff member enters for one deduction; the amounts follow from it (the rules below), except two. */
export interface DeductionInput {
  id?: number
  year: number
  kind: DeductionKind
  startMonth: number
  endMonth: number
  /** 100 or 50: children's education, infant care, housing loan interest. */
  share?: number
  /** 'degree' | 'certificate' (education), '1' | '2' | '3' the city tier (rent), 'only' | 'shared' (elderly). */
  choice?: string
  /** The year's amount of serious illness; the monthly share of elderly support when not the only child. */
  amount?: string
  note?: string
}

/** A refusal: the key of etax/errors.ts and its values. */
export interface Refusal {
  refused:
    | 'badYear'
    | 'badMonths'
    | 'badShare'
    | 'badChoice'
    | 'badIllness'
    | 'badElderlyShare'
    | 'certificateMonth'
    | 'overlap'
    | 'loanAndRent'
}

/** The first and last year deductions may be declared for: the amounts below are those in force from 2023. */
export const FIRST_YEAR = 2023
export const LAST_YEAR = 2100

const RENT_BY_TIER: Record<string, number> = { '1': 1_500, '2': 1_100, '3': 800 }
const ILLNESS_LIMIT = 80_000
const ELDERLY_SHARE_LIMIT = 1_500

const overlaps = (a: { startMonth: number; endMonth: number }, b: { startMonth: number; endMonth: number }) =>
  a.startMonth <= b.endMonth && b.startMonth <= a.endMonth

/**
 * Checks a declaration against the rules and the person's other declarations of the year, and answers what is stored:
 * children's education and infant care 2,000 a month per child (100% or 50%), continuing education 400 a month for a
 * degree or 3,600 once in the month a certificate is obtained, serious illness the year's amount (at most 80,000; for the
 * annual settlement), housing loan interest 1,000 a month (or 50%) or rent 1,500 / 1,100 / 800 by city tier — never both
 * in the same months —, elderly support 3,000 a month for an only child, else a share of at most 1,500.
 */
export function checkDeclaration(
  input: DeductionInput,
  others: Declaration[],
): Omit<Declaration, 'id' | 'employeeId'> | Refusal {
  if (!Number.isInteger(input.year) || input.year < FIRST_YEAR || input.year > LAST_YEAR) return { refused: 'badYear' }
  const illness = input.kind === 'illness'
  const startMonth = illness ? 1 : input.startMonth
  const endMonth = illness ? 12 : input.endMonth
  if (
    !(
      Number.isInteger(startMonth) &&
      Number.isInteger(endMonth) &&
      startMonth >= 1 &&
      startMonth <= endMonth &&
      endMonth <= 12
    )
  )
    return { refused: 'badMonths' }
  const share = input.share ?? 100
  const base = {
    year: input.year,
    kind: input.kind,
    startMonth,
    endMonth,
    note: (input.note ?? '').trim(),
    choice: '',
    share: 100,
  }
  const rest = others.filter((o) => o.id !== input.id && o.year === input.year)
  const clash = (kind: DeductionKind, choice?: string) =>
    rest.some((o) => o.kind === kind && (choice === undefined || o.choice === choice) && overlaps(o, base))
  const amountOf = (value: string | undefined) =>
    value !== undefined && /^\d{1,7}(\.\d{1,2})?$/.test(value) ? moneyOf(value) : null
  switch (input.kind) {
    case 'children':
    case 'infant':
      if (share !== 100 && share !== 50) return { refused: 'badShare' }
      return { ...base, share, amount: new Money(2_000).times(share).dividedBy(100).toFixed(2) }
    case 'education': {
      if (input.choice !== 'degree' && input.choice !== 'certificate') return { refused: 'badChoice' }
      if (input.choice === 'certificate' && startMonth !== endMonth) return { refused: 'certificateMonth' }
      const twice =
        input.choice === 'certificate'
          ? rest.some((o) => o.kind === 'education' && o.choice === 'certificate')
          : clash('education', 'degree')
      if (twice) return { refused: 'overlap' }
      return { ...base, choice: input.choice, amount: input.choice === 'degree' ? '400.00' : '3600.00' }
    }
    case 'illness': {
      const amount = amountOf(input.amount)
      if (!amount || amount.lessThanOrEqualTo(0) || amount.greaterThan(ILLNESS_LIMIT)) return { refused: 'badIllness' }
      if (clash('illness')) return { refused: 'overlap' }
      return { ...base, amount: amount.toFixed(2) }
    }
    case 'housingLoan':
    case 'housingRent': {
      const other = input.kind === 'housingLoan' ? 'housingRent' : 'housingLoan'
      if (clash(other)) return { refused: 'loanAndRent' }
      if (clash(input.kind)) return { refused: 'overlap' }
      if (input.kind === 'housingLoan') {
        if (share !== 100 && share !== 50) return { refused: 'badShare' }
        return { ...base, share, amount: new Money(1_000).times(share).dividedBy(100).toFixed(2) }
      }
      const rent = RENT_BY_TIER[input.choice ?? '']
      if (!rent) return { refused: 'badChoice' }
      return { ...base, choice: input.choice!, amount: new Money(rent).toFixed(2) }
    }
    case 'elderly': {
      if (clash('elderly')) return { refused: 'overlap' }
      if (input.choice === 'only') return { ...base, choice: 'only', amount: '3000.00' }
      if (input.choice !== 'shared') return { refused: 'badChoice' }
      const amount = amountOf(input.amount)
      if (!amount || amount.lessThanOrEqualTo(0) || amount.greaterThan(ELDERLY_SHARE_LIMIT))
        return { refused: 'badElderlyShare' }
      return { ...base, choice: 'shared', amount: amount.toFixed(2) }
    }
  }
}

/** The kinds withheld month by month, in the order of the filing's columns; serious illness waits for the annual settlement. */
export const MONTHLY_KINDS = ['children', 'education', 'housingLoan', 'housingRent', 'elderly', 'infant'] as const
export type MonthlyKind = (typeof MONTHLY_KINDS)[number]

/** A declaration's deduction in one month of its year (1–12): the monthly amount in force, a certificate's in its month. */
export function deductionIn(declaration: Declaration, month: number): M {
  if (declaration.kind === 'illness' || month < declaration.startMonth || month > declaration.endMonth) return ZERO
  return moneyOf(declaration.amount)
}

/** The special additional deductions by kind over months `from`–`to` of the year (1–12, inclusive). */
export function specialByKind(declarations: Declaration[], from: number, to: number): Record<MonthlyKind, M> {
  const sums = Object.fromEntries(MONTHLY_KINDS.map((kind) => [kind, ZERO])) as Record<MonthlyKind, M>
  for (const declaration of declarations) {
    if (declaration.kind === 'illness') continue
    let sum = ZERO
    for (let month = from; month <= to; month++) sum = sum.plus(deductionIn(declaration, month))
    sums[declaration.kind] = sums[declaration.kind].plus(sum)
  }
  return sums
}

export const totalOf = (sums: Record<string, M>): M => Object.values(sums).reduce((a, b) => a.plus(b), ZERO)

/** The year's serious illness amount (for the annual settlement). */
export const illnessOf = (declarations: Declaration[]): M =>
  declarations.filter((d) => d.kind === 'illness').reduce((sum, d) => sum.plus(moneyOf(d.amount)), ZERO)
