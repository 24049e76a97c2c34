// Row types of the people service's own table beyond core's employee, app_user, user_tenant and user_role, added to
// the gateway's Database by declaration merging.

declare module '../../core/db/types' {
  interface Database {
    employee_profile: EmployeeProfileTable
    platform_account: PlatformAccountTable
    record_history: RecordHistoryTable
  }
}

/** The messaging-platform user a portal account is, per platform (migration 069, platform-accounts.ts). */
export interface PlatformAccountTable {
  tenant_id: number
  platform: string
  platform_user_id: string
  user_id: number
  linked_at: number
}

/** The employee record beyond the directory columns (migration 028, services/personnel/records). Dates: epoch ms, UTC midnight. */
export interface EmployeeProfileTable {
  tenant_id: number
  employee_id: number
  id_number: string
  birth_date: number | null
  address: string
  salary_grade: string
  contract_start: number | null
  contract_end: number | null
  emergency_name: string
  emergency_relation: string
  emergency_phone: string
  leave_reason: string
  /** Codes of the tenant's dictionary values (services/masterdata; migration 091), '' when not given. */
  nationality: string
  education: string
  marital_status: string
  political_status: string
  contract_type: string
  /** The day the person began working, with any employer (migration 128): years of work count from it; null: entry date. */
  work_start_date: number | null
  /** The bank account salary is paid into (migration 155, '' by default, so optional in writes): the account number is digits only. */
  bank_name?: string
  bank_account?: string
  bank_holder?: string
  /** Family members as JSON (migration 155, services/personnel/records/family.ts), '' when none. */
  family?: string
  updated_by: number | null
  updated_at: number
}

/** One changed field of a staff record (migration 151, record-history.ts): values as text, '' when empty. */
export interface RecordHistoryTable {
  tenant_id: number
  id: string
  employee_id: number
  field: string
  before_value: string
  after_value: string
  cause: string
  ref_id: string | null
  actor_id: number | null
  at: number
}
