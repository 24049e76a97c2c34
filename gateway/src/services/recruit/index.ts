import type { Service } from '../../core/service'
import './job-handler'
import './offer-handler'
import { candidateRoutes } from './candidate-routes'
import { careersRoutes } from './careers-routes'
import { hireRoutes } from './hire-routes'
import { interviewRoutes } from './interview-routes'
import { jobRoutes } from './job-routes'
import { offerRoutes } from './offer-routes'
import { retentionRoutes } from './retention'
import { settingRoutes } from './setting-routes'

// The recruitment service's public interface: the gateway's startup, seed and tests import only these.
export { RECRUIT_FUNCTIONS, JOB_BIZ_TYPE, OFFER_BIZ_TYPE, STAGES } from './functions'
export { recruitCodes } from './errors'
export { purgeExpiredCandidates } from './retention'
export { MAX_RESUME_BYTES } from './careers-routes'
export { APPLICATIONS_PER_ADDRESS, APPLICATIONS_PER_TENANT } from './careers-limits'

/**
 * Recruitment (§7 recruit): openings raised from positions with open headcount, channels, the public careers page's
 * calls, candidates on a stage board, interviews with invitations and scorecards, offers approved through the workflow
 * with their letter, hiring through the personnel app's onboarding, and the retention of candidates not hired.
 */
export const recruit: Service = {
  segment: 'recruit',
  routes: [jobRoutes, settingRoutes, candidateRoutes, interviewRoutes, offerRoutes, hireRoutes, careersRoutes, retentionRoutes],
}

// The recruitment service's tables: their row types (merged into core's Database) and the migrations of its own.
export type {
  RecruitChannelTable, RecruitJobTable, RecruitCandidateTable, RecruitStageLogTable, RecruitInterviewTable, RecruitScorecardTable, RecruitOfferTable,
  RecruitSettingTable, RecruitAuditTable,
} from './tables'
export { migrations } from './migrations'
