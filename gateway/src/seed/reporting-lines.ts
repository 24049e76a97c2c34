import type { Db } from '../core/db/types'
import { setFixtureManager } from '../services/personnel'

/**
 * Demo reporting lines (employee.manager_id, the workflow's manager chain): the head of an organ is the on-the-job
 * employee placed in the organ itself with the lowest id (the general manager in the company, seed/directory.ts), else
 * the one with the lowest id in its subtree; everyone reports to the head of their organ, a head to the head of the
 * nearest organ above that is someone else. So the general manager is the top and reports to no one, the head of a
 * division reports to them, and staff to the head of their department or team.
 */
export async function seedReportingLines(db: Db, tenantId: number): Promise<void> {
  const organs = await db.selectFrom('organ').select(['id', 'parent_id']).where('tenant_id', '=', tenantId).execute()
  const staff = await db
    .selectFrom('employee')
    .select(['id', 'organ_id'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 1)
    .orderBy('id')
    .execute()
  const parentOf = new Map(organs.map((organ) => [organ.id, organ.parent_id]))
  const head = new Map<number, number>()
  // Those placed in an organ itself head it first; then, in id order, the first one seen in a subtree heads it.
  for (const employee of staff) if (!head.has(employee.organ_id)) head.set(employee.organ_id, employee.id)
  for (const employee of staff) {
    for (let organ: number | null | undefined = employee.organ_id; organ != null; organ = parentOf.get(organ)) {
      if (!head.has(organ)) head.set(organ, employee.id)
    }
  }
  const reports = new Map<number, number[]>()
  for (const employee of staff) {
    let manager: number | undefined
    for (
      let organ: number | null | undefined = employee.organ_id;
      organ != null && manager === undefined;
      organ = parentOf.get(organ)
    ) {
      const candidate = head.get(organ)
      if (candidate !== undefined && candidate !== employee.id) manager = candidate
    }
    if (manager !== undefined) reports.set(manager, [...(reports.get(manager) ?? []), employee.id])
  }
  for (const [manager, ids] of reports) {
    await setFixtureManager(db, tenantId, manager, ids)
  }
}
