// Row types of the leaving tables (migration 152), added to the gateway's Database by declaration merging.

declare module '../../../core/db/types' {
  interface Database {
    leaving_case: LeavingCaseTable
    leaving_city_wage: LeavingCityWageTable
    employment_spell: EmploymentSpellTable
  }
}

/** A resignation or termination: its request, offboarding steps, exit interview and final settlement. */
export interface LeavingCaseTable {
  tenant_id: number
  id: string
  employee_id: number
  kind: 'resignation' | 'termination'
  basis: string
  notice_given: number
  reason: string
  last_day: string
  status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'closed'
  instance_id: string | null
  requested_by: number
  handover_to: number | null
  handover_confirmed_at: number | null
  equipment_returned_at: number | null
  interview: string
  interview_at: number | null
  account_closed_at: number | null
  city: string
  adjustments: string
  note: string
  paid_settlement: string | null
  run_id: number | null
  paid_at: number | null
  certificate_id: string | null
  /** When HR sent the certificate to the leaver, and to which address (migration 156). */
  certificate_sent_at: number | null
  certificate_sent_to: string
  created_at: number
  decided_at: number | null
}

/** A tenant's local average wages of a city (previous year). */
export interface LeavingCityWageTable {
  tenant_id: number
  city: string
  monthly_wage: string
  annual_wage: string
  is_default: number
  updated_by: number
  updated_at: number
}

/** An earlier employment of a rehired person (migration 153). */
export interface EmploymentSpellTable {
  tenant_id: number
  employee_id: number
  entry_date: number
  leave_date: number
  leave_reason: string
  created_by: number
  created_at: number
}
