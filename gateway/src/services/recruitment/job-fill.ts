import type { Db } from '../../core/db/types'
import { SYSTEM, writeAudit } from './audit'

/**
 * Closes an open opening once hires fill its vacancies (inside the hiring transaction), audited as 'job.filled' by the
 * system. Answers whether it closed.
 */
export async function closeWhenFilled(db: Db, tenantId: number, jobId: number, now: number): Promise<boolean> {
  const job = await db
    .selectFrom('recruit_job')
    .select(['id', 'status', 'vacancies'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', jobId)
    .executeTakeFirst()
  if (job?.status !== 'open') return false
  const hired = await db
    .selectFrom('recruit_candidate')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .where('stage', '=', 'hired')
    .executeTakeFirstOrThrow()
  if (Number(hired.n) < Number(job.vacancies)) return false
  await db
    .updateTable('recruit_job')
    .set({ status: 'closed', updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', jobId)
    .where('status', '=', 'open')
    .execute()
  await writeAudit(
    db,
    tenantId,
    SYSTEM,
    'job.filled',
    jobId,
    { vacancies: Number(job.vacancies), hired: Number(hired.n) },
    now,
  )
  return true
}
