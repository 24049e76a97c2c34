// Row types of the people service's own table beyond core's employee, app_user, user_tenant and user_role, added to
// the gateway's Database by declaration merging.

declare module '../../core/db/types' {
  interface Database {
    employee_profile: EmployeeProfileTable
    platform_account: PlatformAccountTable
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
  updated_by: number | null
  updated_at: number
}
