import { route } from '../route'
import { id, int, integer, list, objectBody, oneOf, paragraph, record, str, text, Type } from '../schema'
import { TENANT_TESTS, TRAINING } from './codes'
import { KEY_INPUT, question, QUESTION_TYPES } from './shared'

const TENANT = `the session tenant's question bank and papers only; another tenant's id answers not found (${TENANT_TESTS})`
const ONE = objectBody({ id: id() }, ['id'])
const SAVED = record({ id: integer() })
export const PAPER_MODES = ['fixed', 'random'] as const

/** A random paper's rule: so many questions of a type, each worth so many points. */
const RULE_INPUT = objectBody({ type: oneOf(QUESTION_TYPES), count: int(1, 200), score: int(1, 100) }, [
  'type',
  'count',
  'score',
])
export const rule = record({ type: oneOf(QUESTION_TYPES), count: integer(), score: integer() })
export const paper = record({
  id: integer(),
  title: str(),
  mode: oneOf(PAPER_MODES),
  questionIds: list(integer()),
  rules: list(rule),
  total: integer(),
})

/** The question bank (8503; 850301 changes it): single and multiple choice, true or false, fill-in and short answer. */
export const questions = {
  list: route({
    method: 'POST',
    path: '/message/web/exam/question/list',
    body: objectBody({}),
    result: record({ questions: list(question) }),
    errors: [],
    tenant: TENANT,
    summary: "The bank, oldest first, with each question's key.",
  }),
  save: route({
    method: 'POST',
    path: '/message/web/exam/question/save',
    result: SAVED,
    tenant: TENANT,
    body: objectBody(
      {
        id: id(),
        type: oneOf(QUESTION_TYPES),
        stem: paragraph(2000, 1),
        options: Type.Array(text(500), { maxItems: 8 }),
        key: KEY_INPUT,
        score: int(1, 100),
      },
      ['type', 'stem', 'options', 'key', 'score'],
    ),
    errors: [TRAINING.badQuestion, TRAINING.questionNotFound],
    summary: 'A new or changed question (sittings keep the questions as they were given).',
  }),
  remove: route({
    method: 'POST',
    path: '/message/web/exam/question/remove',
    body: ONE,
    result: SAVED,
    errors: [TRAINING.questionNotFound],
    tenant: TENANT,
    summary: 'Takes a question out of the bank (papers and sittings that hold it still read it).',
  }),
}

/** Papers (8504; 850401 changes them): fixed (chosen questions) or random (drawn per taker by type and count). */
export const papers = {
  list: route({
    method: 'POST',
    path: '/message/web/exam/paper/list',
    body: objectBody({}),
    result: record({ papers: list(paper) }),
    errors: [],
    tenant: TENANT,
    summary: 'Every paper, newest first.',
  }),
  save: route({
    method: 'POST',
    path: '/message/web/exam/paper/save',
    result: record({ id: integer(), total: integer() }),
    tenant: TENANT,
    body: objectBody(
      {
        id: id(),
        title: text(100, 1),
        mode: oneOf(PAPER_MODES),
        questionIds: Type.Array(id(), { maxItems: 200, uniqueItems: true }),
        rules: Type.Array(RULE_INPUT, { maxItems: 10 }),
      },
      ['title', 'mode', 'questionIds', 'rules'],
    ),
    errors: [TRAINING.badPaper, TRAINING.paperNotFound],
    summary: 'A new or changed paper; answers its total.',
  }),
  remove: route({
    method: 'POST',
    path: '/message/web/exam/paper/remove',
    body: ONE,
    result: SAVED,
    errors: [TRAINING.paperNotFound, TRAINING.inUse],
    tenant: TENANT,
    summary: 'Removes a paper no exam uses.',
  }),
}
