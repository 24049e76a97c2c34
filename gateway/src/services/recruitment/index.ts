// The recruitment service's narrow interface: what other services use (this file loads no routes).
export { RECRUIT_FUNCTIONS, JOB_BIZ_TYPE, OFFER_BIZ_TYPE, STAGES } from './functions'
export { recruitCodes } from './errors'
export { purgeExpiredCandidates } from './retention'
export { MAX_RESUME_BYTES } from './careers-limits'
export { APPLICATIONS_PER_ADDRESS, APPLICATIONS_PER_TENANT } from './careers-limits'
// The recruitment service's tables: their row types (merged into core's Database).
export type {
  RecruitChannelTable,
  RecruitJobTable,
  RecruitCandidateTable,
  RecruitStageLogTable,
  RecruitInterviewTable,
  RecruitScorecardTable,
  RecruitOfferTable,
  RecruitSettingTable,
  RecruitAuditTable,
} from './tables'
