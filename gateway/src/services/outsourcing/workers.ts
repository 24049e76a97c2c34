import type { Db } from '../../core/db/types'
import { organsOfTenant } from '../../core/org-tree'
import { assignmentView, workerView } from './views'

/** The tenant's workers (of one provider when given) with their provider, account name and assignments, by name. */
export async function workersOf(db: Db, tenantId: number, providerId?: number) {
  let query = db.selectFrom('outsourcing_worker').selectAll().where('tenant_id', '=', tenantId)
  if (providerId !== undefined) query = query.where('provider_id', '=', providerId)
  const workers = await query.orderBy('name').orderBy('id').execute()
  if (workers.length === 0) return []
  const ids = workers.map((worker) => worker.id)
  const userIds = workers.flatMap((worker) => (worker.user_id === null ? [] : [worker.user_id]))
  const [providers, assignments, organs, users] = await Promise.all([
    db.selectFrom('outsourcing_provider').select(['id', 'name']).where('tenant_id', '=', tenantId).execute(),
    db
      .selectFrom('outsourcing_assignment')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('worker_id', 'in', ids)
      .orderBy('from_day')
      .execute(),
    organsOfTenant(db, tenantId),
    userIds.length
      ? db
          .selectFrom('app_user')
          .select(['id', 'user_name'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', userIds)
          .execute()
      : [],
  ])
  const providerName = new Map(providers.map((p) => [p.id, p.name]))
  const organName = new Map(organs.map((o) => [o.id, o.name]))
  const userName = new Map(users.map((u) => [u.id, u.user_name]))
  return workers.map((worker) =>
    workerView(
      worker,
      providerName.get(worker.provider_id) ?? '',
      worker.user_id === null ? null : (userName.get(worker.user_id) ?? null),
      assignments
        .filter((a) => a.worker_id === worker.id)
        .map((a) => assignmentView(a, organName.get(a.organ_id) ?? '')),
    ),
  )
}
