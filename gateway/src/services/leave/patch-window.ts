import { fixedQuery } from '../../core/db/fixed-query'
import type { Db } from '../../core/db/types'
import { lockedMonthsBetween, type DayPlan } from '../scheduling'
import type { ApprovedPatchCard } from './absences'
import { formatDate, parseDate } from './days'
import { leavePlansOf } from './leave-days'

const DAY = 86_400_000

/** How far back a patch card may go: this many working days of the person's own plan (calendar, group, roster). */
export const PATCH_WORKING_DAYS = 22

/**
 * Whether a patch card may be asked for a day: 'open' yes; 'outsideWindow' no, a future day, a day too far back or
 * not a date; 'locked' no, its month is locked (HR closed it for payroll).
 */
export type PatchVerdict = 'open' | 'outsideWindow' | 'locked'

/** The days an account may ask a patch card for. */
export interface PatchWindow {
  /** The first day: the PATCH_WORKING_DAYS-th working day back from today (today counted). */
  from: string
  /** Today, by the gateway's clock (UTC). */
  to: string
  verdict(day: string): PatchVerdict
}

/** The days whose plans the patch window reads at `now`: 90 days back to today (UTC). */
export function patchWindowSpan(now: number): { from: string; to: string } {
  const today = Math.floor(now / DAY) * DAY
  return { from: formatDate(today - 90 * DAY), to: formatDate(today) }
}

/**
 * The patch-card rule of an account at `now`: the apply route refuses what it refuses, and the staff's month
 * (services/attendance) offers the button where it says 'open', so the two never disagree. `plans`, when the caller
 * has read them: the account's plans of every day of patchWindowSpan(now), not read again.
 */
export async function patchWindowOf(
  db: Db,
  tenantId: number,
  userId: number,
  now: number,
  plans?: DayPlan[],
): Promise<PatchWindow> {
  const { from: back, to } = patchWindowSpan(now)
  const own = plans ?? (await leavePlansOf(db, tenantId, userId, back, to))
  const working = own.filter((plan) => plan.kind === 'work').map((plan) => plan.day)
  const from = working.length >= PATCH_WORKING_DAYS ? working[working.length - PATCH_WORKING_DAYS] : back
  const locked = new Set(await lockedMonthsBetween(db, tenantId, from, to))
  return {
    from,
    to,
    verdict: (day) => {
      if (parseDate(day) === null || day < from || day > to) return 'outsideWindow'
      return locked.has(day.slice(0, 7)) ? 'locked' : 'open'
    },
  }
}

/** An account's pending and approved patch cards from–to, compiled once (fixed-query.ts). */
const askedCards = fixedQuery(
  (db, v: { tenantId: number; userId: number; from: string; to: string; pending: string; approved: string }) =>
    db
      .selectFrom('patch_card')
      .select(['day', 'time', 'kind', 'status'])
      .where('tenant_id', '=', v.tenantId)
      .where('user_id', '=', v.userId)
      .where('day', '>=', v.from)
      .where('day', '<=', v.to)
      .where('status', 'in', [v.pending, v.approved]),
)

/**
 * An account's patch cards of the days from `from` to `to`, read once: the sides ('in', 'out') of each day with a
 * pending or approved card, and the approved cards as approvedAbsencesOf reads them (the staff's month judges with them).
 */
export async function patchCardsOf(
  db: Db,
  tenantId: number,
  userId: number,
  from: string,
  to: string,
): Promise<{ asked: Map<string, Set<string>>; approved: ApprovedPatchCard[] }> {
  const rows = await askedCards.execute(db, { tenantId, userId, from, to, pending: 'pending', approved: 'approved' })
  const asked = new Map<string, Set<string>>()
  const approved: ApprovedPatchCard[] = []
  for (const row of rows) {
    asked.set(row.day, (asked.get(row.day) ?? new Set()).add(row.kind))
    if (row.status === 'approved')
      approved.push({ userId, day: row.day, time: row.time, kind: row.kind as 'in' | 'out' })
  }
  return { asked, approved }
}

/** The sides ('in', 'out') of each day from `from` to `to` for which an account has a pending or approved patch card. */
export async function patchCardsAskedOf(
  db: Db,
  tenantId: number,
  userId: number,
  from: string,
  to: string,
): Promise<Map<string, Set<string>>> {
  return (await patchCardsOf(db, tenantId, userId, from, to)).asked
}
