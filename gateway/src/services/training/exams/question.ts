import type { Lang } from '../../../core/lang'
import { trainingWord } from '../texts'

export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'fill', 'short'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

/**
 * The correct answer: single → the option's index; multiple → the options' indexes; judge → true or false;
 * fill → the accepted answers; short → a reference answer for the marker.
 */
export type Key = number | number[] | boolean | string[] | string

/** A taker's answer: single → an index; multiple → indexes; judge → true or false; fill and short → text. */
export type Answer = number | number[] | boolean | string

export interface Question {
  id: number
  type: QuestionType
  stem: string
  options: string[]
  key: Key
  score: number
}

const isIndex = (value: unknown, count: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < count

/** The question as saved (trimmed, indexes sorted), or the reason it cannot be. */
export function normalQuestion(lang: Lang, input: Omit<Question, 'id'>): Omit<Question, 'id'> | string {
  const stem = input.stem.trim()
  if (!stem) return trainingWord(lang, 'noTitle')
  const options = input.type === 'single' || input.type === 'multiple' ? input.options.map((o) => o.trim()) : []
  if (
    (input.type === 'single' || input.type === 'multiple') &&
    (options.length < 2 || options.length > 8 || options.some((o) => !o))
  )
    return trainingWord(lang, 'fewOptions')
  const key = input.key
  switch (input.type) {
    case 'single':
      return isIndex(key, options.length) ? { ...input, stem, options, key } : trainingWord(lang, 'badKey')
    case 'multiple':
      return Array.isArray(key) &&
        key.length > 0 &&
        key.every((k) => isIndex(k, options.length)) &&
        new Set(key).size === key.length
        ? { ...input, stem, options, key: [...(key as number[])].sort((a, b) => a - b) }
        : trainingWord(lang, 'badKey')
    case 'judge':
      return typeof key === 'boolean' ? { ...input, stem, options, key } : trainingWord(lang, 'badKey')
    case 'fill': {
      const accepted = Array.isArray(key)
        ? (key as unknown[])
            .filter((k): k is string => typeof k === 'string')
            .map((k) => k.trim())
            .filter(Boolean)
        : []
      return accepted.length > 0 ? { ...input, stem, options, key: accepted } : trainingWord(lang, 'noAccepted')
    }
    case 'short':
      return { ...input, stem, options, key: typeof key === 'string' ? key.trim() : '' }
  }
}

/** Whether an answer has the shape its question's type takes. */
export function answerFits(question: Pick<Question, 'type' | 'options'>, answer: Answer): boolean {
  switch (question.type) {
    case 'single':
      return isIndex(answer, question.options.length)
    case 'multiple':
      return Array.isArray(answer) && answer.every((a) => isIndex(a, question.options.length))
    case 'judge':
      return typeof answer === 'boolean'
    case 'fill':
      return typeof answer === 'string' && answer.length <= 200
    case 'short':
      return typeof answer === 'string'
  }
}

/** Text compared as people mean it: trimmed, spaces collapsed, letters in one case, full-width forms as half-width. */
const plain = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The points an answer earns, or null when a person must mark it (a short answer). Objective questions earn all their
 * points or none: a multiple choice needs exactly the right options; a fill-in matches any accepted answer.
 */
export function autoPoints(question: Question, answer: Answer | undefined): number | null {
  if (question.type === 'short') return null
  if (answer === undefined || !answerFits(question, answer)) return 0
  let right: boolean
  switch (question.type) {
    case 'single':
      right = answer === question.key
      break
    case 'judge':
      right = answer === question.key
      break
    case 'multiple': {
      const given = [...new Set(answer as number[])].sort((a, b) => a - b)
      const key = question.key as number[]
      right = given.length === key.length && given.every((value, index) => value === key[index])
      break
    }
    case 'fill':
      right = (question.key as string[]).some((accepted) => plain(accepted) === plain(answer as string))
      break
  }
  return right ? question.score : 0
}

/** The question as a taker sees it: no key. */
export const forTaker = (question: Question) => ({
  id: question.id,
  type: question.type,
  stem: question.stem,
  options: question.options,
  score: question.score,
})
