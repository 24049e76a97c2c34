import { callThrough } from '@hr-portal/api/client'
import { type Channel, recruitmentApi, type Stage } from '@hr-portal/api/client/recruitment'
import { type FormEvent, workflowApi } from '@hr-portal/api/client/workflow'
import { http } from '@hr-portal/kit'

// Recruitment's answers, typed by the contract (api/src/recruitment).
export type {
  Candidate,
  CandidateDetail,
  Channel,
  Interview,
  Job,
  MyInterview,
  Offer,
  Person,
  Position,
  Scorecard,
  Stage,
} from '@hr-portal/api/client/recruitment'
export const STAGES: Stage[] = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']
const recruit = recruitmentApi(callThrough(http))

// A request's approval (the workflow service), typed by the contract (api/src/workflow).
export type { FlowDetail } from '@hr-portal/api/client/workflow'
const workflow = workflowApi(callThrough(http))

/** The recruitment service (gateway services/recruitment). */
export const api = {
  positions: () => recruit.jobs.positions(),
  jobs: () => recruit.jobs.list(),
  raiseJob: (input: { gangweiId: number; title: string; description: string; vacancies: number }) =>
    recruit.jobs.save(input),
  closeJob: (id: number) => recruit.jobs.close({ id }),
  jobApproval: (id: number) => recruit.jobs.approval({ id }),
  channels: () => recruit.settings.channels(),
  saveChannel: (input: { id?: number; kind: Channel['kind']; nameZh: string; nameEn: string; enabled: boolean }) =>
    recruit.settings.saveChannel({
      id: input.id,
      kind: input.kind,
      nameZh: input.nameZh,
      nameEn: input.nameEn,
      enabled: input.enabled,
    }),
  retention: () => recruit.settings.get(),
  saveRetention: (retentionDays: number) => recruit.settings.save({ retentionDays }),
  /** The board, by opening and by the quick filters HR chose (`quick`: §7 quick query values, checked by the gateway). */
  board: (jobId?: number, quick: Record<string, unknown> = {}) =>
    recruit.candidates.board({
      ...(jobId ? { jobId } : {}),
      ...(Object.keys(quick).length ? { quick } : {}),
    }),
  candidate: (id: number) => recruit.candidates.detail({ id }),
  addCandidate: (input: { jobId: number; channelId: number; name: string; phone: string; email: string }) =>
    recruit.candidates.add(input),
  // 'hired' only through the onboarding: the gateway refuses it here (400000).
  move: (id: number, stage: Stage) => recruit.candidates.move({ id, stage: stage as Exclude<Stage, 'hired'> }),
  people: (keyword: string) => recruit.interviews.people({ keyword }),
  schedule: (input: {
    candidateId: number
    startsAt: number
    minutes: number
    place: string
    interviewerIds: number[]
  }) => recruit.interviews.schedule(input),
  myInterviews: () => recruit.interviews.mine(),
  score: (interviewId: number, rating: number, notes: string) =>
    recruit.interviews.score({ interviewId, rating, notes }),
  makeOffer: (input: { candidateId: number; gangweiId: number; salary: string; startDate: string }) =>
    recruit.offers.create(input),
  offerApproval: (id: number) => recruit.offers.approval({ id }),
  flow: (bizType: string, bizId: number) => workflow.block.get({ bizType, bizId: String(bizId) }),
  event: (event: FormEvent, instanceId: string, comment: string) => workflow.form[event]({ instanceId, comment }),
}
