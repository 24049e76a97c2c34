import type { Db } from '../../../core/db/types'
import { fenOf } from '../../../core/money'
import type { SalaryProfileTable } from '../tables'
import type { LineDetail } from '../types'
import type { Arrears } from './arrears-math'

// What back pay reads and writes: the closed months a person was paid, what those months paid, the profile rows, and
// the arrears each run pays (salary_arrears, migration 138).

const CHUNK = 900
const chunks = <T>(values: T[]): T[][] => {
  const parts: T[][] = []
  for (let i = 0; i < values.length; i += CHUNK) parts.push(values.slice(i, i + CHUNK))
  return parts
}

/** A person's line of a closed regular run of an earlier month (no detail: read only for the months that need it). */
export interface ClosedLine {
  employeeId: number
  runId: number
  groupId: number
  month: string
  calculatedAt: number
}

/**
 * The lines of locked or published regular runs of months before `before` for these people, oldest run first; a
 * person paid by two groups in a month keeps the first.
 */
export async function closedLinesOf(db: Db, tenantId: number, ids: number[], before: string): Promise<ClosedLine[]> {
  const lines: ClosedLine[] = []
  const seen = new Set<string>()
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('salary_line')
      .innerJoin('salary_run', (join) =>
        join
          .onRef('salary_run.tenant_id', '=', 'salary_line.tenant_id')
          .onRef('salary_run.id', '=', 'salary_line.run_id'),
      )
      .select([
        'salary_line.employee_id',
        'salary_line.run_id',
        'salary_line.calculated_at',
        'salary_run.group_id',
        'salary_run.month',
        'salary_run.calculated_at as run_calculated_at',
      ])
      .where('salary_line.tenant_id', '=', tenantId)
      .where('salary_line.employee_id', 'in', part)
      .where('salary_run.kind', '=', 'regular')
      .where('salary_run.status', 'in', ['locked', 'published'])
      .where('salary_run.month', '<', before)
      .orderBy('salary_line.run_id')
      .execute()
    for (const row of rows) {
      const key = `${row.employee_id}/${row.month}`
      if (seen.has(key)) continue
      seen.add(key)
      lines.push({
        employeeId: row.employee_id,
        runId: row.run_id,
        groupId: row.group_id,
        month: row.month,
        calculatedAt: Number(row.calculated_at ?? row.run_calculated_at ?? 0),
      })
    }
  }
  return lines
}

/** When each closed regular run (locked or published) of a month before `before` was calculated, by month. */
export async function closedRunsOf(db: Db, tenantId: number, before: string) {
  const runs = await db
    .selectFrom('salary_run')
    .select(['month', 'calculated_at'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'regular')
    .where('status', 'in', ['locked', 'published'])
    .where('month', '<', before)
    .execute()
  return runs.map((run) => ({ month: run.month, calculatedAt: Number(run.calculated_at ?? 0) }))
}

/** Every profile row of these people in force from a month before `before`, by person. */
export async function profileRowsOf(
  db: Db,
  tenantId: number,
  ids: number[],
  before: string,
): Promise<Map<number, SalaryProfileTable[]>> {
  const byPerson = new Map<number, SalaryProfileTable[]>()
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('salary_profile')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', part)
      .where('effective_month', '<', before)
      .execute()
    for (const row of rows) byPerson.set(row.employee_id, [...(byPerson.get(row.employee_id) ?? []), row])
  }
  return byPerson
}

/** A line of a closed run (regular or correction) of one of the months asked, with its inputs and detail. */
export interface PaidLine {
  employeeId: number
  runId: number
  month: string
  inputs: Record<string, string>
  detail: Partial<LineDetail>
}

/** The lines of locked or published runs of any kind of these people in these months (what those months paid). */
export async function paidLinesOf(db: Db, tenantId: number, ids: number[], months: string[]): Promise<PaidLine[]> {
  if (months.length === 0) return []
  const lines: PaidLine[] = []
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('salary_line')
      .innerJoin('salary_run', (join) =>
        join
          .onRef('salary_run.tenant_id', '=', 'salary_line.tenant_id')
          .onRef('salary_run.id', '=', 'salary_line.run_id'),
      )
      .select(['salary_line.employee_id', 'salary_line.run_id', 'salary_line.inputs', 'salary_line.detail'])
      .select('salary_run.month')
      .where('salary_line.tenant_id', '=', tenantId)
      .where('salary_line.employee_id', 'in', part)
      .where('salary_run.status', 'in', ['locked', 'published'])
      .where('salary_run.month', 'in', months)
      .execute()
    for (const row of rows)
      lines.push({
        employeeId: row.employee_id,
        runId: row.run_id,
        month: row.month,
        inputs: JSON.parse(row.inputs) as Record<string, string>,
        detail: JSON.parse(row.detail) as Partial<LineDetail>,
      })
  }
  return lines
}

/**
 * The arrears other runs than `runId` pay or paid these people for these months: each item's difference, by run. A run
 * reversed for the person by a locked or published correction paid them none (the reversal took its arrears back with
 * everything else).
 */
export async function arrearsPaidOf(
  db: Db,
  tenantId: number,
  runId: number,
  ids: number[],
  months: string[],
): Promise<Array<{ employeeId: number; month: string; items: Record<string, string> }>> {
  if (months.length === 0) return []
  const paid: Array<{ employeeId: number; month: string; items: Record<string, string> }> = []
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('salary_arrears')
      .select(['employee_id', 'month', 'items'])
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', part)
      .where('month', 'in', months)
      .where('run_id', '!=', runId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('salary_run')
              .innerJoin('salary_line', (join) =>
                join
                  .onRef('salary_line.tenant_id', '=', 'salary_run.tenant_id')
                  .onRef('salary_line.run_id', '=', 'salary_run.id'),
              )
              .select('salary_run.id')
              .whereRef('salary_run.tenant_id', '=', 'salary_arrears.tenant_id')
              .whereRef('salary_run.corrects_run_id', '=', 'salary_arrears.run_id')
              .whereRef('salary_line.employee_id', '=', 'salary_arrears.employee_id')
              .where('salary_run.correction', '=', 'reverse')
              .where('salary_run.status', 'in', ['locked', 'published']),
          ),
        ),
      )
      .execute()
    for (const row of rows)
      paid.push({
        employeeId: row.employee_id,
        month: row.month,
        items: JSON.parse(row.items) as Record<string, string>,
      })
  }
  return paid
}

/**
 * Replaces the arrears a run pays (those of one person when `only` is given) by `arrears`; run it in the calculation's
 * transaction, so the lines and what they pay for change together.
 */
export async function writeArrears(
  db: Db,
  tenantId: number,
  runId: number,
  arrears: Map<number, Arrears[]>,
  only: number | undefined,
  now: number,
): Promise<void> {
  let old = db.deleteFrom('salary_arrears').where('tenant_id', '=', tenantId).where('run_id', '=', runId)
  if (only !== undefined) old = old.where('employee_id', '=', only)
  await old.execute()
  const rows = [...arrears].flatMap(([employeeId, months]) =>
    months.map((one) => ({
      tenant_id: tenantId,
      run_id: runId,
      employee_id: employeeId,
      month: one.month,
      amount_fen: fenOf(one.amount),
      items: JSON.stringify(one.items),
      created_at: now,
    })),
  )
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('salary_arrears')
      .values(rows.slice(i, i + 200))
      .execute()
}
