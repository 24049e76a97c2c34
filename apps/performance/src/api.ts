import { callThrough } from '@hr-portal/api/client'
import {
  performanceApi,
  type CycleFields,
  type GoalInput,
  type Rating,
  type SalaryProposal,
} from '@hr-portal/api/client/performance'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'

// Performance reviews' answers, typed by the contract (api/src/performance).
export type {
  Phase,
  Rating,
  Status,
  CycleFields,
  Cycle,
  CycleRow,
  Participant,
  Goal,
  Review,
  Spread,
  CalibrationRow,
  Calibration,
  MyCycle,
  TeamRow,
  GoalInput,
} from '@hr-portal/api/client/performance'
// The organisation tree the department picker shows (ums's organTreeList).
export type { Organ } from '@hr-portal/api/client/personnel'
/** The ratings, best first. */
export const RATINGS: Rating[] = ['top', 'middle', 'bottom']

/** The performance service (gateway services/performance): `performance.cycles.advance({ cycleId })` resolves the result, rejects with the request's error. */
export const performance = performanceApi(callThrough(http))

/** The people service (gateway services/personnel), for the person picker and the organisation tree. */
const ums = personnelApi(callThrough(http))
/** A goal's scores, as the self and manager reviews take them. */
type Scores = Parameters<typeof performance.mine.selfReview>[0]['scores']

/** The calls the pages make, by what they do. */
export const api = {
  cycles: () => performance.cycles.list(),
  saveCycle: (fields: CycleFields & { id?: number }) => performance.cycles.save(fields),
  cycle: (cycleId: number) => performance.cycles.detail({ cycleId }),
  addDepartments: (cycleId: number, organIds: number[]) => performance.cycles.addDepartments({ cycleId, organIds }),
  removeParticipant: (cycleId: number, employeeId: number) =>
    performance.cycles.removeParticipant({ cycleId, employeeId }),
  setReviewer: (cycleId: number, employeeId: number, managerId: number) =>
    performance.cycles.setReviewer({ cycleId, employeeId, managerId }),
  findPeople: (keyword: string) => ums.lookups.findPeople({ keyword, rows: 10 }),
  advance: (cycleId: number) => performance.cycles.advance({ cycleId }),
  organs: () => ums.directory.organTree(),
  calibration: (cycleId: number) => performance.calibration.spread({ cycleId }),
  adjust: (cycleId: number, employeeId: number, rating: Rating, reason: string) =>
    performance.calibration.adjust({ cycleId, employeeId, rating, reason }),
  release: (cycleId: number) => performance.calibration.release({ cycleId }),
  proposeSalary: (input: SalaryProposal) => performance.calibration.proposeSalary(input),
  team: () => performance.team.list(),
  teamReview: (cycleId: number, employeeId: number) => performance.team.review({ cycleId, employeeId }),
  submitReview: (cycleId: number, employeeId: number, scores: Scores, comment: string, rating: Rating) =>
    performance.team.submit({ cycleId, employeeId, scores, comment, rating }),
  mine: () => performance.mine.list(),
  myReview: (cycleId: number) => performance.mine.detail({ cycleId }),
  saveGoals: (cycleId: number, goals: GoalInput[], submit: boolean) =>
    performance.mine.goals({ cycleId, goals, submit }),
  checkin: (cycleId: number, goalId: number, date: string, progress: number, note: string) =>
    performance.mine.checkin({ cycleId, goalId, date, progress, note }),
  selfReview: (cycleId: number, scores: Scores, comment: string) =>
    performance.mine.selfReview({ cycleId, scores, comment }),
  acknowledge: (cycleId: number, comment: string) => performance.mine.acknowledge({ cycleId, comment }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))
