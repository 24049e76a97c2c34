import type { Db } from '../../../core/db/types'
import { type Actor, writeAudit } from '../audit'
import { queuePayslipNotices } from '../payslip/published-notices'

/**
 * Publishes a locked run in one transaction: its status and time, the trail entry, and each person's "payslip ready"
 * notice queued (payslip/published-notices.ts). The caller has checked the run is locked.
 */
export async function publishRun(
  db: Db,
  tenantId: number,
  run: { id: number; month: string },
  actor: Actor,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('salary_run')
      .set({ status: 'published', published_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', run.id)
      .execute()
    await writeAudit(trx, { tenantId, runId: run.id, actor, action: 'publish' }, now)
    await queuePayslipNotices({ db: trx, now: () => now }, tenantId, run)
  })
}
