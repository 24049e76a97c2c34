import { bool, id, integer, list, matching, nullable, num, objectBody, oneOf, record, str, Type } from '../schema'

// Schemas several areas of training and exams share: audiences, question types, answers and keys, attempts.

/** Who a compulsory training or an exam is for: departments (with those below), posts and single people. */
const IDS = () => Type.Array(id(), { maxItems: 500, uniqueItems: true })
export const AUDIENCE_INPUT = objectBody({ organIds: IDS(), zhiweiIds: IDS(), employeeIds: IDS() }, [
  'organIds',
  'zhiweiIds',
  'employeeIds',
])
export const audience = record({ organIds: list(integer()), zhiweiIds: list(integer()), employeeIds: list(integer()) })

/** A day, YYYY-MM-DD. */
export const DAY = matching('^20\\d\\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$')
/** A file-centre file's id. */
export const FILE_ID = matching('^[0-9a-f-]{36}$')

export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'fill', 'short'] as const
export const ASSIGNEE_STATES = ['done', 'due', 'overdue'] as const
export const ATTEMPT_STATES = ['taking', 'marking', 'marked'] as const

/**
 * The correct answer: single → the option's index; multiple → the options' indexes; judge → true or false;
 * fill → the accepted answers; short → a reference answer for the marker.
 */
export type Key = number | number[] | boolean | string[] | string
/** A taker's answer: single → an index; multiple → indexes; judge → true or false; fill and short → text. */
export type Answer = number | number[] | boolean | string

// Several types in one `type` keyword: the validator keeps a value of any of them as it is (no coercion of false to 0);
// the shape per question type is checked by the gateway.
export const ANSWER_INPUT = Type.Unsafe<Answer>({
  type: ['boolean', 'integer', 'string', 'array'],
  maxLength: 2000,
  cleanText: 'paragraph',
  maxItems: 8,
  items: { type: 'integer', minimum: 0, maximum: 7 },
})
export const KEY_INPUT = Type.Unsafe<Key>({
  type: ['boolean', 'integer', 'string', 'array'],
  maxLength: 2000,
  cleanText: 'paragraph',
  maxItems: 10,
  items: { type: ['integer', 'string'], maxLength: 200 },
})
// Answered as alternatives, the list first: the serialiser would write a list as a string under one `type` list.
const scalars = (...more: string[]) => ({ type: ['boolean', 'integer', 'string', ...more] })
export const key = Type.Unsafe<Key>({ anyOf: [{ type: 'array', items: { type: ['integer', 'string'] } }, scalars()] })
export const answer = Type.Unsafe<Answer>({ anyOf: [{ type: 'array', items: { type: 'integer' } }, scalars()] })
/** A saved answer, or null where none was given. */
export const answerOrNone = Type.Unsafe<Answer | null>({
  anyOf: [{ type: 'array', items: { type: 'integer' } }, scalars('null')],
})

const QUESTION_FACE = {
  id: integer(),
  type: oneOf(QUESTION_TYPES),
  stem: str(),
  options: list(str()),
  score: integer(),
}
/** A question of the bank, with its key. */
export const question = record({ ...QUESTION_FACE, key })
/** A question as a taker sees it: no key. */
export const takerQuestion = record(QUESTION_FACE)
/** A question of a marker's sheet: with its key, the answer given and its points. */
export const markedQuestion = record({ ...QUESTION_FACE, key, answer: answerOrNone, points: nullable(integer()) })

/** An exam's face for a taker: title, time limit and pass mark. */
export const examFace = { id: integer(), title: str(), minutes: integer(), passMark: integer(), closed: bool() }

/** A sitting as its taker sees it: the server's time left while taking; the score once marked. */
export const attempt = record({
  state: oneOf(ATTEMPT_STATES),
  startedAt: num(),
  deadlineAt: num(),
  serverNow: num(),
  remainingMs: num(),
  submittedAt: nullable(num()),
  autoSubmitted: bool(),
  total: integer(),
  score: nullable(num()),
  passed: nullable(bool()),
})
