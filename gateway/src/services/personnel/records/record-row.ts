import type { Db, EmployeeTable } from '../../../core/db/types'
import { emptyProfile, type EmployeeProfileTable } from '../../people'

export { emptyProfile }

const DAY = 86_400_000

/** Epoch ms (UTC midnight) as yyyy-mm-dd, null stays null. */
export const isoDay = (epochMs: number | null): string | null =>
  epochMs === null ? null : new Date(epochMs).toISOString().slice(0, 10)
/** yyyy-mm-dd as epoch ms of UTC midnight. */
export const epochDay = (iso: string): number => Date.parse(`${iso}T00:00:00Z`)
/** Today's UTC midnight. */
export const todayOf = (now: number): number => Math.floor(now / DAY) * DAY

/** One employee of a tenant with their profile and the names of their organisation, post and position. */
export interface RecordRow {
  employee: EmployeeTable
  profile: EmployeeProfileTable
  organName: string
  zhiweiName: string
  gangweiName: string
}

/** The record of one employee of the tenant, or undefined. */
export async function loadRecord(db: Db, tenantId: number, employeeId: number): Promise<RecordRow | undefined> {
  const employee = await db
    .selectFrom('employee')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', employeeId)
    .executeTakeFirst()
  if (!employee) return undefined
  const [profile, organ, zhiwei, gangwei] = await Promise.all([
    db
      .selectFrom('employee_profile')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirst(),
    db
      .selectFrom('organ')
      .select('name')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', employee.organ_id)
      .executeTakeFirst(),
    db
      .selectFrom('zhiwei')
      .select('name')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', employee.zhiwei_id)
      .executeTakeFirst(),
    db
      .selectFrom('gangwei')
      .select('name')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', employee.gangwei_id)
      .executeTakeFirst(),
  ])
  return {
    employee: {
      ...employee,
      entry_date: Number(employee.entry_date),
      leave_date: employee.leave_date === null ? null : Number(employee.leave_date),
    },
    profile: profile
      ? {
          ...profile,
          birth_date: profile.birth_date === null ? null : Number(profile.birth_date),
          contract_start: profile.contract_start === null ? null : Number(profile.contract_start),
          contract_end: profile.contract_end === null ? null : Number(profile.contract_end),
        }
      : emptyProfile(tenantId, employeeId, 0),
    organName: organ?.name ?? '',
    zhiweiName: zhiwei?.name ?? '',
    gangweiName: gangwei?.name ?? '',
  }
}

export type RecordValue = string | number | null

/** The built-in field values of a record by field key (services/access/biz-fields.ts): dates yyyy-mm-dd, gender '1'|'2', ids for organ, post, position. */
export function recordValues(row: RecordRow): Record<string, RecordValue> {
  const { employee: e, profile: p } = row
  return {
    name: e.name,
    jobNumber: e.job_number,
    mobile: e.phone,
    email: e.email,
    gender: String(e.gender),
    idNumber: p.id_number,
    birthDate: isoDay(p.birth_date),
    address: p.address,
    organ: e.organ_id,
    zhiwei: e.zhiwei_id,
    gangwei: e.gangwei_id,
    entryDate: isoDay(e.entry_date),
    workStartDate: isoDay(p.work_start_date),
    salaryGrade: p.salary_grade,
    contractStart: isoDay(p.contract_start),
    contractEnd: isoDay(p.contract_end),
    emergencyContact: p.emergency_name,
    emergencyRelation: p.emergency_relation,
    emergencyPhone: p.emergency_phone,
    nationality: p.nationality,
    education: p.education,
    maritalStatus: p.marital_status,
    politicalStatus: p.political_status,
    contractType: p.contract_type,
    bankName: p.bank_name ?? '',
    bankAccount: p.bank_account ?? '',
    bankHolder: p.bank_holder ?? '',
    family: p.family ?? '',
  }
}

/** Display names of the reference fields (organ, post, position). */
export const referenceNames = (row: RecordRow): Record<string, string> => ({
  organ: row.organName,
  zhiwei: row.zhiweiName,
  gangwei: row.gangweiName,
})
