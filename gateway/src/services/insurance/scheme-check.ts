import type { Lang } from '../../core/lang'
import { insuranceError, insuranceWord } from './errors'
import { fenOf, rateOf } from './money'
import { INSURANCE_KINDS, type InsuranceKind, type KindRule } from './types'

/** One kind's rule as stored: limits in fen, rates normalised. */
export interface RateRow {
  kind: InsuranceKind
  lowerFen: number
  upperFen: number
  employeeRate: string
  employerRate: string
}

/** The six kinds' rules checked (amounts, rates from 0 to 1, lower not above upper), or throws the first problem. */
export function checkRates(lang: Lang, rates: Record<InsuranceKind, KindRule>): RateRow[] {
  return INSURANCE_KINDS.map((kind) => {
    const rule = rates[kind]
    const kindName = insuranceWord(lang, kind)
    const amount = (which: 'lower' | 'upper') => {
      const fen = fenOf(rule[which])
      if (fen === null)
        throw insuranceError(lang, 'badAmount', { what: insuranceWord(lang, which, { kind: kindName }) })
      return fen
    }
    const rate = (share: 'employee' | 'employer') => {
      const value = rateOf(rule[share])
      if (value === null) throw insuranceError(lang, 'badRate', { kind: kindName, share: insuranceWord(lang, share) })
      return value
    }
    const row = {
      kind,
      lowerFen: amount('lower'),
      upperFen: amount('upper'),
      employeeRate: rate('employee'),
      employerRate: rate('employer'),
    }
    if (row.lowerFen > row.upperFen) throw insuranceError(lang, 'badLimits', { kind: kindName })
    return row
  })
}
