import type { Insertable } from 'kysely'
import type { Database, Db } from '../../core/db/types'

/** The people, accounts and roles tables this service owns (the rule in people-tables.test.ts lists the same). */
export type PeopleTable = 'employee' | 'employee_profile' | 'app_user' | 'user_tenant' | 'user_role'

/**
 * Seed and test data only: inserts rows of a people table exactly as given (fixed ids, left staff, demo passwords),
 * in chunks of 100, without the commands' checks, audit or search documents. The demo seed and the test fixtures
 * (gateway/src/seed, gateway/src/testing, a service's testing/ helpers) use it; product code uses the commands.
 */
export async function insertFixtureRows<T extends PeopleTable>(
  db: Db,
  table: T,
  rows: Array<Insertable<Database[T]>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 100) as never)
      .execute()
  }
}

/** Seed data only: sets the line manager of staff members of the tenant (the demo's reporting lines). */
export async function setFixtureManager(
  db: Db,
  tenantId: number,
  managerId: number,
  employeeIds: number[],
): Promise<void> {
  if (employeeIds.length)
    await db
      .updateTable('employee')
      .set({ manager_id: managerId })
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', employeeIds)
      .execute()
}

/** Seed data and test fixtures only: sets the employment dates (epoch ms) of a staff member of the tenant. */
export async function setFixtureEmployment(
  db: Db,
  tenantId: number,
  employeeId: number,
  dates: { entry_date: number; leave_date: number | null },
): Promise<void> {
  await db.updateTable('employee').set(dates).where('tenant_id', '=', tenantId).where('id', '=', employeeId).execute()
}
