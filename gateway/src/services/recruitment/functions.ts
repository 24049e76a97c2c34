import { recruitmentContract } from '@hr-portal/api'

/** FunctionIds of the recruitment app (apps/recruitment/manifest.json). */
export const RECRUIT_FUNCTIONS = {
  jobs: '8401',
  editJobs: '840101',
  candidates: '8402',
  moveCandidates: '840201',
  scheduleInterviews: '840202',
  makeOffers: '840203',
  hire: '840204',
  settings: '8403',
  editSettings: '840301',
  /** My interviews: every staff member's own scorecards (open to all). */
  myInterviews: '8404',
} as const

/** Workflow business types: an opening and an offer, each approved in the approval centre (intents `<type>.view`). */
export const JOB_BIZ_TYPE = 'recruitJob'
export const OFFER_BIZ_TYPE = 'recruitOffer'

/** The stages of the board, in order. */
export const { STAGES } = recruitmentContract
export type Stage = (typeof STAGES)[number]

/** The retention of candidates not hired when the tenant set none (days after their last change). */
export const DEFAULT_RETENTION_DAYS = 180
