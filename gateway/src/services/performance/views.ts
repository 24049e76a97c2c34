import type { ResultAccess } from './access'
import type { Phase, Rating } from './phases'
import { RESULT_FIELDS } from './functions'
import type { PerfCheckinTable, PerfCycleTable, PerfGoalTable, PerfParticipantTable } from './tables'

/** Where a participant is: goals being set, submitted, self-reviewed, reviewed by the manager, released, acknowledged. */
export type Status = 'goals' | 'goalsSubmitted' | 'selfReviewed' | 'managerReviewed' | 'released' | 'acknowledged'

export const statusOf = (p: PerfParticipantTable): Status =>
  p.ack_at
    ? 'acknowledged'
    : p.released_at
      ? 'released'
      : p.manager_at
        ? 'managerReviewed'
        : p.self_at
          ? 'selfReviewed'
          : p.goals_submitted_at
            ? 'goalsSubmitted'
            : 'goals'

const at = (value: number | null): number | null => (value === null ? null : Number(value))

// The words the tables hold as text, as the contract answers them (the tables only ever hold these).
export const phaseOf = (phase: string) => phase as Phase
export const ratingOf = <T extends string | null>(rating: T) => rating as T extends null ? Rating | null : Rating
export const changeKindOf = (kind: string) => kind as 'amount' | 'percent'
export const changeStatusOf = (status: string) => status as 'proposed' | 'applied' | 'withdrawn'

export const cycleView = (cycle: PerfCycleTable) => ({
  id: cycle.id,
  name: cycle.name,
  kind: cycle.kind as 'annual' | 'quarterly',
  period: cycle.period,
  phase: phaseOf(cycle.phase),
  startDate: cycle.start_date,
  goalsDue: cycle.goals_due,
  selfDue: cycle.self_due,
  managerDue: cycle.manager_due,
  calibrationDue: cycle.calibration_due,
  endDate: cycle.end_date,
  target: { top: cycle.target_top, middle: cycle.target_middle, bottom: cycle.target_bottom },
})

/** What a viewer sees of a review: field access, and whether the manager's part (scores, comment, ratings) is shown. */
export interface Seen {
  access: ResultAccess
  managerPart: boolean
}

/** A participant's review as `seen` allows: a field the viewer may not see is answered empty and named in `hidden`. */
export function reviewView(p: PerfParticipantTable, goals: PerfGoalTable[], checkins: PerfCheckinTable[], seen: Seen) {
  const show = (field: keyof ResultAccess) => seen.access[field] !== 'hidden'
  const manager = seen.managerPart
  return {
    cycleId: p.cycle_id,
    employeeId: p.employee_id,
    status: statusOf(p),
    goals: goals.map((goal) => ({
      id: goal.id,
      title: goal.title,
      measure: goal.measure,
      weight: goal.weight,
      selfScore: show('scores') ? goal.self_score : null,
      managerScore: show('scores') && manager ? goal.manager_score : null,
      checkins: checkins
        .filter((c) => c.goal_id === goal.id)
        .map((c) => ({ id: c.id, date: c.on_date, progress: c.progress, note: c.note })),
    })),
    selfComment: show('comments') ? p.self_comment : '',
    selfAt: at(p.self_at),
    managerComment: show('comments') && manager ? p.manager_comment : '',
    managerAt: manager ? at(p.manager_at) : null,
    managerRating: show('rating') && manager ? ratingOf(p.manager_rating) : null,
    rating: show('rating') && manager ? ratingOf(p.rating) : null,
    releasedAt: at(p.released_at),
    ackAt: at(p.ack_at),
    ackComment: show('comments') ? p.ack_comment : '',
    hidden: RESULT_FIELDS.filter((field) => !show(field)),
  }
}
