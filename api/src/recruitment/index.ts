import { candidates } from './candidates'
import { careers } from './careers'
import { interviews } from './interviews'
import { jobs } from './jobs'
import { offers } from './offers'
import { settings } from './settings'

/** Recruitment (gateway services/recruitment): openings, candidates, interviews, offers, channels and settings, the careers page. */
export const recruitment = { jobs, candidates, interviews, offers, settings, careers }

export { RECRUIT } from './codes'
export { CHANNEL_KINDS, JOB_STATUSES, OFFER_STATUSES, STAGES, candidate, channel, job, offer, position } from './views'
export { EMAIL_PATTERN, MOVABLE_TO, PHONE_PATTERN, candidateDetail } from './candidates'
export { DAY_PATTERN } from './offers'
export { myInterview } from './interviews'
