import type { Db } from '../../core/db/types'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'

export interface HeadcountSummary {
  byOrgan: Array<{ organId: number; organName: string; headcount: number }>
  byMonth: Array<{ month: string; hires: number; leavers: number }>
  /** The latest hires (newest first), for a look at the person in the staff record. */
  recentHires: Array<{ id: number; name: string; organName: string; entryDate: string }>
}

/** How many latest hires the summary lists. */
export const RECENT_HIRES = 8

const monthOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 7)

/** The last `months` calendar months (UTC), oldest first, ending with the month of `now`. */
export function lastMonths(now: number, months: number): string[] {
  const date = new Date(now)
  const result: string[] = []
  for (let back = months - 1; back >= 0; back--) {
    result.push(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1)).toISOString().slice(0, 7))
  }
  return result
}

/** Staff on the job per division (second level of the tree) and hires and leavers per month. */
export async function headcountSummary(
  db: Db,
  tenantId: number,
  now: number,
  months: number,
): Promise<HeadcountSummary> {
  const [organs, staff] = await Promise.all([
    organsOfTenant(db, tenantId),
    db
      .selectFrom('employee')
      .select(['id', 'name', 'organ_id', 'status', 'entry_date', 'leave_date'])
      .where('tenant_id', '=', tenantId)
      .execute(),
  ])
  const root = organs.find((organ) => organ.parent_id === null)
  const divisions = organs.filter((organ) => root && organ.parent_id === root.id)
  const byOrgan = divisions.map((division) => {
    const ids = new Set(subtreeIds(organs, division.id))
    const headcount = staff.filter((person) => person.status === 1 && ids.has(person.organ_id)).length
    return { organId: division.id, organName: division.name, headcount }
  })
  const byMonth = lastMonths(now, months).map((month) => ({
    month,
    hires: staff.filter((person) => monthOf(person.entry_date) === month).length,
    leavers: staff.filter((person) => person.leave_date !== null && monthOf(person.leave_date) === month).length,
  }))
  const organName = new Map(organs.map((organ) => [organ.id, organ.name]))
  const recentHires = staff
    .filter((person) => person.entry_date <= now)
    .sort((a, b) => b.entry_date - a.entry_date || b.id - a.id)
    .slice(0, RECENT_HIRES)
    .map((person) => ({
      id: person.id,
      name: person.name,
      organName: organName.get(person.organ_id) ?? '',
      entryDate: new Date(person.entry_date).toISOString().slice(0, 10),
    }))
  return { byOrgan, byMonth, recentHires }
}
