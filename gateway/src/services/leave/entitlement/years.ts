import type { Selectable } from 'kysely'
import type { Db } from '../../../core/db/types'
import { balancesOf } from '../store'
import type { LeaveTypeTable } from '../tables'
import { settleYear } from './settle'
import type { YearPart } from './take'

/**
 * Each part of a request with what its year has left before it (in the type's unit): this year's and next year's
 * entitlements are settled first. `besides`: a request whose own pending days are not counted against it.
 */
export async function partsWithLeft(
  db: Db,
  tenantId: number,
  userId: number,
  type: Selectable<LeaveTypeTable>,
  parts: YearPart[],
  onDay: string,
  now: number,
  besides?: { pending: boolean; parts: YearPart[] },
) {
  const thisYear = new Date(now).getUTCFullYear()
  const out: Array<{ year: number; amount: number; left: number }> = []
  for (const part of parts) {
    if (part.year >= thisYear && part.year <= thisYear + 1)
      await settleYear(db, tenantId, part.year, part.year === thisYear ? onDay : `${part.year}-01-01`, now, [userId])
    const balance = (await balancesOf(db, tenantId, userId, part.year, onDay)).find((b) => b.typeCode === type.code)
    const own = besides?.pending ? (besides.parts.find((p) => p.year === part.year)?.amount ?? 0) : 0
    out.push({ year: part.year, amount: part.amount, left: Math.round(((balance?.left ?? 0) + own) * 100) / 100 })
  }
  return out
}
