import { route } from '../route'
import { bool, id, integer, list, nullable, num, objectBody, oneOf, paragraph, record, str, Type } from '../schema'
import { PERFORMANCE, TENANT_TESTS } from './codes'
import {
  CHANGE_KINDS,
  CHANGE_STATUSES,
  cycle,
  CYCLE_ID,
  MONTH,
  PHASES,
  rating,
  RATING,
  RATINGS,
  spread,
  STATUSES,
} from './shared'

const TENANT = `the session tenant's cycles, and participants within the caller's data range (${TENANT_TESTS})`
const { cycleNotFound, wrongPhase, notParticipant, fieldLocked } = PERFORMANCE

export const calibrationRow = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organ: str(),
  managerName: str(),
  status: oneOf(STATUSES),
  managerRating: rating,
  rating,
  changes: list(record({ from: rating, to: oneOf(RATINGS), reason: str(), at: num() })),
  salaryChange: nullable(
    record({
      id: integer(),
      kind: oneOf(CHANGE_KINDS),
      value: str(),
      effectiveMonth: str(),
      status: oneOf(CHANGE_STATUSES),
    }),
  ),
})
export const proposedChange = record({
  id: integer(),
  cycleId: integer(),
  cycleName: str(),
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organ: str(),
  kind: oneOf(CHANGE_KINDS),
  value: str(),
  effectiveMonth: str(),
  reason: str(),
  status: oneOf(CHANGE_STATUSES),
  appliedAt: nullable(num()),
  appliedBase: nullable(str()),
})

/**
 * Calibration (8602): the spread of ratings per department against the cycle's target, ratings adjusted with a reason
 * (860201), the results released once all are rated (860202), and salary changes proposed to payroll (860203).
 */
export const calibration = {
  spread: route({
    method: 'POST',
    path: '/performance/web/calibration/spread',
    body: CYCLE_ID,
    errors: [cycleNotFound],
    tenant: TENANT,
    result: record({
      cycle,
      canAdjust: bool(),
      canProposeSalary: bool(),
      hidden: list(str()),
      spread: nullable(record({ departments: list(spread), overall: spread })),
      participants: list(calibrationRow),
    }),
    summary:
      'The spread of ratings against the target and each participant with their rating changes and salary change.',
  }),
  adjust: route({
    method: 'POST',
    path: '/performance/web/calibration/adjust',
    tenant: TENANT,
    body: objectBody({ cycleId: id(), employeeId: id(), rating: RATING, reason: paragraph(500, 1) }, [
      'cycleId',
      'employeeId',
      'rating',
      'reason',
    ]),
    result: record({ cycleId: integer(), employeeId: integer(), rating: oneOf(RATINGS) }),
    errors: [cycleNotFound, wrongPhase, fieldLocked, notParticipant, PERFORMANCE.notReviewed],
    summary: 'A rating changed in calibration, with the reason.',
  }),
  release: route({
    method: 'POST',
    path: '/performance/web/calibration/release',
    body: CYCLE_ID,
    result: record({ cycleId: integer(), phase: oneOf(['released']) }),
    tenant: TENANT,
    errors: [cycleNotFound, wrongPhase, PERFORMANCE.unrated],
    summary: 'Releases the results of a cycle whose participants are all rated.',
  }),
  proposeSalary: route({
    method: 'POST',
    path: '/performance/web/calibration/proposeSalary',
    result: record({ id: integer() }),
    tenant: TENANT,
    body: objectBody(
      {
        cycleId: id(),
        employeeId: id(),
        kind: oneOf(CHANGE_KINDS),
        value: Type.String({ pattern: '^-?\\d{1,9}(\\.\\d{1,2})?$' }),
        effectiveMonth: MONTH,
        reason: paragraph(500),
      },
      ['cycleId', 'employeeId', 'kind', 'value', 'effectiveMonth', 'reason'],
    ),
    errors: [cycleNotFound, wrongPhase, fieldLocked, notParticipant],
    summary: 'A salary change for payroll (replaces one still waiting).',
  }),
}

/** Salary changes proposed by released results, as payroll sees them (salary profiles 8203; 820301 applies one to the profile). */
export const salaryChanges = {
  list: route({
    method: 'POST',
    path: '/performance/web/salaryChange/list',
    body: objectBody({ status: oneOf(CHANGE_STATUSES) }),
    result: record({ rows: list(proposedChange) }),
    errors: [],
    tenant: `the session tenant's released cycles, staff within the caller's data range (${TENANT_TESTS})`,
    summary: 'The changes of released cycles, of one status or all (the new base pay only to who may read it).',
  }),
  apply: route({
    method: 'POST',
    path: '/performance/web/salaryChange/apply',
    body: objectBody({ id: id() }, ['id']),
    result: record({ id: integer(), base: str(), before: str() }),
    errors: [
      PERFORMANCE.changeNotFound,
      PERFORMANCE.changeDone,
      fieldLocked,
      PERFORMANCE.noProfile,
      PERFORMANCE.badChange,
    ],
    tenant: `the session tenant's released cycles, staff within the caller's data range (${TENANT_TESTS})`,
    summary: "Writes the new base pay to the employee's salary profile from its month.",
  }),
}
