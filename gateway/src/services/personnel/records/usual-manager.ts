import type { Db } from '../../../core/db/types'

export interface UsualManager {
  id: number
  name: string
  jobNumber: string
}

/**
 * The line manager a new hire of a department most likely has: the one most of the department's staff on the job
 * report to (a tie: the lower id); else the department's own staff member who reports to no one (the general manager
 * in the company's top unit; the lowest id); else, for a department without staff, its parent department's, up to
 * the top; null when none. The onboarding form starts from it; HR may pick someone else.
 */
export async function usualManager(db: Db, tenantId: number, organId: number): Promise<UsualManager | null> {
  const seen = new Set<number>()
  for (let unit: number | null = organId; unit !== null && !seen.has(unit); ) {
    seen.add(unit)
    const found = await db
      .selectFrom('employee as e')
      .innerJoin('employee as m', (join) =>
        join.onRef('m.id', '=', 'e.manager_id').onRef('m.tenant_id', '=', 'e.tenant_id'),
      )
      .select(['m.id', 'm.name', 'm.job_number', (eb) => eb.fn.countAll<number>().as('reports')])
      .where('e.tenant_id', '=', tenantId)
      .where('e.organ_id', '=', unit)
      .where('e.status', '=', 1)
      .where('m.status', '=', 1)
      .groupBy(['m.id', 'm.name', 'm.job_number'])
      .orderBy('reports', 'desc')
      .orderBy('m.id')
      .limit(1)
      .executeTakeFirst()
    if (found) return { id: found.id, name: found.name, jobNumber: found.job_number }
    const top = await db
      .selectFrom('employee')
      .select(['id', 'name', 'job_number'])
      .where('tenant_id', '=', tenantId)
      .where('organ_id', '=', unit)
      .where('status', '=', 1)
      .where('manager_id', 'is', null)
      .orderBy('id')
      .executeTakeFirst()
    if (top) return { id: top.id, name: top.name, jobNumber: top.job_number }
    const parent: { parent_id: number | null } | undefined = await db
      .selectFrom('organ')
      .select('parent_id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', unit)
      .executeTakeFirst()
    unit = parent?.parent_id ?? null
  }
  return null
}
