import { route } from '../route'
import {
  bool,
  flag,
  id,
  int,
  integer,
  list,
  nullable,
  num,
  objectBody,
  oneOf,
  record,
  str,
  text,
  Type,
} from '../schema'
import { TENANT_TESTS, TRAINING } from './codes'
import { ATTEMPT_STATES, audience, AUDIENCE_INPUT, markedQuestion } from './shared'

const TENANT = `the session tenant's exams and answer sheets only; another tenant's id answers not found (${TENANT_TESTS})`

export const exam = record({
  id: integer(),
  title: str(),
  paperId: integer(),
  paperTitle: str(),
  total: integer(),
  minutes: integer(),
  passMark: integer(),
  audience,
  closed: bool(),
  taking: integer(),
  marking: integer(),
  marked: integer(),
})
export const result = record({
  attemptId: integer(),
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  state: oneOf(ATTEMPT_STATES),
  total: integer(),
  score: nullable(num()),
  passed: nullable(bool()),
  submittedAt: nullable(num()),
  autoSubmitted: bool(),
})
export const waitingSheet = record({
  attemptId: integer(),
  examId: integer(),
  title: str(),
  name: str(),
  jobNumber: str(),
  submittedAt: num(),
})
export const markingSheet = record({
  attemptId: integer(),
  state: oneOf(ATTEMPT_STATES),
  title: str(),
  passMark: integer(),
  name: str(),
  jobNumber: str(),
  total: integer(),
  score: nullable(num()),
  questions: list(markedQuestion),
})

/** Exams (8505; 850501 changes them): a paper, a time limit, a pass mark and who takes it; each taker's result. */
export const exams = {
  list: route({
    method: 'POST',
    path: '/message/web/exam/manage/list',
    body: objectBody({}),
    result: record({ exams: list(exam) }),
    errors: [],
    tenant: TENANT,
    summary: 'Every exam, newest first, with how many sheets are being taken, wait for marking and are marked.',
  }),
  save: route({
    method: 'POST',
    path: '/message/web/exam/manage/save',
    result: record({ id: integer() }),
    tenant: TENANT,
    body: objectBody(
      {
        id: id(),
        title: text(100, 1),
        paperId: id(),
        minutes: int(1, 600),
        passMark: int(1, 10000),
        audience: AUDIENCE_INPUT,
        closed: flag(),
      },
      ['title', 'paperId', 'minutes', 'passMark', 'audience', 'closed'],
    ),
    errors: [TRAINING.paperNotFound, TRAINING.badExam, TRAINING.badAudience, TRAINING.examNotFound, TRAINING.inUse],
    summary: 'A new or changed exam (once sat, its paper, time and pass mark stay).',
  }),
  results: route({
    method: 'POST',
    path: '/message/web/exam/manage/results',
    body: objectBody({ id: id() }, ['id']),
    result: record({ results: list(result) }),
    errors: [TRAINING.examNotFound],
    tenant: TENANT,
    summary: "Each taker's sheet (handed in first if its time is up).",
  }),
}

/** Marking (8506; 850601 gives points): the sheets whose short answers wait for HR, one sheet, and the points of its short answers. */
export const marking = {
  list: route({
    method: 'POST',
    path: '/message/web/exam/marking/list',
    body: objectBody({}),
    result: record({ sheets: list(waitingSheet) }),
    errors: [],
    tenant: TENANT,
    summary: 'The sheets waiting for marking, oldest first (at most 500).',
  }),
  detail: route({
    method: 'POST',
    path: '/message/web/exam/marking/detail',
    body: objectBody({ attemptId: id() }, ['attemptId']),
    result: markingSheet,
    errors: [TRAINING.attemptNotFound],
    tenant: TENANT,
    summary: 'A handed-in sheet with keys, answers and points.',
  }),
  mark: route({
    method: 'POST',
    path: '/message/web/exam/marking/mark',
    tenant: TENANT,
    body: objectBody(
      {
        attemptId: id(),
        marks: Type.Array(objectBody({ questionId: id(), points: int(0, 100) }, ['questionId', 'points']), {
          minItems: 1,
          maxItems: 200,
        }),
      },
      ['attemptId', 'marks'],
    ),
    result: record({ state: oneOf(ATTEMPT_STATES), score: nullable(num()), passed: nullable(bool()) }),
    errors: [TRAINING.attemptNotFound, TRAINING.badPoints],
    summary: "Points for a sheet's short answers; the sheet is marked once none waits.",
  }),
}
