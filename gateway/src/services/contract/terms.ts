import type { Lang } from '../../core/lang'
import { endOfMonths, isDay } from './dates'
import { MAX_PROBATION_MONTHS, type Term } from './functions'
import { reasonError } from './texts'

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
 * Checks a contract's term and probation: real dates; a fixed term has an end, an open-ended one none, a project-based
 * one names its project; the end after the start; signed no later than the start; probation 0 to 6 months ending within
 * the term (its end computed from the months when not given). Throws badDates or badProbation.
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
