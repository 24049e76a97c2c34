import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { isMonthLocked, lockMonth, unlockMonth } from '../scheduling'
import { kaoqinError } from './errors'
import { readResults, recompute, recomputeIn } from './results'
import { employedBetween } from './people'
import type { Person } from './scope'
import { summarize, type MonthSummary } from './summary'
import type { MonthSummaryTable } from './tables'
import { monthRange } from './views'

const INSERT_ROWS = 500

const toRow = (tenantId: number, month: string, s: MonthSummary, now: number): MonthSummaryTable => ({
  tenant_id: tenantId,
  month,
  employee_id: s.employeeId,
  days_due: s.daysDue,
  days_worked: s.daysWorked,
  late_count: s.lateCount,
  late_minutes: s.lateMinutes,
  early_count: s.earlyCount,
  early_minutes: s.earlyMinutes,
  absent_days: s.absentDays,
  missing_punches: s.missingPunches,
  leave_days: JSON.stringify(s.leave),
  overtime_hours: s.overtimeHours,
  locked_at: now,
})

const fromRow = (row: MonthSummaryTable): MonthSummary => ({
  employeeId: row.employee_id,
  daysDue: Number(row.days_due),
  daysWorked: Number(row.days_worked),
  lateCount: Number(row.late_count),
  lateMinutes: Number(row.late_minutes),
  earlyCount: Number(row.early_count),
  earlyMinutes: Number(row.early_minutes),
  absentDays: Number(row.absent_days),
  missingPunches: Number(row.missing_punches),
  leave: JSON.parse(row.leave_days) as MonthSummary['leave'],
  overtimeHours: Number(row.overtime_hours),
})

/** The month's summaries of the people: the frozen rows of a locked month, else summed from the day results now. */
export async function summariesOf(db: Db, tenantId: number, people: Person[], month: string, now: number, lang: Lang) {
  const { from, to } = monthRange(month, lang)
  const ids = people.map((person) => person.id)
  if (await isMonthLocked(db, tenantId, month)) {
    const frozen = new Map<number, MonthSummary>()
    let lockedAt = 0
    for (let i = 0; i < ids.length; i += 900) {
      const rows = await db
        .selectFrom('month_summary')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('month', '=', month)
        .where('employee_id', 'in', ids.slice(i, i + 900))
        .execute()
      for (const row of rows) {
        frozen.set(row.employee_id, fromRow(row))
        lockedAt = Number(row.locked_at)
      }
    }
    return {
      month,
      locked: true,
      lockedAt: lockedAt || null,
      rows: people.filter((p) => frozen.has(p.id)).map((p) => ({ person: p, summary: frozen.get(p.id)! })),
    }
  }
  const results = await readResults(db, tenantId, ids, from, to, now)
  return {
    month,
    locked: false,
    lockedAt: null,
    rows: people.map((p) => ({ person: p, summary: summarize(p.id, results.get(p.id) ?? []) })),
  }
}

/**
 * Locks a month that is over, for the whole tenant: in one transaction its results are judged once more, each person
 * employed in the month (leavers of the month too) gets a frozen month_summary row, and the month is locked (paiban), so patch cards and leave for it are
 * refused and its results no longer change.
 */
export async function lockSummaries(
  db: Db,
  tenantId: number,
  month: string,
  userId: number,
  now: number,
  lang: Lang,
): Promise<number> {
  const { from, to } = monthRange(month, lang)
  if (to >= new Date(now).toISOString().slice(0, 10)) throw kaoqinError(lang, 'monthNotOver', { month })
  if (await isMonthLocked(db, tenantId, month)) throw kaoqinError(lang, 'monthLocked', { month })
  return db.transaction().execute(async (trx) => {
    const people = await trx
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where(employedBetween(from, to))
      .orderBy('id')
      .execute()
    const ids = people.map((person) => person.id)
    await recomputeIn(trx, tenantId, ids, from, to, now)
    const results = await readResults(trx, tenantId, ids, from, to, now)
    const rows = ids.map((id) => toRow(tenantId, month, summarize(id, results.get(id) ?? []), now))
    await trx.deleteFrom('month_summary').where('tenant_id', '=', tenantId).where('month', '=', month).execute()
    for (let i = 0; i < rows.length; i += INSERT_ROWS)
      await trx
        .insertInto('month_summary')
        .values(rows.slice(i, i + INSERT_ROWS))
        .execute()
    await lockMonth(trx, tenantId, month, userId)
    return rows.length
  })
}

/** Unlocks a month: its frozen rows go, and its results are judged again with what changed meanwhile. */
export async function unlockSummaries(
  db: Db,
  tenantId: number,
  month: string,
  userId: number,
  now: number,
  lang: Lang,
): Promise<void> {
  const { from, to } = monthRange(month, lang)
  if (!(await isMonthLocked(db, tenantId, month))) throw kaoqinError(lang, 'monthNotLocked', { month })
  await db.transaction().execute(async (trx) => {
    await unlockMonth(trx, tenantId, month, userId)
    await trx.deleteFrom('month_summary').where('tenant_id', '=', tenantId).where('month', '=', month).execute()
  })
  const people = await db
    .selectFrom('employee')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(employedBetween(from, to))
    .execute()
  await recompute(
    db,
    tenantId,
    people.map((person) => person.id),
    from,
    to,
    now,
  )
}

/**
 * The frozen summaries of a locked month, by person (someone without a row is absent): what payroll reads. Null when
 * the month is not locked, so a caller can refuse to work on figures that may still change.
 */
export async function lockedSummariesOf(
  db: Db,
  tenantId: number,
  month: string,
  ids: number[],
): Promise<Map<number, MonthSummary> | null> {
  if (!(await isMonthLocked(db, tenantId, month))) return null
  const frozen = new Map<number, MonthSummary>()
  for (let i = 0; i < ids.length; i += 900) {
    const rows = await db
      .selectFrom('month_summary')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('month', '=', month)
      .where('employee_id', 'in', ids.slice(i, i + 900))
      .execute()
    for (const row of rows) frozen.set(row.employee_id, fromRow(row))
  }
  return frozen
}
