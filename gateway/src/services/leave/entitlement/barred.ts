import type { Db } from '../../../core/db/types'
import { leaveTypeRows } from '../type-rows'
import type { Holder } from './people'
import type { Policy } from './policy'
import { annualLeaveBarred, calendarDays, yearsOfWork } from './statutory'

/** The sick-leave type and the personal-leave type the bar reads (their codes in every tenant). */
const SICK = 'sick'
const PERSONAL = 'personal'

const later = (a: string, b: string) => (a > b ? a : b)
const earlier = (a: string, b: string) => (a < b ? a : b)

/** Approved absences of the accounts in a year: sick leave in calendar days, paid personal leave in days. */
interface Absences {
  sick: Map<number, number>
  personal: Map<number, number>
}

/** The accounts' approved absences in `years` (each a request touching the year), read in one query. */
async function absencesIn(
  db: Db,
  tenantId: number,
  years: number[],
  userIds: number[],
): Promise<Map<number, Absences>> {
  const first = `${Math.min(...years)}-01-01`
  const last = `${Math.max(...years)}-12-31`
  const paidPersonal = (await leaveTypeRows(db, tenantId)).find((type) => type.code === PERSONAL)?.paid
  const rows = await db
    .selectFrom('leave_request')
    .select(['user_id', 'type_code', 'start_date', 'end_date', 'days'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'approved')
    .where('type_code', 'in', paidPersonal ? [SICK, PERSONAL] : [SICK])
    .where('start_date', '<=', last)
    .where('end_date', '>=', first)
    .where('user_id', 'in', userIds)
    .execute()
  const byYear = new Map<number, Absences>()
  for (const year of years) {
    const sick = new Map<number, number>()
    const personal = new Map<number, number>()
    const [from, to] = [`${year}-01-01`, `${year}-12-31`]
    for (const row of rows) {
      if (row.start_date > to || row.end_date < from) continue
      if (row.type_code === SICK) {
        const days = calendarDays(later(row.start_date, from), earlier(row.end_date, to))
        sick.set(row.user_id, (sick.get(row.user_id) ?? 0) + days)
      } else personal.set(row.user_id, (personal.get(row.user_id) ?? 0) + Number(row.days))
    }
    byYear.set(year, { sick, personal })
  }
  return byYear
}

/**
 * The accounts and statutory types whose year is barred by absences (条例 art. 4): the year's own sick or paid personal
 * leave passing the bar before any of its annual leave was taken, or the year before's when annual leave had been
 * taken in it (实施办法 art. 8).
 */
export async function barredYears(
  db: Db,
  tenantId: number,
  year: number,
  holders: Holder[],
  types: Array<{ code: string; policy: Policy }>,
  /** `userId:typeCode:year` of the accounts' takings (ledger kind 'taken') in `year` and the year before. */
  taken: Set<string>,
): Promise<Set<string>> {
  const statutory = types.filter((type) => type.policy.entitlement === 'statutory')
  const barred = new Set<string>()
  if (!statutory.length || !holders.length) return barred
  const ids = holders.map((holder) => holder.userId)
  const absences = await absencesIn(db, tenantId, [year - 1, year], ids)
  const now = absences.get(year)!
  const before = absences.get(year - 1)!
  for (const holder of holders) {
    const start = holder.workStart ?? holder.entry
    const bars = (absences: typeof now, y: number) =>
      annualLeaveBarred(
        yearsOfWork(start, later(`${y}-01-01`, holder.entry)),
        absences.sick.get(holder.userId) ?? 0,
        absences.personal.get(holder.userId) ?? 0,
      )
    for (const type of statutory) {
      const took = (y: number) => taken.has(`${holder.userId}:${type.code}:${y}`)
      // A year whose annual leave was already taken keeps it; the bar then falls on the next year.
      if ((bars(now, year) && !took(year)) || (took(year - 1) && bars(before, year - 1)))
        barred.add(`${holder.userId}:${type.code}`)
    }
  }
  return barred
}
