import type { GatewayContext } from '../../../core/context'
import { queueNotification } from '../../notify'
import type { LeavingCaseTable } from './tables'

/** Tells the colleague named for a handover (their accounts in the tenant): who leaves when, and where to confirm. */
export async function tellColleague(ctx: GatewayContext, row: LeavingCaseTable): Promise<void> {
  if (row.handover_to === null) return
  const [accounts, leaver] = await Promise.all([
    ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('tenant_id', '=', row.tenant_id)
      .where('employee_id', '=', row.handover_to)
      .execute(),
    ctx.db
      .selectFrom('employee')
      .select('name')
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.employee_id)
      .executeTakeFirst(),
  ])
  await queueNotification(ctx, {
    tenantId: row.tenant_id,
    kind: 'approvalWaiting',
    template: 'leavingHandover',
    params: { name: leaver?.name ?? '', date: row.last_day },
    link: `/portal/personnel/resign`,
    eventKey: `leaving:${row.id}:handover:${row.handover_to}`,
    userIds: accounts.map((account) => account.id),
  })
}
