// Row types of the outsourcing service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; money is integer fen in bigint columns (core/money.ts).

declare module '../../core/db/types' {
  interface Database {
    outsourcing_provider: OutsourcingProviderTable
    outsourcing_worker: OutsourcingWorkerTable
    outsourcing_assignment: OutsourcingAssignmentTable
    outsourcing_statement: OutsourcingStatementTable
    outsourcing_statement_line: OutsourcingStatementLineTable
    outsourcing_role: OutsourcingRoleTable
  }
}

/** How a provider bills a worker: per hour worked, per day worked, or per month with any day worked. */
export type RateUnit = 'hour' | 'day' | 'month'

/** An outsourcing company (migration 095): its contact, contract period and billing rule. */
export interface OutsourcingProviderTable {
  tenant_id: number
  id: number
  name: string
  contact_name: string
  contact_phone: string
  contract_from: string
  contract_to: string
  rate_unit: string
  rate_fen: number
  created_at: number
  updated_at: number
}

/** A worker a provider sends (not an employee); their attendance id is -id; `user_id` their account, if any. */
export interface OutsourcingWorkerTable {
  tenant_id: number
  id: number
  provider_id: number
  name: string
  id_number: string
  mobile: string
  /** Skills as the user typed them, comma separated. */
  skills: string
  user_id: number | null
  created_at: number
  updated_at: number
}

/** A worker's assignment to a department from–to (inclusive; to null: open), with its own rate when it overrides the provider's. */
export interface OutsourcingAssignmentTable {
  tenant_id: number
  id: number
  worker_id: number
  organ_id: number
  from_day: string
  to_day: string | null
  rate_fen: number | null
  created_at: number
}

/** A provider's month HR confirmed: frozen with its lines; a month without a row is computed when read. */
export interface OutsourcingStatementTable {
  tenant_id: number
  provider_id: number
  month: string
  total_fen: number
  confirmed_by: number
  confirmed_at: number
}

/** One assignment's line of a confirmed statement, as it was confirmed. */
export interface OutsourcingStatementLineTable {
  tenant_id: number
  provider_id: number
  month: string
  line_no: number
  worker_id: number
  worker_name: string
  organ_id: number
  organ_name: string
  rate_unit: string
  rate_fen: number
  days_worked: number
  minutes_worked: number
  amount_fen: number
}

/** The role of a tenant given to outsourced workers' accounts (clock-in and own attendance), made when the first account is. */
export interface OutsourcingRoleTable {
  tenant_id: number
  role_id: number
}
