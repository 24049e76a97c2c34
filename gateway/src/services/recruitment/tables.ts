// Row types of the recruitment service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    recruit_channel: RecruitChannelTable
    recruit_job: RecruitJobTable
    recruit_candidate: RecruitCandidateTable
    recruit_stage_log: RecruitStageLogTable
    recruit_interview: RecruitInterviewTable
    recruit_scorecard: RecruitScorecardTable
    recruit_offer: RecruitOfferTable
    recruit_setting: RecruitSettingTable
    recruit_audit: RecruitAuditTable
  }
}

/** Where candidates come from: a job site, referral or the careers page (one per tenant, kind 'careers'). */
export interface RecruitChannelTable {
  tenant_id: number
  id: number
  kind: string
  name_zh: string
  name_en: string
  enabled: number
  created_at: number
}

/** An opening raised from a position: 'approving' until the workflow decides, then 'open' (or 'rejected'); 'closed' by HR. */
export interface RecruitJobTable {
  tenant_id: number
  id: number
  gangwei_id: number
  organ_id: number
  title: string
  description: string
  /** How many people the opening hires (at most the position's open headcount when raised). */
  vacancies: number
  status: string
  instance_id: string | null
  created_by: number
  created_at: number
  updated_at: number
}

/** One applicant for one opening, on the stage board. */
export interface RecruitCandidateTable {
  tenant_id: number
  id: number
  job_id: number
  channel_id: number
  name: string
  phone: string
  email: string
  /** 'applied', 'screening', 'interview', 'offer', 'hired' or 'rejected'. */
  stage: string
  /** The résumé PDF in the object store ('' when none). */
  resume_path: string
  resume_name: string
  resume_size: number
  /** The employee the hire created (null until hired). */
  employee_id: number | null
  created_at: number
  updated_at: number
}

/** A candidate's moves between stages. */
export interface RecruitStageLogTable {
  tenant_id: number
  id: number
  candidate_id: number
  from_stage: string
  to_stage: string
  actor_id: number | null
  actor_name: string
  at: number
}

export interface RecruitInterviewTable {
  tenant_id: number
  id: number
  candidate_id: number
  starts_at: number
  minutes: number
  /** A room or a meeting link. */
  place: string
  created_by: number
  created_at: number
}

/** One interviewer of an interview: whether the invitation went out, and their scorecard once filled in. */
export interface RecruitScorecardTable {
  tenant_id: number
  interview_id: number
  user_id: number
  /** 'queued', 'sent', 'failed', 'noAddress' or 'refused' (the interviewer may no longer receive it). */
  invite_state: string
  /** 1–5, null until filled in. */
  rating: number | null
  notes: string
  submitted_at: number | null
}

/** An offer: approved through the workflow ('approving' → 'approved' | 'rejected' | 'cancelled'). */
export interface RecruitOfferTable {
  tenant_id: number
  id: number
  candidate_id: number
  gangwei_id: number
  organ_id: number
  /** Monthly salary, a decimal string ('12000.00'). */
  salary: string
  /** YYYY-MM-DD. */
  start_date: string
  status: string
  instance_id: string | null
  created_by: number
  created_at: number
  decided_at: number | null
}

/** The tenant's retention of candidates not hired, in days after their last change. */
export interface RecruitSettingTable {
  tenant_id: number
  retention_days: number
  updated_at: number
}

/** Changes of recruitment data, and the retention job's deletions. */
export interface RecruitAuditTable {
  tenant_id: number
  id: string
  user_id: number | null
  user_name: string
  action: string
  ref_id: number | null
  detail: string
  at: number
}
