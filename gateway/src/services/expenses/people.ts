import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { expenseError } from './texts'

/** Who claims: the account, its staff record, department, position (employee.gangwei_id) and salary grade. */
export interface Claimant {
  tenantId: number
  userId: number
  employeeId: number
  organId: number | null
  positionId: string | null
  grade: string | null
  name: string
}

/** The caller as a claimant; refused (noStaff) when the account has no staff record in the tenant. */
export async function claimantOf(db: Db, lang: Lang, tenantId: number, userId: number): Promise<Claimant> {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .leftJoin('employee_profile', (join) =>
      join
        .onRef('employee_profile.employee_id', '=', 'employee.id')
        .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id'),
    )
    .select([
      'employee.id',
      'employee.organ_id',
      'employee.gangwei_id',
      'employee.name',
      'employee_profile.salary_grade',
    ])
    .where('app_user.id', '=', userId)
    .where('employee.tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (!row) throw expenseError(lang, 'noStaff')
  return {
    tenantId,
    userId,
    employeeId: row.id,
    organId: row.organ_id ?? null,
    positionId: row.gangwei_id ? String(row.gangwei_id) : null,
    grade: row.salary_grade || null,
    name: row.name,
  }
}

/** Names of employees and departments by id, for lists and reports. */
export async function namesOf(db: Db, tenantId: number, employeeIds: number[], organIds: number[]) {
  const [people, organs] = await Promise.all([
    employeeIds.length
      ? db
          .selectFrom('employee')
          .select(['id', 'name', 'job_number'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', [...new Set(employeeIds)])
          .execute()
      : [],
    organIds.length
      ? db
          .selectFrom('organ')
          .select(['id', 'name', 'name_en'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', [...new Set(organIds)])
          .execute()
      : [],
  ])
  return {
    person: new Map(people.map((p) => [p.id, p])),
    organ: new Map(organs.map((o) => [o.id, o])),
  }
}

/** A department's name in `lang` (the Chinese one when it has no English name). */
export const organName = (organ: { name: string; name_en?: string | null } | undefined, lang: Lang) =>
  organ ? (lang === 'en' && organ.name_en ? organ.name_en : organ.name) : ''
