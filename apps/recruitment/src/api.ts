import { call } from '@hr-portal/kit'

export type Stage = 'applied' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected'
export const STAGES: Stage[] = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']

export interface Position {
  id: number
  name: string
  organId: number
  organName: string
  headcount: number
  staff: number
  recruiting: number
  open: number
}
export interface Job {
  id: number
  gangweiId: number
  gangweiName: string
  organId: number
  organName: string
  title: string
  description: string
  vacancies: number
  status: 'approving' | 'open' | 'rejected' | 'closed'
  instanceId: string | null
  createdAt: number
  candidates: number
  hired: number
}
/** `name` is in the reader's language; `nameZh` and `nameEn` are the two names HR keeps. */
export interface Channel {
  id: number
  kind: 'site' | 'referral' | 'careers'
  name: string
  nameZh: string
  nameEn: string
  enabled: boolean
}
export interface Candidate {
  id: number
  jobId: number
  jobTitle: string
  channelId: number
  channelName: string
  name: string
  phone: string
  email: string
  stage: Stage
  hasResume: boolean
  employeeId: number | null
  createdAt: number
  updatedAt: number
  duplicates: Array<{ id: number; name: string; jobTitle: string; stage: Stage; by: Array<'phone' | 'email'> }>
}
export interface Scorecard {
  userId: number
  name: string
  inviteState: string
  rating: number | null
  notes: string
  submittedAt: number | null
}
export interface Interview {
  id: number
  startsAt: number
  minutes: number
  place: string
  scorecards: Scorecard[]
}
export interface Offer {
  id: number
  candidateId: number
  gangweiId: number
  gangweiName: string
  organId: number
  organName: string
  salary: string
  startDate: string
  status: 'approving' | 'approved' | 'rejected' | 'cancelled'
  instanceId: string | null
  createdAt: number
}
export interface CandidateDetail {
  candidate: Candidate
  timeZone: string
  resumeName: string
  history: Array<{ from: string; to: Stage; by: string; at: number }>
  interviews: Interview[]
  offers: Offer[]
}
export interface MyInterview {
  id: number
  startsAt: number
  minutes: number
  place: string
  candidateName: string
  jobTitle: string
  rating: number | null
  notes: string
  submittedAt: number | null
}
export interface Person {
  id: number
  name: string
  account: string
  hasEmail: boolean
}
export interface FlowDetail {
  id: string
  status: string
  applicantName: string
  steps: Array<{ index: number; nameZh: string; nameEn: string }>
  currentStep: number
  history: Array<{ seq: number; event: string; actorName: string; comment: string; createdAt: number }>
  candidates: Array<{ userId: number; name: string }>
  events: string[]
}

const R = '/recruit/web'

/** The recruitment service (gateway services/recruit). */
export const api = {
  positions: () => call<Position[]>(`${R}/job/positions`),
  jobs: () => call<Job[]>(`${R}/job/list`),
  raiseJob: (input: { gangweiId: number; title: string; description: string; vacancies: number }) =>
    call<{ id: number }>(`${R}/job/save`, input),
  closeJob: (id: number) => call(`${R}/job/close`, { id }),
  jobApproval: (id: number) => call<{ job: Job; position: Position | null }>(`${R}/job/approval`, { id }),
  channels: () => call<Channel[]>(`${R}/channel/list`),
  saveChannel: (input: { id?: number; kind: string; nameZh: string; nameEn: string; enabled: boolean }) =>
    call(`${R}/channel/save`, {
      id: input.id,
      kind: input.kind,
      nameZh: input.nameZh,
      nameEn: input.nameEn,
      enabled: input.enabled,
    }),
  retention: () => call<{ retentionDays: number; careersUrl: string }>(`${R}/setting/get`),
  saveRetention: (retentionDays: number) => call(`${R}/setting/save`, { retentionDays }),
  /** The board, by opening and by the quick filters HR chose (`quick`: §7 quick query values, checked by the gateway). */
  board: (jobId?: number, quick: Record<string, unknown> = {}) =>
    call<Candidate[]>(`${R}/candidate/board`, {
      ...(jobId ? { jobId } : {}),
      ...(Object.keys(quick).length ? { quick } : {}),
    }),
  candidate: (id: number) => call<CandidateDetail>(`${R}/candidate/detail`, { id }),
  addCandidate: (input: { jobId: number; channelId: number; name: string; phone: string; email: string }) =>
    call<{ id: number }>(`${R}/candidate/add`, input),
  move: (id: number, stage: Stage) => call(`${R}/candidate/move`, { id, stage }),
  people: (keyword: string) => call<Person[]>(`${R}/interview/people`, { keyword }),
  schedule: (input: {
    candidateId: number
    startsAt: number
    minutes: number
    place: string
    interviewerIds: number[]
  }) => call<{ id: number; invitations: Record<number, string> }>(`${R}/interview/schedule`, input),
  myInterviews: () => call<{ timeZone: string; interviews: MyInterview[] }>(`${R}/interview/mine`),
  score: (interviewId: number, rating: number, notes: string) =>
    call(`${R}/interview/score`, { interviewId, rating, notes }),
  makeOffer: (input: { candidateId: number; gangweiId: number; salary: string; startDate: string }) =>
    call<{ id: number }>(`${R}/offer/create`, input),
  offerApproval: (id: number) => call<{ offer: Offer; candidate: Candidate }>(`${R}/offer/approval`, { id }),
  flow: (bizType: string, bizId: number) =>
    call<FlowDetail | null>('/workflow/web/approveBlock', { bizType, bizId: String(bizId) }),
  event: (event: string, instanceId: string, comment: string) =>
    call<FlowDetail>(`/workflow/web/approveForm/${event}`, { instanceId, comment }),
}
