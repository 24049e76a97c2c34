import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { calibration, calibrationRow, proposedChange } from './calibration'
import type { cycles, participant } from './cycles'
import type { mine, myCycle, team, teamRow } from './reviews'
import type { CHANGE_KINDS, cycle, goal, PHASES, RATINGS, review, spread, STATUSES } from './shared'

// Performance reviews' wire types, from the contract's schemas (apps import them from @hr-portal/api/client/performance).

export type Phase = (typeof PHASES)[number]
export type Rating = (typeof RATINGS)[number]
export type Status = (typeof STATUSES)[number]
export type ChangeKind = (typeof CHANGE_KINDS)[number]
export type Cycle = Static<typeof cycle>
export type CycleRow = ResultOf<typeof cycles.list>['rows'][number]
export type CycleFields = Omit<BodyOf<typeof cycles.save>, 'id'>
export type Participant = Static<typeof participant>
export type Goal = Static<typeof goal>
export type GoalInput = BodyOf<typeof mine.goals>['goals'][number]
export type Review = Static<typeof review>
export type Spread = Static<typeof spread>
export type CalibrationRow = Static<typeof calibrationRow>
export type Calibration = ResultOf<typeof calibration.spread>
export type SalaryProposal = BodyOf<typeof calibration.proposeSalary>
export type MyCycle = Static<typeof myCycle>
export type TeamRow = Static<typeof teamRow>
export type TeamReview = ResultOf<typeof team.review>
export type ProposedChange = Static<typeof proposedChange>
