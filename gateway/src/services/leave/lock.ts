import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { lockedMonthsBetween } from '../scheduling'
import { leaveError } from './errors'

/**
 * Refuses a change to attendance on days from `from` to `to` (YYYY-MM-DD) when any of their months is locked (HR
 * closed it for payroll): throws monthLocked (410119) naming the months.
 */
export async function refuseLockedDays(db: Db, tenantId: number, from: string, to: string, lang: Lang): Promise<void> {
  const locked = await lockedMonthsBetween(db, tenantId, from, to)
  if (locked.length > 0) throw leaveError(lang, 'monthLocked', { month: locked.join(lang === 'en' ? ', ' : '、') })
}

/**
 * Refuses to approve a request whose days fall in a locked month (the workflow's handlers know no request language:
 * the error carries both, the answer gives the request's). Throws monthLocked (410119).
 */
export async function refuseLockedApproval(db: Db, tenantId: number, from: string, to: string): Promise<void> {
  const locked = await lockedMonthsBetween(db, tenantId, from, to)
  if (locked.length > 0)
    throw leaveError('both', 'monthLocked', (lang) => ({ month: locked.join(lang === 'en' ? ', ' : '、') }))
}
