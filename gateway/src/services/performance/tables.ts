// Row types of the performance service's tables, added to the gateway's Database by declaration merging.
// Dates are 'YYYY-MM-DD' text; instants are epoch milliseconds.

declare module '../../core/db/types' {
  interface Database {
    perf_cycle: PerfCycleTable
    perf_participant: PerfParticipantTable
    perf_goal: PerfGoalTable
    perf_checkin: PerfCheckinTable
    perf_rating_change: PerfRatingChangeTable
    perf_salary_change: PerfSalaryChangeTable
  }
}

/** A review cycle (migration 081): its period, the due date of each phase, the target distribution and the phase it is in. */
export interface PerfCycleTable {
  tenant_id: number
  id: number
  name: string
  /** 'annual' or 'quarterly'. */
  kind: string
  /** '2026' (annual) or '2026-Q1' (quarterly). */
  period: string
  start_date: string
  goals_due: string
  self_due: string
  manager_due: string
  calibration_due: string
  end_date: string
  /** Target share of each rating in percent; together 100. */
  target_top: number
  target_middle: number
  target_bottom: number
  /** 'draft', 'goals', 'self', 'manager', 'calibration', 'released' (phases.ts). */
  phase: string
  created_by: number
  created_at: number
  updated_at: number
}

/** One employee in a cycle, with their reviewer (the line manager when added), the reviews and the result. */
export interface PerfParticipantTable {
  tenant_id: number
  cycle_id: number
  employee_id: number
  organ_id: number
  manager_id: number | null
  goals_submitted_at: number | null
  self_comment: string
  self_at: number | null
  manager_comment: string
  /** The manager's overall rating: 'top', 'middle' or 'bottom'. */
  manager_rating: string | null
  manager_at: number | null
  /** The rating after calibration (the manager's until HR adjusts it). */
  rating: string | null
  released_at: number | null
  ack_at: number | null
  ack_comment: string
}

/** One goal of a participant: weights of a participant's goals add up to 100 before submission. */
export interface PerfGoalTable {
  tenant_id: number
  id: number
  cycle_id: number
  employee_id: number
  title: string
  measure: string
  weight: number
  /** 1–5, given in the self review and by the manager. */
  self_score: number | null
  manager_score: number | null
  sort: number
}

/** A progress note on a goal during the cycle. */
export interface PerfCheckinTable {
  tenant_id: number
  id: number
  goal_id: number
  cycle_id: number
  employee_id: number
  on_date: string
  /** 0–100 percent done. */
  progress: number
  note: string
  created_at: number
}

/** A rating changed in calibration, with the reason. */
export interface PerfRatingChangeTable {
  tenant_id: number
  id: number
  cycle_id: number
  employee_id: number
  from_rating: string | null
  to_rating: string
  reason: string
  changed_by: number
  changed_at: number
}

/** A salary change a result proposes to payroll: an amount or a percentage of the base pay, from a month. */
export interface PerfSalaryChangeTable {
  tenant_id: number
  id: number
  cycle_id: number
  employee_id: number
  /** 'amount' (added to the base pay) or 'percent'. */
  kind: string
  /** A decimal string: '500.00' or '5.5'. */
  value: string
  effective_month: string
  reason: string
  /** 'proposed', 'applied' or 'withdrawn'. */
  status: string
  proposed_by: number
  proposed_at: number
  applied_by: number | null
  applied_at: number | null
  /** The base pay after the change, in fen, once applied. */
  applied_base_fen: number | null
}
