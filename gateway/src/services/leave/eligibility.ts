import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { leaveError } from './errors'

/** What a leave type asks of the person taking it (migration 095): a gender (1 men, 2 women) and months of service. */
export interface LeaveRule {
  code: string
  name_zh: string
  name_en: string
  gender: number | null
  min_service_months: number
}

/** The person's facts the rules read: their staff record's gender and entry date (null without a staff record). */
export interface Applicant {
  gender: number
  entryDate: number
}

export async function applicantOf(db: Db, tenantId: number, userId: number): Promise<Applicant | null> {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select(['employee.gender', 'employee.entry_date'])
    .where('app_user.id', '=', userId)
    .where('employee.tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row ? { gender: row.gender, entryDate: row.entry_date } : null
}

/** Whole months from an entry date to a day ('YYYY-MM-DD'). */
export function monthsOfService(entryDate: number, day: string): number {
  const entry = new Date(entryDate)
  const [year, month, date] = day.split('-').map(Number)
  const months = (year - entry.getUTCFullYear()) * 12 + (month - 1 - entry.getUTCMonth())
  return date < entry.getUTCDate() ? months - 1 : months
}

/** Why the applicant may not take the type on `day`, or null when they may. A rule cannot be met without a staff record. */
export function ineligibility(type: LeaveRule, applicant: Applicant | null, day: string): 'gender' | 'service' | null {
  if (type.gender !== null && applicant?.gender !== type.gender) return 'gender'
  if (
    type.min_service_months > 0 &&
    (!applicant || monthsOfService(applicant.entryDate, day) < type.min_service_months)
  )
    return 'service'
  return null
}

/** Refuses a leave type the applicant may not take, with the rule in the request's language. */
export function refuseIneligible(type: LeaveRule, applicant: Applicant | null, day: string, lang: Lang): void {
  const reason = ineligibility(type, applicant, day)
  if (reason === null) return
  const name = lang === 'en' ? type.name_en : type.name_zh
  if (reason === 'gender') {
    throw leaveError(lang, type.gender === 2 ? 'womenOnly' : 'menOnly', { type: name })
  }
  throw leaveError(lang, 'serviceTooShort', { type: name, months: type.min_service_months })
}
