import { route } from '../route'
import { id, integer, list, nullable, objectBody, oneOf, record, str, text, Type } from '../schema'
import { PERFORMANCE, TENANT_TESTS } from './codes'
import { CYCLE, cycle, CYCLE_ID, CYCLE_KINDS, DATE, PERSON, PHASES, rating, SHARE, STATUSES } from './shared'

const TENANT = `the session tenant's cycles, and participants within the caller's data range; another tenant's cycle answers 411701 (${TENANT_TESTS})`

export const participant = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organ: str(),
  managerId: nullable(integer()),
  managerName: str(),
  status: oneOf(STATUSES),
  rating,
})

/**
 * Review cycles (8601; 860101 changes them): the cycles with their phase dates and target distribution, participants
 * added by department within the caller's data range, their reviewer, and the phases moved on one at a time up to calibration.
 */
export const cycles = {
  list: route({
    method: 'POST',
    path: '/performance/web/cycle/list',
    body: objectBody({}),
    result: record({ rows: list(record({ ...CYCLE, participants: integer() })) }),
    errors: [],
    tenant: TENANT,
    summary: 'Every cycle, latest first, with how many take part.',
  }),
  save: route({
    method: 'POST',
    path: '/performance/web/cycle/save',
    result: record({ id: integer() }),
    tenant: TENANT,
    body: objectBody(
      {
        id: id(),
        name: text(60, 1),
        kind: oneOf(CYCLE_KINDS),
        period: Type.String({ pattern: '^\\d{4}(-Q[1-4])?$' }),
        startDate: DATE,
        goalsDue: DATE,
        selfDue: DATE,
        managerDue: DATE,
        calibrationDue: DATE,
        endDate: DATE,
        targetTop: SHARE(),
        targetMiddle: SHARE(),
        targetBottom: SHARE(),
      },
      [
        'name',
        'kind',
        'period',
        'startDate',
        'goalsDue',
        'selfDue',
        'managerDue',
        'calibrationDue',
        'endDate',
        'targetTop',
        'targetMiddle',
        'targetBottom',
      ],
    ),
    errors: [
      PERFORMANCE.badPeriod,
      PERFORMANCE.badDates,
      PERFORMANCE.badTarget,
      PERFORMANCE.cycleNotFound,
      PERFORMANCE.wrongPhase,
    ],
    summary: 'A new or changed cycle (not once released).',
  }),
  detail: route({
    method: 'POST',
    path: '/performance/web/cycle/detail',
    body: CYCLE_ID,
    result: record({ cycle, hidden: list(str()), participants: list(participant) }),
    errors: [PERFORMANCE.cycleNotFound],
    tenant: TENANT,
    summary: "A cycle and its participants in the caller's range (ratings hidden by field permissions).",
  }),
  addDepartments: route({
    method: 'POST',
    path: '/performance/web/cycle/addDepartments',
    result: record({ added: integer() }),
    tenant: TENANT,
    body: objectBody({ cycleId: id(), organIds: Type.Array(id(), { minItems: 1, maxItems: 100 }) }, [
      'cycleId',
      'organIds',
    ]),
    errors: [PERFORMANCE.cycleNotFound, PERFORMANCE.wrongPhase, PERFORMANCE.organNotFound],
    summary: 'Adds the staff of departments (and those below), with their line manager.',
  }),
  removeParticipant: route({
    method: 'POST',
    path: '/performance/web/cycle/removeParticipant',
    body: PERSON,
    result: record({ cycleId: integer(), employeeId: integer() }),
    tenant: TENANT,
    errors: [PERFORMANCE.cycleNotFound, PERFORMANCE.wrongPhase, PERFORMANCE.notParticipant],
    summary: 'Takes a participant and their review out of a cycle.',
  }),
  setReviewer: route({
    method: 'POST',
    path: '/performance/web/cycle/setReviewer',
    tenant: TENANT,
    body: objectBody({ cycleId: id(), employeeId: id(), managerId: id() }, ['cycleId', 'employeeId', 'managerId']),
    result: record({ cycleId: integer(), employeeId: integer(), managerId: integer(), managerName: str() }),
    errors: [
      PERFORMANCE.cycleNotFound,
      PERFORMANCE.wrongPhase,
      PERFORMANCE.notParticipant,
      PERFORMANCE.reviewDone,
      PERFORMANCE.ownReviewer,
      PERFORMANCE.reviewerNotFound,
    ],
    summary: "A participant's reviewer, until the manager's review is submitted.",
  }),
  advance: route({
    method: 'POST',
    path: '/performance/web/cycle/advance',
    body: CYCLE_ID,
    result: record({ cycleId: integer(), phase: oneOf(PHASES) }),
    tenant: TENANT,
    errors: [
      PERFORMANCE.cycleNotFound,
      PERFORMANCE.wrongPhase,
      PERFORMANCE.phaseUnfinished,
      PERFORMANCE.noParticipants,
    ],
    summary:
      'Moves a cycle one phase on, up to calibration: a draft once it has participants, goal setting once every participant submitted their goals.',
  }),
}
