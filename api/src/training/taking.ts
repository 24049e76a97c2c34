import { route } from '../route'
import { dict, id, integer, list, nullable, num, objectBody, record } from '../schema'
import { TENANT_TESTS, TRAINING } from './codes'
import { answer, ANSWER_INPUT, attempt, examFace, takerQuestion } from './shared'

const TENANT = `the caller's own sittings of the session tenant's exams they take; another tenant's exam answers 411612 (${TENANT_TESTS})`
const ON_EXAM = objectBody({ examId: id() }, ['examId'])
const TAKER = [TRAINING.noStaffRecord, TRAINING.examNotFound]

export const myExam = record({ ...examFace, attempt: nullable(attempt) })
export const sheet = record({
  exam: record(examFace),
  attempt,
  questions: list(takerQuestion),
  answers: dict(answer),
  points: nullable(dict(integer())),
})

/**
 * Taking an exam (My exams, 8508: a session is enough; only the exam's takers). §7 names: queryExamId (the exam and my
 * sitting), questions (start or resume), submitExam. Each answer is saved as given; when the time is up the server hands the paper in.
 */
export const taking = {
  mine: route({
    method: 'POST',
    path: '/message/web/exam/mine',
    body: objectBody({}),
    result: record({ exams: list(myExam) }),
    errors: [TRAINING.noStaffRecord],
    tenant: TENANT,
    summary: 'The open exams I take and those I sat, with my sitting.',
  }),
  info: route({
    method: 'POST',
    path: '/message/web/exam/queryExamId',
    body: ON_EXAM,
    result: record({ ...examFace, total: integer(), attempt: nullable(attempt) }),
    errors: TAKER,
    tenant: TENANT,
    summary: 'The exam and my sitting.',
  }),
  questions: route({
    method: 'POST',
    path: '/message/web/exam/questions',
    body: ON_EXAM,
    result: sheet,
    errors: [...TAKER, TRAINING.examClosed],
    tenant: TENANT,
    summary:
      "Starts or resumes my sitting: the questions without keys, my saved answers and the time left by the server's clock.",
  }),
  saveAnswer: route({
    method: 'POST',
    path: '/message/web/exam/saveAnswer',
    body: objectBody({ examId: id(), questionId: id(), answer: ANSWER_INPUT }, ['examId', 'questionId', 'answer']),
    result: record({ savedAt: num(), remainingMs: num() }),
    tenant: TENANT,
    errors: [...TAKER, TRAINING.notStarted, TRAINING.timeUp, TRAINING.submitted, TRAINING.badAnswer],
    summary: 'Saves one answer as it is given.',
  }),
  submit: route({
    method: 'POST',
    path: '/message/web/exam/submitExam',
    body: ON_EXAM,
    result: record({ attempt }),
    tenant: TENANT,
    errors: [...TAKER, TRAINING.notStarted, TRAINING.timeUp, TRAINING.submitted],
    summary: 'Hands my sitting in.',
  }),
  certificate: route({
    method: 'POST',
    path: '/message/web/exam/certificate',
    body: ON_EXAM,
    file: true,
    tenant: TENANT,
    errors: [...TAKER, TRAINING.noCertificate, TRAINING.noFont],
    summary: 'The certificate (PDF) of my passed exam.',
  }),
}
