import type { recruitmentContract, Static } from '@hr-portal/api'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { channelName } from './channels'
import type { Stage } from './functions'
import type { RecruitCandidateTable } from './tables'

/** A candidate as the board and the candidate page show it (the contract's candidate). */
export type CandidateView = Static<typeof recruitmentContract.candidate>

const normalEmail = (email: string) => email.trim().toLowerCase()

/** Candidates as the board and the candidate page show them, each with the other candidates sharing its phone or e-mail. */
export async function candidateViews(
  db: Db,
  tenantId: number,
  rows: RecruitCandidateTable[],
  lang: Lang,
): Promise<CandidateView[]> {
  if (rows.length === 0) return []
  const phones = [...new Set(rows.map((r) => r.phone))]
  const emails = [...new Set(rows.map((r) => normalEmail(r.email)))]
  const [jobs, channels, alike] = await Promise.all([
    db.selectFrom('recruit_job').select(['id', 'title']).where('tenant_id', '=', tenantId).execute(),
    db.selectFrom('recruit_channel').select(['id', 'name_zh', 'name_en']).where('tenant_id', '=', tenantId).execute(),
    db
      .selectFrom('recruit_candidate')
      .select(['id', 'name', 'phone', 'email', 'job_id', 'stage'])
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('phone', 'in', phones), eb('email', 'in', emails)]))
      .execute(),
  ])
  const title = (id: number) => jobs.find((j) => j.id === id)?.title ?? ''
  const nameOfChannel = (id: number) => {
    const channel = channels.find((c) => c.id === id)
    return channel ? channelName(channel, lang) : ''
  }
  return rows.map((row) => ({
    id: row.id,
    jobId: row.job_id,
    jobTitle: title(row.job_id),
    channelId: row.channel_id,
    channelName: nameOfChannel(row.channel_id),
    name: row.name,
    phone: row.phone,
    email: row.email,
    stage: row.stage as Stage,
    hasResume: row.resume_path !== '',
    employeeId: row.employee_id,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    duplicates: alike
      .filter(
        (other) =>
          other.id !== row.id && (other.phone === row.phone || normalEmail(other.email) === normalEmail(row.email)),
      )
      .map((other) => ({
        id: other.id,
        name: other.name,
        jobTitle: title(other.job_id),
        stage: other.stage as Stage,
        by: [
          ...(other.phone === row.phone ? ['phone' as const] : []),
          ...(normalEmail(other.email) === normalEmail(row.email) ? ['email' as const] : []),
        ],
      })),
  }))
}
