import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { leaveError } from '../errors'
import { balancesOf } from '../store'
import type { LeaveTypeTable } from '../tables'
import { policyOf, type PolicyColumns } from './policy'
import { settleYear } from './settle'
import type { YearPart } from './take'

/** A request about to hold days: who asks, for which type, what it takes from each year, on which day. */
export interface Asking {
  tenantId: number
  userId: number
  type: Pick<LeaveTypeTable, 'code' | 'name_zh' | 'name_en' | 'unit'> & PolicyColumns
  parts: YearPart[]
  hourly: boolean
  onDay: string
  now: number
}

/**
 * Refuses a request that would overdraw the balance of any year of its span, naming the year when it spans several.
 * This year's and next year's entitlements are settled for the account first (a grant on 1 January is known ahead),
 * so a request into next year meets next year's days. A policy allowing negative balances refuses nothing.
 */
export async function refuseOverdraw(db: Db, asking: Asking, lang: Lang | 'both'): Promise<void> {
  const { tenantId, userId, type, parts, onDay } = asking
  const thisYear = new Date(asking.now).getUTCFullYear()
  for (const part of parts) {
    if (part.year >= thisYear && part.year <= thisYear + 1)
      await settleYear(db, tenantId, part.year, part.year === thisYear ? onDay : `${part.year}-01-01`, asking.now, [
        userId,
      ])
  }
  if (policyOf(type).allowNegative) return
  for (const part of parts) {
    const balance = (await balancesOf(db, tenantId, userId, part.year, onDay)).find((b) => b.typeCode === type.code)
    const left = balance?.left ?? 0
    if (left >= part.amount) continue
    const vars = (to: Lang) => ({
      type: to === 'en' ? type.name_en : type.name_zh,
      left,
      days: part.amount,
      hours: part.amount,
      year: part.year,
    })
    if (parts.length > 1) throw leaveError(lang, 'notEnoughInYear', lang === 'both' ? vars : vars(lang))
    throw leaveError(lang, asking.hourly ? 'notEnoughHours' : 'notEnough', lang === 'both' ? vars : vars(lang))
  }
}
