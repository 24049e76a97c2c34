import type { Db } from '../../core/db/types'
import { moneyOfFen } from '../../core/money'
import type { EtaxDeductionTable, EtaxWithholdingTable } from './tables'
import type { BonusMethod, Declaration, DeductionKind } from './types'

/** Ids per query: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 900

export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

const group = <T extends { employee_id: number }>(rows: T[]): Map<number, T[]> => {
  const byPerson = new Map<number, T[]>()
  for (const row of rows) {
    const list = byPerson.get(row.employee_id)
    if (list) list.push(row)
    else byPerson.set(row.employee_id, [row])
  }
  return byPerson
}

export const declarationOf = (row: EtaxDeductionTable): Declaration => ({
  id: row.id,
  employeeId: row.employee_id,
  year: Number(row.year),
  kind: row.kind as DeductionKind,
  startMonth: Number(row.start_month),
  endMonth: Number(row.end_month),
  choice: row.choice,
  share: Number(row.share),
  amount: moneyOfFen(row.amount_fen).toFixed(2),
  note: row.note,
})

/** The people's declarations of a year, by person. */
export async function declarationsOf(
  db: Db,
  tenantId: number,
  year: number,
  ids: number[],
): Promise<Map<number, Declaration[]>> {
  const rows: EtaxDeductionTable[] = []
  for (const part of chunks(ids)) {
    rows.push(
      ...(await db
        .selectFrom('etax_deduction')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('year', '=', year)
        .where('employee_id', 'in', part)
        .orderBy('id')
        .execute()),
    )
  }
  const byPerson = new Map<number, Declaration[]>()
  for (const [id, list] of group(rows)) byPerson.set(id, list.map(declarationOf))
  return byPerson
}

/** The people's bonus method for a year: their choice, 'separate' when none was made. */
export async function bonusMethodsOf(
  db: Db,
  tenantId: number,
  year: number,
  ids: number[],
): Promise<Map<number, BonusMethod>> {
  const methods = new Map<number, BonusMethod>(ids.map((id) => [id, 'separate']))
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('etax_bonus_method')
      .select(['employee_id', 'method'])
      .where('tenant_id', '=', tenantId)
      .where('year', '=', year)
      .where('employee_id', 'in', part)
      .execute()
    for (const row of rows) methods.set(row.employee_id, row.method === 'combined' ? 'combined' : 'separate')
  }
  return methods
}

/** The people's recorded withholding of months `from` to before `until` ('YYYY-MM'), by person, months in order; the runs `except` left out. */
export async function recordsOf(
  db: Db,
  tenantId: number,
  from: string,
  until: string,
  ids: number[],
  except?: number | number[],
): Promise<Map<number, EtaxWithholdingTable[]>> {
  const left = except === undefined ? [] : [except].flat()
  const rows: EtaxWithholdingTable[] = []
  for (const part of chunks(ids)) {
    let query = db
      .selectFrom('etax_withholding')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', part)
      .where('month', '>=', from)
      .where('month', '<', until)
    if (left.length) query = query.where('run_id', 'not in', left)
    rows.push(...(await query.orderBy('month').orderBy('run_id').execute()))
  }
  return group(rows)
}

/**
 * The first month ('YYYY-MM') of the records given in which a bonus was taxed on its own; null when none. A month's
 * runs count together: a bonus reversed by a correction of the same month (a negative separate bonus) leaves none.
 */
export function separateBonusMonth(records: EtaxWithholdingTable[]): string | null {
  const byMonth = new Map<string, number>()
  for (const r of records)
    if (r.bonus_method === 'separate') byMonth.set(r.month, (byMonth.get(r.month) ?? 0) + Number(r.bonus_fen))
  const first = [...byMonth]
    .filter(([, fen]) => fen > 0)
    .map(([month]) => month)
    .sort()[0]
  return first ?? null
}

/** The people HR flagged for `year` under the 60,000 rule. */
export async function sixtyThousandOf(db: Db, tenantId: number, year: number, ids: number[]): Promise<Set<number>> {
  const flagged = new Set<number>()
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('etax_sixty_thousand')
      .select('employee_id')
      .where('tenant_id', '=', tenantId)
      .where('year', '=', year)
      .where('employee_id', 'in', part)
      .execute()
    for (const row of rows) flagged.add(row.employee_id)
  }
  return flagged
}
