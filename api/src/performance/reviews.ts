import { route } from '../route'
import { bool, id, int, integer, list, objectBody, oneOf, paragraph, record, str, text, Type } from '../schema'
import { PERFORMANCE, TENANT_TESTS } from './codes'
import {
  cycle,
  CYCLE_ID,
  DATE,
  person,
  PERSON,
  PHASES,
  rating,
  RATING,
  review,
  SCORES,
  SHARE,
  STATUSES,
} from './shared'

const MINE = `the caller's own reviews in the session tenant (${TENANT_TESTS})`
const TEAM = `the reviews of the session tenant's participants who report to the caller; another's answers 411706 (${TENANT_TESTS})`
const { noStaffRecord, cycleNotFound, notParticipant, wrongPhase, goalsNotSubmitted } = PERFORMANCE
const REVIEWING = [noStaffRecord, cycleNotFound, notParticipant]

export const myCycle = record({
  cycleId: integer(),
  name: str(),
  period: str(),
  phase: oneOf(PHASES),
  status: oneOf(STATUSES),
})
export const teamRow = record({
  cycleId: integer(),
  cycleName: str(),
  phase: oneOf(PHASES),
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organ: str(),
  status: oneOf(STATUSES),
  rating,
})

/**
 * My performance (8604, every staff member, their own reviews only): the cycles they take part in, their goals (weights
 * adding up to 100 before submission), check-ins, the self review, and the result once released, which they acknowledge.
 */
export const mine = {
  list: route({
    method: 'POST',
    path: '/performance/web/mine/list',
    body: objectBody({}),
    result: record({ rows: list(myCycle) }),
    errors: [noStaffRecord],
    tenant: MINE,
    summary: 'The started cycles I take part in.',
  }),
  detail: route({
    method: 'POST',
    path: '/performance/web/mine/detail',
    body: CYCLE_ID,
    result: record({ cycle, review }),
    errors: REVIEWING,
    tenant: MINE,
    summary: "My review (the manager's part once released).",
  }),
  goals: route({
    method: 'POST',
    path: '/performance/web/mine/goals',
    tenant: MINE,
    body: objectBody(
      {
        cycleId: id(),
        goals: Type.Array(
          objectBody({ title: text(100, 1), measure: text(300), weight: int(0, 100) }, ['title', 'measure', 'weight']),
          { maxItems: 20 },
        ),
        submit: bool(),
      },
      ['cycleId', 'goals', 'submit'],
    ),
    result: record({ cycleId: integer(), submitted: bool() }),
    errors: [...REVIEWING, wrongPhase, PERFORMANCE.goalsSubmitted, PERFORMANCE.noGoals, PERFORMANCE.weightsNot100],
    summary: 'My goals, saved or submitted.',
  }),
  checkin: route({
    method: 'POST',
    path: '/performance/web/mine/checkin',
    result: record({ id: integer() }),
    tenant: MINE,
    body: objectBody({ cycleId: id(), goalId: id(), date: DATE, progress: SHARE(), note: paragraph(500, 1) }, [
      'cycleId',
      'goalId',
      'date',
      'progress',
      'note',
    ]),
    errors: [...REVIEWING, wrongPhase, goalsNotSubmitted, PERFORMANCE.checkinDate, PERFORMANCE.goalNotFound],
    summary: 'Progress on one of my goals.',
  }),
  selfReview: route({
    method: 'POST',
    path: '/performance/web/mine/selfReview',
    result: record({ cycleId: integer() }),
    tenant: MINE,
    body: objectBody({ cycleId: id(), scores: SCORES, comment: paragraph(1000) }, ['cycleId', 'scores', 'comment']),
    errors: [...REVIEWING, wrongPhase, goalsNotSubmitted, PERFORMANCE.scoresMissing],
    summary: 'My scores of my goals and my comment.',
  }),
  acknowledge: route({
    method: 'POST',
    path: '/performance/web/mine/acknowledge',
    body: objectBody({ cycleId: id(), comment: paragraph(500) }, ['cycleId', 'comment']),
    result: record({ cycleId: integer() }),
    errors: [...REVIEWING, PERFORMANCE.notReleased, PERFORMANCE.acknowledged],
    tenant: MINE,
    summary: 'Acknowledges my released result, with a comment.',
  }),
}

/** Team reviews (8603, open to everyone): a manager's reviews of the participants who report to them, in cycles that have started. */
export const team = {
  list: route({
    method: 'POST',
    path: '/performance/web/team/list',
    body: objectBody({}),
    result: record({ rows: list(teamRow) }),
    errors: [noStaffRecord],
    tenant: TEAM,
    summary: 'The participants who report to me, per started cycle.',
  }),
  review: route({
    method: 'POST',
    path: '/performance/web/team/review',
    body: PERSON,
    result: record({ cycle, person, review }),
    errors: REVIEWING,
    tenant: TEAM,
    summary: "A report's review.",
  }),
  submit: route({
    method: 'POST',
    path: '/performance/web/team/submit',
    tenant: TEAM,
    body: objectBody({ cycleId: id(), employeeId: id(), scores: SCORES, comment: paragraph(1000), rating: RATING }, [
      'cycleId',
      'employeeId',
      'scores',
      'comment',
      'rating',
    ]),
    result: record({ cycleId: integer(), employeeId: integer() }),
    errors: [...REVIEWING, wrongPhase, PERFORMANCE.selfNotDone, PERFORMANCE.scoresMissing],
    summary: "The manager's scores, comment and rating of a report.",
  }),
}
