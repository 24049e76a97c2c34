// Row types of the moves' and probation reviews' tables (migration 151), added to the gateway's Database.

declare module '../../../core/db/types' {
  interface Database {
    staff_move: StaffMoveTable
    probation_review: ProbationReviewTable
  }
}

/** A dated move of a staff member (transfer, promotion, position or salary change), decided through the workflow. */
export interface StaffMoveTable {
  tenant_id: number
  id: string
  employee_id: number
  kind: string
  /** yyyy-mm-dd. */
  effective_date: string
  organ_id: number | null
  gangwei_id: number | null
  zhiwei_id: number | null
  manager_id: number | null
  /** The new base pay in fen. */
  base_fen: number | null
  reason: string
  status: string
  failure: string
  instance_id: string | null
  requested_by: number
  created_at: number
  decided_at: number | null
  applied_at: number | null
}

/** A probation review: confirm, extend (new_date: the new end) or end (new_date: the last day). */
export interface ProbationReviewTable {
  tenant_id: number
  id: string
  employee_id: number
  contract_id: number
  kind: string
  probation_end: string
  new_date: string | null
  reason: string
  status: string
  instance_id: string | null
  requested_by: number
  created_at: number
  decided_at: number | null
}
