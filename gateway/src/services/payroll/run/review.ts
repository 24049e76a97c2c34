import type { Db } from '../../../core/db/types'
import { Money, amountOfFen } from '../../../core/money'
import type { SalaryRunTable } from '../tables'
import type { LineDetail } from '../types'
import { monthBefore } from './run-store'

/** How a person's net pay compares with last month: over the run's threshold, new (no line last month), or neither. */
export type LineFlag = 'over' | 'new' | null

/**
 * The flag of a line, given the threshold in percent of last month's net pay; `compared`: whether the group has a run
 * of the month before at all (in its first month nobody is new).
 */
export function flagOf(netFen: number, previousFen: number | null, threshold: string, compared = true): LineFlag {
  if (previousFen === null) return compared ? 'new' : null
  const difference = new Money(netFen - previousFen).abs()
  if (previousFen === 0) return difference.isZero() ? null : 'over'
  return difference.times(100).greaterThan(new Money(previousFen).abs().times(threshold)) ? 'over' : null
}

/**
 * "The month before" of a run, for the review, its summary and the approval alike: the group's regular run of the calendar
 * month just before the run's (the run whose net pay each line was calculated against), or null when the group has
 * none, in its first month or after a gap: then there is no earlier month and nobody is new or changed.
 */
export async function earlierRunOf(db: Db, tenantId: number, groupId: number, month: string) {
  return (
    (await db
      .selectFrom('salary_run')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('group_id', '=', groupId)
      .where('month', '=', monthBefore(month))
      .where('kind', '=', 'regular')
      .orderBy('id')
      .executeTakeFirst()) ?? null
  )
}

export interface LinesQuery {
  page: number
  rows: number
  keyword?: string
  flaggedOnly?: boolean
}

/**
 * A page of a run's lines for the review: each person's pay, last month's net pay, the difference and its percent, and
 * the flag; with the count of lines over the threshold and of new people in the whole run, and the earlier month
 * compared with (null: none, so nobody is counted as new).
 */
export async function linesOf(db: Db, run: SalaryRunTable, query: LinesQuery) {
  const tenantId = run.tenant_id
  // Only a regular run is compared with the month before; an off-cycle run or a correction stands alone.
  const earlier =
    run.kind === 'regular' ? ((await earlierRunOf(db, tenantId, run.group_id, run.month))?.month ?? null) : null
  let base = db
    .selectFrom('salary_line')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.tenant_id', '=', 'salary_line.tenant_id')
        .onRef('employee.id', '=', 'salary_line.employee_id'),
    )
    .where('salary_line.tenant_id', '=', tenantId)
    .where('salary_line.run_id', '=', run.id)
  const word = query.keyword?.trim()
  if (word)
    base = base.where((eb) =>
      eb.or([eb('employee.name', 'like', `%${word}%`), eb('employee.job_number', 'like', `%${word}%`)]),
    )
  const all = await base
    .select([
      'salary_line.employee_id',
      'salary_line.net_fen',
      'salary_line.previous_net_fen',
      'salary_line.calculated_at',
    ])
    .orderBy('employee.job_number')
    .execute()
  const flags = new Map(
    all.map((line) => [
      line.employee_id,
      line.calculated_at === null
        ? null
        : flagOf(
            Number(line.net_fen),
            line.previous_net_fen === null ? null : Number(line.previous_net_fen),
            run.threshold,
            earlier !== null,
          ),
    ]),
  )
  const chosen = query.flaggedOnly ? all.filter((line) => flags.get(line.employee_id) !== null) : all
  const ids = chosen.slice((query.page - 1) * query.rows, query.page * query.rows).map((line) => line.employee_id)
  const rows = ids.length
    ? await db
        .selectFrom('salary_line')
        .innerJoin('employee', (join) =>
          join
            .onRef('employee.tenant_id', '=', 'salary_line.tenant_id')
            .onRef('employee.id', '=', 'salary_line.employee_id'),
        )
        .leftJoin('organ', 'organ.id', 'salary_line.organ_id')
        .selectAll('salary_line')
        .select(['employee.name', 'employee.job_number', 'organ.name as organ_name'])
        .where('salary_line.tenant_id', '=', tenantId)
        .where('salary_line.run_id', '=', run.id)
        .where('salary_line.employee_id', 'in', ids)
        .execute()
    : []
  const byId = new Map(rows.map((row) => [row.employee_id, row]))
  const counts = { over: 0, new: 0 }
  for (const flag of flags.values()) if (flag) counts[flag] += 1
  return {
    earlier,
    total: chosen.length,
    over: counts.over,
    new: counts.new,
    rows: ids
      .map((id) => byId.get(id)!)
      .map((row) => {
        const previous = row.previous_net_fen === null ? null : Number(row.previous_net_fen)
        const net = Number(row.net_fen)
        const detail = JSON.parse(row.detail) as Partial<LineDetail>
        const bonus = detail.tax?.bonus
        return {
          employeeId: row.employee_id,
          name: row.name,
          jobNumber: row.job_number,
          organName: row.organ_name ?? '',
          costCentre: row.cost_centre,
          inputs: JSON.parse(row.inputs) as Record<string, string>,
          calculated: row.calculated_at !== null,
          gross: amountOfFen(row.gross_fen),
          deductions: amountOfFen(row.deduction_fen),
          social: amountOfFen(row.social_fen),
          tax: amountOfFen(row.tax_fen),
          net: amountOfFen(net),
          employer: amountOfFen(row.employer_fen),
          previousNet: previous === null ? null : amountOfFen(previous),
          difference: previous === null ? null : amountOfFen(net - previous),
          changePercent:
            previous === null || previous === 0
              ? null
              : new Money(net - previous).times(100).dividedBy(Math.abs(previous)).toFixed(1),
          flag: flags.get(row.employee_id) ?? null,
          items: detail.items ?? [],
          attendance: detail.attendance ?? null,
          // The annual bonus added to the wages because one was already taxed on its own this year.
          bonusAdded: bonus?.separateIn ? { amount: bonus.amount, separateIn: bonus.separateIn } : null,
          arrears: (detail.arrears ?? []).map(({ month, amount }) => ({ month, amount })),
          // A joiner's or leaver's part of the month, paid in proportion.
          proration: detail.proration ?? null,
        }
      }),
  }
}
