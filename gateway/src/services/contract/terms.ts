import type { Lang } from '../../core/lang'
import { endOfMonths, isDay } from './dates'
import { MAX_PROBATION_MONTHS, type Term } from './functions'
import { contractError, reasonError } from './texts'

/** A contract's term and probation as given (empty strings mean "not given"). */
export interface TermsInput {
  term: Term
  startDate: string
  endDate?: string | null
  project?: string | null
  probationMonths?: number | null
  probationEnd?: string | null
  signDate?: string | null
}

/** The checked term and probation, as stored. */
export interface Terms {
  term: Term
  startDate: string
  endDate: string | null
  project: string
  probationMonths: number
  probationEnd: string | null
  signDate: string | null
}

const given = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)

/**
 * The longest probation the Labour Contract Law (art. 19) allows for a term, in months: none for a task-based contract
 * or a fixed term under 3 months; 1 month for 3 months to under 1 year; 2 months for 1 to under 3 years; 6 months for
 * 3 years or more and for an open-ended contract. A term of N months runs to the day before the same date N months on.
 */
export function probationLimit(term: Term, startDate: string, endDate: string | null): number {
  if (term === 'project') return 0
  if (term === 'open' || endDate === null) return MAX_PROBATION_MONTHS
  if (endDate >= endOfMonths(startDate, 36)) return 6
  if (endDate >= endOfMonths(startDate, 12)) return 2
  if (endDate >= endOfMonths(startDate, 3)) return 1
  return 0
}

/**
 * Checks a contract's term and probation: real dates; a fixed term has an end, an open-ended one none, a project-based
 * one names its project; the end after the start; signed no later than the start; probation 0 to 6 months ending within
 * the term (its end computed from the months when not given) and no longer than the law allows for the term
 * (probationLimit). Throws badDates, badProbation or probationOverLimit.
 */
export function checkTerms(lang: Lang, input: TermsInput): Terms {
  const endDate = given(input.endDate)
  const signDate = given(input.signDate)
  const project = given(input.project) ?? ''
  for (const day of [input.startDate, endDate, signDate, given(input.probationEnd)]) {
    if (day !== null && !isDay(day)) throw reasonError(lang, 'badDates', 'date')
  }
  if (input.term === 'fixed' && !endDate) throw reasonError(lang, 'badDates', 'endNeeded')
  if (input.term === 'open' && endDate) throw reasonError(lang, 'badDates', 'noEnd')
  if (input.term === 'project' && !project) throw reasonError(lang, 'badDates', 'projectNeeded')
  if (endDate && endDate <= input.startDate) throw reasonError(lang, 'badDates', 'endAfterStart')
  if (signDate && signDate > input.startDate) throw reasonError(lang, 'badDates', 'signAfterStart')
  const months = input.probationMonths ?? 0
  if (!Number.isInteger(months) || months < 0 || months > MAX_PROBATION_MONTHS)
    throw reasonError(lang, 'badProbation', 'months')
  let probationEnd = given(input.probationEnd)
  if (months === 0 && probationEnd) throw reasonError(lang, 'badProbation', 'endWithout')
  const limit = probationLimit(input.term, input.startDate, endDate)
  if (months > limit || (probationEnd !== null && probationEnd > endOfMonths(input.startDate, limit)))
    throw contractError(lang, 'probationOverLimit', { months: limit })
  if (months > 0 && !probationEnd) probationEnd = endOfMonths(input.startDate, months)
  if (probationEnd && (probationEnd < input.startDate || (endDate !== null && probationEnd > endDate)))
    throw reasonError(lang, 'badProbation', 'within')
  return {
    term: input.term,
    startDate: input.startDate,
    endDate,
    project: input.term === 'project' ? project : '',
    probationMonths: months,
    probationEnd,
    signDate,
  }
}
