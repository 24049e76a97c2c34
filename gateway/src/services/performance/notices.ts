import type { Db } from '../../core/db/types'
import { queueNotification } from '../notify'
import type { PerfCycleTable } from './tables'

type Ctx = { db: Db; now: () => number }

/** The accounts in the tenant of the given employees. */
async function accountsOf(db: Db, tenantId: number, employeeIds: number[]): Promise<number[]> {
  if (employeeIds.length === 0) return []
  const rows = await db
    .selectFrom('app_user')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
    .select('app_user.id')
    .where('user_tenant.tenant_id', '=', tenantId)
    .where('app_user.employee_id', 'in', employeeIds)
    .execute()
  return rows.map((row) => row.id)
}

/** Tells every participant of a released cycle that their result is there (notify kind performanceResult), once per cycle. */
export async function noticeReleased(ctx: Ctx, tenantId: number, cycle: PerfCycleTable): Promise<void> {
  const people = await ctx.db
    .selectFrom('perf_participant')
    .select('employee_id')
    .where('tenant_id', '=', tenantId)
    .where('cycle_id', '=', cycle.id)
    .execute()
  await queueNotification(ctx, {
    tenantId,
    kind: 'performanceResult',
    userIds: await accountsOf(
      ctx.db,
      tenantId,
      people.map((p) => p.employee_id),
    ),
    params: { cycle: cycle.name },
    link: '/portal/performance/mine',
    eventKey: `perf:${cycle.id}:released`,
  })
}

/** Tells the reviewer that a participant acknowledged their result, with the participant's comment. */
export async function noticeAcknowledged(
  ctx: Ctx,
  tenantId: number,
  cycle: PerfCycleTable,
  employeeId: number,
  managerId: number | null,
  comment: string,
): Promise<void> {
  if (managerId === null) return
  const person = await ctx.db
    .selectFrom('employee')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', employeeId)
    .executeTakeFirst()
  await queueNotification(ctx, {
    tenantId,
    kind: 'performanceResult',
    template: 'performanceAcknowledged',
    userIds: await accountsOf(ctx.db, tenantId, [managerId]),
    params: { name: person?.name ?? '', cycle: cycle.name, comment },
    link: '/portal/performance/team',
    eventKey: `perf:${cycle.id}:ack:${employeeId}`,
  })
}
