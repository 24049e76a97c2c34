import type { Db } from '../core/db/types'
import { setFixtureManager } from '../services/personnel'

/**
 * Demo reporting lines (employee.manager_id, the workflow's manager chain): the head of an organ is the on-the-job
 * employee with the lowest id in its subtree; everyone reports to the head of their organ, a head to the head of the
 * nearest organ above that is someone else. The top head reports to no one.
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
  for (const employee of staff) {
    // Staff come in id order: the first one seen in a subtree is its head.
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
