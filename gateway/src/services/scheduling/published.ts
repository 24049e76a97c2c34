import type { Db } from '../../core/db/types'

/** The people among `employeeIds` whose roster of `month` ('YYYY-MM') is published to them. */
export async function publishedPeople(db: Db, tenantId: number, employeeIds: number[], month: string) {
  if (employeeIds.length === 0) return new Set<number>()
  const rows = await db
    .selectFrom('shift_roster_published')
    .select('employee_id')
    .where('tenant_id', '=', tenantId)
    .where('month', '=', month)
    .where('employee_id', 'in', employeeIds)
    .execute()
  return new Set(rows.map((row) => row.employee_id))
}

/** When the month's roster was last published to any of these people; null: never. */
export async function lastPublished(db: Db, tenantId: number, employeeIds: number[], month: string) {
  if (employeeIds.length === 0) return null
  const row = await db
    .selectFrom('shift_roster_published')
    .select((eb) => eb.fn.max('published_at').as('at'))
    .where('tenant_id', '=', tenantId)
    .where('month', '=', month)
    .where('employee_id', 'in', employeeIds)
    .executeTakeFirst()
  return row?.at ? Number(row.at) : null
}

/** Records the month's roster published to these people now (again: the newer time). Runs in the caller's transaction. */
export async function markPublished(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  month: string,
  by: { userId: number; at: number },
): Promise<void> {
  for (let i = 0; i < employeeIds.length; i += 200) {
    await db
      .insertInto('shift_roster_published')
      .values(
        employeeIds.slice(i, i + 200).map((employee_id) => ({
          tenant_id: tenantId,
          employee_id,
          month,
          published_at: by.at,
          published_by: by.userId,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'employee_id', 'month']).doUpdateSet({ published_at: by.at, published_by: by.userId }),
      )
      .execute()
  }
}
