import type { Db } from '../../core/db/types'

/** An employee's scheme and base in force in a month, and the month that change took effect. */
export interface BaseInForce {
  employeeId: number
  schemeId: number
  baseFen: number
  effectiveMonth: string
}

/** Ids per query: well under SQLite's 999 bound parameters with the other conditions. */
export const CHUNK = 900

/** Splits ids into chunks of at most CHUNK. */
export function chunks<T>(ids: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let start = 0; start < ids.length; start += size) out.push(ids.slice(start, start + size))
  return out
}

/** Each listed employee's latest change on or before `month`; people without one are absent. */
export async function basesInForce(
  db: Db,
  tenantId: number,
  month: string,
  employeeIds: readonly number[],
): Promise<Map<number, BaseInForce>> {
  const bases = new Map<number, BaseInForce>()
  for (const ids of chunks([...new Set(employeeIds)])) {
    const rows = await db
      .selectFrom('insurance_base')
      .select(['employee_id', 'effective_month', 'scheme_id', 'base_fen'])
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', ids)
      .where('effective_month', '<=', month)
      .orderBy('effective_month')
      .execute()
    for (const row of rows) {
      bases.set(row.employee_id, {
        employeeId: row.employee_id,
        schemeId: row.scheme_id,
        baseFen: row.base_fen,
        effectiveMonth: row.effective_month,
      })
    }
  }
  return bases
}
