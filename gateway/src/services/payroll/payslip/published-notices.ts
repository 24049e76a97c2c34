import type { Db } from '../../../core/db/types'
import { queueNotification } from '../../notify'

/**
 * Tells each person on a published run that their payslip is there (notify kind payslipReady), once per run. The
 * payslip is their own, so the notice reaches someone who left since too (their final pay); it names the month only,
 * never a figure; its link opens that run's payslip (after the password, as always). Pass the publishing transaction as `ctx.db` to queue together with it.
 */
export async function queuePayslipNotices(
  ctx: { db: Db; now: () => number },
  tenantId: number,
  run: { id: number; month: string },
): Promise<number> {
  const accounts = await ctx.db
    .selectFrom('salary_line')
    .innerJoin('app_user', 'app_user.employee_id', 'salary_line.employee_id')
    .innerJoin('user_tenant', (join) =>
      join.onRef('user_tenant.user_id', '=', 'app_user.id').on('user_tenant.tenant_id', '=', tenantId),
    )
    .select('app_user.id')
    .distinct()
    .where('salary_line.tenant_id', '=', tenantId)
    .where('salary_line.run_id', '=', run.id)
    .execute()
  return queueNotification(ctx, {
    tenantId,
    kind: 'payslipReady',
    userIds: accounts.map((account) => account.id),
    params: { month: run.month },
    link: `/portal/salary/payslips/${run.id}`,
    eventKey: `payslip:${run.id}`,
    need: { own: true },
  })
}
