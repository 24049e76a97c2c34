import { route } from '../route'
import { id, integer, list, nullable, num, objectBody, oneOf, record, str } from '../schema'
import { TENANT_TESTS, TRAINING } from './codes'
import { ASSIGNEE_STATES, audience, AUDIENCE_INPUT, DAY } from './shared'

const TENANT = `the session tenant's compulsory training and people only; another tenant's id answers 411606 (${TENANT_TESTS})`
const ONE = objectBody({ id: id() }, ['id'])
const SAVED = record({ id: integer() })

export const assignment = record({
  id: integer(),
  courseId: integer(),
  title: str(),
  audience,
  dueDate: str(),
  counts: record({ total: integer(), done: integer(), overdue: integer() }),
})
export const assignee = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  state: oneOf(ASSIGNEE_STATES),
  completedAt: nullable(num()),
})

/** Compulsory training (8502; 850201 assigns): a course for departments, posts or people by a due date, and who has done it. */
export const assignments = {
  list: route({
    method: 'POST',
    path: '/message/web/training/assignment/list',
    body: objectBody({}),
    result: record({ today: str(), assignments: list(assignment) }),
    errors: [],
    tenant: TENANT,
    summary: 'The compulsory training by due date, with how many are done and overdue.',
  }),
  progress: route({
    method: 'POST',
    path: '/message/web/training/assignment/progress',
    body: ONE,
    result: record({ people: list(assignee) }),
    errors: [TRAINING.assignmentNotFound],
    tenant: TENANT,
    summary: 'Each assignee on the job with their state.',
  }),
  save: route({
    method: 'POST',
    path: '/message/web/training/assignment/save',
    result: SAVED,
    tenant: TENANT,
    body: objectBody({ id: id(), courseId: id(), audience: AUDIENCE_INPUT, dueDate: DAY }, [
      'courseId',
      'audience',
      'dueDate',
    ]),
    errors: [TRAINING.courseNotFound, TRAINING.badAudience, TRAINING.assignmentNotFound],
    summary: 'A new or changed compulsory training.',
  }),
  remove: route({
    method: 'POST',
    path: '/message/web/training/assignment/remove',
    body: ONE,
    result: SAVED,
    errors: [TRAINING.assignmentNotFound],
    tenant: TENANT,
    summary: 'Removes a compulsory training.',
  }),
}
