import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { amountOfFen } from '../../../core/money'
import { salaryError } from '../errors'
import type { SalaryRunTable } from '../tables'

const CHUNK = 900

/** How a run is named to people: an off-cycle run by its name, the others by their group and month. */
export const runLabel = (run: Pick<SalaryRunTable, 'name' | 'month'>, groupName: string) =>
  run.name || `${groupName} ${run.month}`

/**
 * Refuses (monthRunOpen) while another run of the same month holding some of `ids` is calculated but not locked: the
 * tax of a month is counted over its runs as they are locked (services/tax withholdMonth), so one is calculated on the
 * figures of the others only once those are final.
 */
export async function requireMonthSettled(
  db: Db,
  tenantId: number,
  run: Pick<SalaryRunTable, 'id' | 'month'>,
  ids: number[],
  lang: Lang,
): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const open = await db
      .selectFrom('salary_line')
      .innerJoin('salary_run', (join) =>
        join
          .onRef('salary_run.tenant_id', '=', 'salary_line.tenant_id')
          .onRef('salary_run.id', '=', 'salary_line.run_id'),
      )
      .innerJoin('employee', (join) =>
        join
          .onRef('employee.tenant_id', '=', 'salary_line.tenant_id')
          .onRef('employee.id', '=', 'salary_line.employee_id'),
      )
      .leftJoin('salary_group', (join) =>
        join
          .onRef('salary_group.tenant_id', '=', 'salary_run.tenant_id')
          .onRef('salary_group.id', '=', 'salary_run.group_id'),
      )
      .select(['employee.name as person', 'salary_run.name', 'salary_run.month', 'salary_group.name as groupName'])
      .where('salary_line.tenant_id', '=', tenantId)
      .where('salary_run.month', '=', run.month)
      .where('salary_run.id', '!=', run.id)
      .where('salary_run.status', 'in', ['calculated', 'approving'])
      .where('salary_line.employee_id', 'in', ids.slice(i, i + CHUNK))
      .executeTakeFirst()
    if (open)
      throw salaryError(lang, 'monthRunOpen', {
        name: open.person,
        run: runLabel(open, open.groupName ?? ''),
        month: run.month,
      })
  }
}

/** The corrections of each run given, by the id of the run they correct (oldest first). */
export async function correctionsOf(db: Db, tenantId: number, runIds: number[]): Promise<Map<number, number[]>> {
  const byRun = new Map<number, number[]>()
  for (let i = 0; i < runIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('salary_run')
      .select(['id', 'corrects_run_id'])
      .where('tenant_id', '=', tenantId)
      .where('corrects_run_id', 'in', runIds.slice(i, i + CHUNK))
      .orderBy('id')
      .execute()
    for (const row of rows) byRun.set(row.corrects_run_id!, [...(byRun.get(row.corrects_run_id!) ?? []), row.id])
  }
  return byRun
}

/** The people of a run paid below zero (a correction's claw-back, left out of the bank file) and their total. */
export async function clawBackOf(db: Db, tenantId: number, runId: number): Promise<{ count: number; total: string }> {
  const row = await db
    .selectFrom('salary_line')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('net_fen').as('total')])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('net_fen', '<', 0)
    .executeTakeFirst()
  return { count: Number(row?.count ?? 0), total: amountOfFen(Number(row?.total ?? 0)) }
}
