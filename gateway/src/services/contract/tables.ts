// Row types of the contract service's tables, added to the gateway's Database by declaration merging.

declare module '../../core/db/types' {
  interface Database {
    employment_contract: EmploymentContractTable
    employment_contract_change: EmploymentContractChangeTable
  }
}

/** One employment contract of an employee (migration 095). Dates are `yyyy-mm-dd`. */
export interface EmploymentContractTable {
  tenant_id: number
  id: number
  employee_id: number
  type_code: string
  term: string
  start_date: string
  end_date: string | null
  project: string
  probation_months: number
  probation_end: string | null
  sign_date: string | null
  status: string
  documents: string
  previous_id: number | null
  terminated_on: string | null
  termination_reason: string
  created_by: number
  created_at: number
  updated_by: number
  updated_at: number
}

/** A renewal or termination of a contract, decided by the workflow (migration 095). */
export interface EmploymentContractChangeTable {
  tenant_id: number
  id: string
  contract_id: number
  kind: string
  status: string
  new_term: string | null
  new_end_date: string | null
  effective_date: string
  reason: string
  instance_id: string | null
  new_contract_id: number | null
  requested_by: number
  created_at: number
  decided_at: number | null
}
