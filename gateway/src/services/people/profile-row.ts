import type { EmployeeProfileTable } from './tables'

/** A profile row with nothing known yet (an employee from before migration 028, or the import). */
export const emptyProfile = (tenantId: number, employeeId: number, now: number): EmployeeProfileTable => ({
  tenant_id: tenantId,
  employee_id: employeeId,
  id_number: '',
  birth_date: null,
  address: '',
  salary_grade: '',
  contract_start: null,
  contract_end: null,
  emergency_name: '',
  emergency_relation: '',
  emergency_phone: '',
  leave_reason: '',
  nationality: '',
  education: '',
  marital_status: '',
  political_status: '',
  contract_type: '',
  work_start_date: null,
  bank_name: '',
  bank_account: '',
  bank_holder: '',
  family: '',
  updated_by: null,
  updated_at: now,
})
