import type { Db } from '../../core/db/types'
import { amountOf, amountOfFen, fenOf, Money, moneyOfFen, ZERO } from '../../core/money'
import { organsOfTenant } from '../../core/org-tree'
import { readResults, recompute } from '../attendance'
import { monthSpan } from './months'
import { attendanceIdOf } from './people'
import type { OutsourcingProviderTable, OutsourcingStatementLineTable, RateUnit } from './tables'

type Line = Omit<OutsourcingStatementLineTable, 'tenant_id' | 'provider_id' | 'month'>

/**
 * What a line bills: per hour, the rate times the hours worked (minutes / 60); per day, times the days worked; per
 * month, the rate once when any day was worked. Exact decimals, rounded half up to the fen at the end.
 */
export function amountFen(unit: RateUnit, rateFen: number, days: number, minutes: number): number {
  const rate = moneyOfFen(rateFen)
  if (unit === 'hour') return fenOf(rate.times(minutes).dividedBy(60))
  if (unit === 'day') return fenOf(rate.times(days))
  return days > 0 ? fenOf(rate) : 0
}

/**
 * A provider's month computed now: a line per assignment of its workers touching the month, with the days (a day with
 * worked time) and minutes worked within the assignment's days, read from the attendance service's daily results.
 */
export async function computeLines(
  db: Db,
  tenantId: number,
  provider: OutsourcingProviderTable,
  month: string,
  now: number,
): Promise<Line[]> {
  const { from, to } = monthSpan(month)
  const rows = await db
    .selectFrom('outsourcing_assignment')
    .innerJoin('outsourcing_worker', (join) =>
      join
        .onRef('outsourcing_worker.tenant_id', '=', 'outsourcing_assignment.tenant_id')
        .onRef('outsourcing_worker.id', '=', 'outsourcing_assignment.worker_id'),
    )
    .select([
      'outsourcing_assignment.worker_id',
      'outsourcing_worker.name',
      'outsourcing_assignment.organ_id',
      'outsourcing_assignment.from_day',
      'outsourcing_assignment.to_day',
      'outsourcing_assignment.rate_fen',
    ])
    .where('outsourcing_assignment.tenant_id', '=', tenantId)
    .where('outsourcing_worker.provider_id', '=', provider.id)
    .where('outsourcing_assignment.from_day', '<=', to)
    .where((eb) =>
      eb.or([eb('outsourcing_assignment.to_day', 'is', null), eb('outsourcing_assignment.to_day', '>=', from)]),
    )
    .orderBy('outsourcing_worker.name')
    .orderBy('outsourcing_assignment.worker_id')
    .orderBy('outsourcing_assignment.from_day')
    .execute()
  if (rows.length === 0) return []
  const people = [...new Set(rows.map((row) => attendanceIdOf(row.worker_id)))]
  // Judged afresh up to today: a change of a group, shift or calendar since the days were stored counts too.
  const today = new Date(now).toISOString().slice(0, 10)
  if (from <= today) await recompute(db, tenantId, people, from, to < today ? to : today, now)
  const [results, organs] = await Promise.all([
    readResults(db, tenantId, people, from, to, now),
    organsOfTenant(db, tenantId),
  ])
  const unit = provider.rate_unit as RateUnit
  return rows.map((row, index) => {
    const first = row.from_day > from ? row.from_day : from
    const last = row.to_day !== null && row.to_day < to ? row.to_day : to
    const worked = (results.get(attendanceIdOf(row.worker_id)) ?? []).filter(
      (day) => day.day >= first && day.day <= last && day.workedMinutes > 0,
    )
    const days = worked.length
    const minutes = worked.reduce((sum, day) => sum + day.workedMinutes, 0)
    const rateFen = Number(row.rate_fen ?? provider.rate_fen)
    return {
      line_no: index + 1,
      worker_id: row.worker_id,
      worker_name: row.name,
      organ_id: row.organ_id,
      organ_name: organs.find((organ) => organ.id === row.organ_id)?.name ?? '',
      rate_unit: unit,
      rate_fen: rateFen,
      days_worked: days,
      minutes_worked: minutes,
      amount_fen: amountFen(unit, rateFen, days, minutes),
    }
  })
}

/** A line as the page and the export read it: amounts and hours as decimal strings. */
export const lineView = (line: Line) => ({
  workerId: line.worker_id,
  workerName: line.worker_name,
  organId: line.organ_id,
  organName: line.organ_name,
  rateUnit: line.rate_unit as RateUnit,
  rate: amountOfFen(line.rate_fen),
  daysWorked: Number(line.days_worked),
  hoursWorked: amountOf(new Money(Number(line.minutes_worked)).dividedBy(60)),
  amount: amountOfFen(line.amount_fen),
})

/** The sum of the lines' amounts, in fen. */
export const totalFen = (lines: Line[]): number =>
  fenOf(lines.reduce((sum, line) => sum.plus(moneyOfFen(line.amount_fen)), ZERO))
