import { call } from '@hr-portal/kit'

export type Phase = 'draft' | 'goals' | 'self' | 'manager' | 'calibration' | 'released'
export type Rating = 'top' | 'middle' | 'bottom'
export type Status = 'goals' | 'goalsSubmitted' | 'selfReviewed' | 'managerReviewed' | 'released' | 'acknowledged'
export const RATINGS: Rating[] = ['top', 'middle', 'bottom']

export interface CycleFields {
  name: string; kind: 'annual' | 'quarterly'; period: string; startDate: string; goalsDue: string; selfDue: string; managerDue: string
  calibrationDue: string; endDate: string; targetTop: number; targetMiddle: number; targetBottom: number
}
export interface Cycle {
  id: number; name: string; kind: 'annual' | 'quarterly'; period: string; phase: Phase; startDate: string; goalsDue: string; selfDue: string
  managerDue: string; calibrationDue: string; endDate: string; target: Record<Rating, number>; participants?: number
}
export interface Participant { employeeId: number; name: string; jobNumber: string; organ: string; managerId: number | null; managerName: string; status: Status; rating: Rating | null }
export interface Goal {
  id: number; title: string; measure: string; weight: number; selfScore: number | null; managerScore: number | null
  checkins: Array<{ id: number; date: string; progress: number; note: string }>
}
export interface Review {
  cycleId: number; employeeId: number; status: Status; goals: Goal[]; selfComment: string; selfAt: number | null; managerComment: string
  managerAt: number | null; managerRating: Rating | null; rating: Rating | null; releasedAt: number | null; ackAt: number | null; ackComment: string
}
export interface Spread {
  organId: number | null; organ: string; total: number; unrated: number
  counts: Record<Rating, number>; percents: Record<Rating, number>; deviation: Record<Rating, number>
}
export interface CalibrationRow {
  employeeId: number; name: string; jobNumber: string; organ: string; managerName: string; status: Status; managerRating: Rating | null; rating: Rating | null
  changes: Array<{ from: Rating | null; to: Rating; reason: string; at: number }>
  salaryChange: { id: number; kind: 'amount' | 'percent'; value: string; effectiveMonth: string; status: string } | null
}
export interface Calibration {
  cycle: Cycle; canAdjust: boolean; canProposeSalary: boolean; hidden: string[]
  spread: { departments: Spread[]; overall: Spread } | null; participants: CalibrationRow[]
}
export interface MyCycle { cycleId: number; name: string; period: string; phase: Phase; status: Status }
export interface TeamRow { cycleId: number; cycleName: string; phase: Phase; employeeId: number; name: string; jobNumber: string; organ: string; status: Status; rating: Rating | null }
export interface GoalInput { title: string; measure: string; weight: number }
export interface Organ { id: number; name: string; children: Organ[] }
type Scores = Array<{ goalId: number; score: number }>

const P = '/performance/web'

/** The performance service (gateway services/performance). */
export const api = {
  cycles: () => call<{ rows: Cycle[] }>(`${P}/cycle/list`),
  saveCycle: (fields: CycleFields & { id?: number }) => call<{ id: number }>(`${P}/cycle/save`, fields),
  cycle: (cycleId: number) => call<{ cycle: Cycle; hidden: string[]; participants: Participant[] }>(`${P}/cycle/detail`, { cycleId }),
  addDepartments: (cycleId: number, organIds: number[]) => call<{ added: number }>(`${P}/cycle/addDepartments`, { cycleId, organIds }),
  removeParticipant: (cycleId: number, employeeId: number) => call(`${P}/cycle/removeParticipant`, { cycleId, employeeId }),
  setReviewer: (cycleId: number, employeeId: number, managerId: number) =>
    call<{ managerName: string }>(`${P}/cycle/setReviewer`, { cycleId, employeeId, managerId }),
  findPeople: (keyword: string) => call<Array<{ id: number; name: string; jobNumber: string }>>('/ums/web/user/getUserByKeyWord', { keyword, rows: 10 }),
  advance: (cycleId: number) => call<{ phase: Phase }>(`${P}/cycle/advance`, { cycleId }),
  organs: () => call<Organ[]>('/ums/web/organ/organTreeList'),
  calibration: (cycleId: number) => call<Calibration>(`${P}/calibration/spread`, { cycleId }),
  adjust: (cycleId: number, employeeId: number, rating: Rating, reason: string) => call(`${P}/calibration/adjust`, { cycleId, employeeId, rating, reason }),
  release: (cycleId: number) => call(`${P}/calibration/release`, { cycleId }),
  proposeSalary: (input: { cycleId: number; employeeId: number; kind: 'amount' | 'percent'; value: string; effectiveMonth: string; reason: string }) =>
    call<{ id: number }>(`${P}/calibration/proposeSalary`, input),
  team: () => call<{ rows: TeamRow[] }>(`${P}/team/list`),
  teamReview: (cycleId: number, employeeId: number) =>
    call<{ cycle: Cycle; person: { name: string; jobNumber: string; organ: string }; review: Review }>(`${P}/team/review`, { cycleId, employeeId }),
  submitReview: (cycleId: number, employeeId: number, scores: Scores, comment: string, rating: Rating) =>
    call(`${P}/team/submit`, { cycleId, employeeId, scores, comment, rating }),
  mine: () => call<{ rows: MyCycle[] }>(`${P}/mine/list`),
  myReview: (cycleId: number) => call<{ cycle: Cycle; review: Review }>(`${P}/mine/detail`, { cycleId }),
  saveGoals: (cycleId: number, goals: GoalInput[], submit: boolean) => call(`${P}/mine/goals`, { cycleId, goals, submit }),
  checkin: (cycleId: number, goalId: number, date: string, progress: number, note: string) => call(`${P}/mine/checkin`, { cycleId, goalId, date, progress, note }),
  selfReview: (cycleId: number, scores: Scores, comment: string) => call(`${P}/mine/selfReview`, { cycleId, scores, comment }),
  acknowledge: (cycleId: number, comment: string) => call(`${P}/mine/acknowledge`, { cycleId, comment }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))
