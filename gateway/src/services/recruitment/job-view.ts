import type { recruitmentContract, Static } from '@hr-portal/api'
import type { Db } from '../../core/db/types'
import { message, summarised, titled } from '../../core/message-text'
import type { RecruitJobTable } from './tables'

/** An opening as the app lists it (the contract's job). */
export type JobView = Static<typeof recruitmentContract.job>

/** Openings as the app lists them: names of the position and unit, how many candidates applied and were hired. */
export async function jobViews(db: Db, tenantId: number, rows: RecruitJobTable[]): Promise<JobView[]> {
  if (rows.length === 0) return []
  const [positions, organs, counts] = await Promise.all([
    db
      .selectFrom('gangwei')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...new Set(rows.map((r) => r.gangwei_id))])
      .execute(),
    db
      .selectFrom('organ')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...new Set(rows.map((r) => r.organ_id))])
      .execute(),
    db
      .selectFrom('recruit_candidate')
      .select(['job_id', 'stage', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where(
        'job_id',
        'in',
        rows.map((r) => r.id),
      )
      .groupBy(['job_id', 'stage'])
      .execute(),
  ])
  return rows.map((row) => ({
    id: row.id,
    gangweiId: row.gangwei_id,
    gangweiName: positions.find((p) => p.id === row.gangwei_id)?.name ?? '',
    organId: row.organ_id,
    organName: organs.find((o) => o.id === row.organ_id)?.name ?? '',
    title: row.title,
    description: row.description,
    vacancies: Number(row.vacancies),
    status: row.status as JobView['status'],
    instanceId: row.instance_id,
    createdAt: Number(row.created_at),
    candidates: counts.filter((c) => c.job_id === row.id).reduce((sum, c) => sum + Number(c.n), 0),
    hired: Number(counts.find((c) => c.job_id === row.id && c.stage === 'hired')?.n ?? 0),
  }))
}

/** How an opening reads in its approval request. */
export const jobDescription = (job: Pick<RecruitJobTable, 'title' | 'vacancies'>, organName: string) => ({
  amount: Number(job.vacancies),
  ...titled(message('opening.request', { title: job.title })),
  ...summarised(message('opening.summary', { organ: organName, vacancies: Number(job.vacancies) })),
})
