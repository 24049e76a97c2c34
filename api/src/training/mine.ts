import { route } from '../route'
import { bool, id, integer, list, nullable, num, objectBody, oneOf, record, str } from '../schema'
import { TENANT_TESTS, TRAINING } from './codes'
import { COURSE, SESSION } from './courses'
import { ASSIGNEE_STATES, FILE_ID } from './shared'

const TENANT = `the caller's own staff record in the session tenant; another tenant's session or course answers not found (${TENANT_TESTS})`
const SESSION_ID = objectBody({ sessionId: id() }, ['sessionId'])
const MATERIAL = objectBody({ courseId: id(), fileId: FILE_ID }, ['courseId', 'fileId'])

export const required = record({
  assignmentId: integer(),
  courseId: integer(),
  dueDate: str(),
  state: oneOf(ASSIGNEE_STATES),
  completedAt: nullable(num()),
})
export const myCourse = record({
  ...COURSE,
  sessions: list(record({ ...SESSION, mine: bool(), attended: nullable(bool()) })),
})
/** One person's training record: the courses they completed and their marked exams. */
export const trainingRecord = record({
  courses: list(record({ courseId: integer(), title: str(), completedAt: num() })),
  exams: list(
    record({ examId: integer(), title: str(), score: num(), total: integer(), passed: bool(), submittedAt: num() }),
  ),
})

/**
 * My training (8507, every staff member's: a session is enough): the compulsory training assigned to me, every course
 * with its coming sessions and those I am in; enrolling and leaving before a session begins; a course's materials.
 */
export const mine = {
  overview: route({
    method: 'POST',
    path: '/message/web/training/mine',
    body: objectBody({}),
    result: record({ today: str(), required: list(required), courses: list(myCourse) }),
    errors: [TRAINING.noStaffRecord],
    tenant: TENANT,
    summary: 'My compulsory training with its state, and the courses with their coming sessions.',
  }),
  enrol: route({
    method: 'POST',
    path: '/message/web/training/enrol',
    body: SESSION_ID,
    result: record({}),
    tenant: TENANT,
    errors: [TRAINING.noStaffRecord, TRAINING.sessionNotFound, TRAINING.sessionOver, TRAINING.sessionFull],
    summary: 'Enrols me in a session before it begins.',
  }),
  withdraw: route({
    method: 'POST',
    path: '/message/web/training/withdraw',
    body: SESSION_ID,
    result: record({}),
    tenant: TENANT,
    errors: [TRAINING.noStaffRecord, TRAINING.sessionNotFound, TRAINING.sessionOver],
    summary: 'Takes me off a session before it begins.',
  }),
  material: route({
    method: 'POST',
    path: '/message/web/training/material',
    body: MATERIAL,
    file: true,
    errors: [TRAINING.materialNotFound],
    tenant:
      "a file a course of the session tenant lists; another tenant's answers 411624 (tenant-isolation/content.test.ts)",
    summary: "A course's material file.",
  }),
  materialLink: route({
    method: 'POST',
    path: '/message/web/training/material/link',
    body: MATERIAL,
    result: record({ url: str(), type: str() }),
    errors: [TRAINING.materialNotFound],
    tenant:
      "a file a course of the session tenant lists; another tenant's answers 411624 (tenant-isolation/content.test.ts)",
    summary:
      "A signed link (about a day) to a course's material, served with Range requests: the video player plays it.",
  }),
}

/** Training on the employee record: as the record (1101, within the reader's data range), and one's own. */
export const records = {
  person: route({
    method: 'POST',
    path: '/message/web/training/record',
    body: objectBody({ employeeId: id() }, ['employeeId']),
    result: trainingRecord,
    errors: [TRAINING.employeeNotFound],
    tenant: `an employee of the session tenant within the reader's data range (${TENANT_TESTS})`,
    summary: "A person's completed courses and marked exams.",
  }),
  mine: route({
    method: 'POST',
    path: '/message/web/training/myRecord',
    body: objectBody({}),
    result: trainingRecord,
    errors: [TRAINING.noStaffRecord],
    tenant: "the caller's own staff record in the session tenant",
    summary: 'My completed courses and marked exams.',
  }),
}
