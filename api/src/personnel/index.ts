import { directory } from './directory'
import { lookups } from './lookups'
import { organs } from './organs'
import { orgCharts } from './org-chart'
import { people } from './people'
import { posts } from './posts'
import { records } from './records'
import { selfService } from './self-service'
import { certificates } from './certificates'
import { personalDocuments } from './documents'
import { staffAccounts } from './accounts'
import { leaving } from './leaving'
import { moves, probation } from './moves'
import { onboarding } from './onboarding'

/** People and the organisation (gateway services/personnel): the directory, person lookups, the signed-in user and assignees, organisation units, posts and positions, the records list. */
export const personnel = {
  directory,
  lookups,
  people,
  organs,
  posts,
  records,
  orgCharts,
  selfService,
  certificates,
  personalDocuments,
  staffAccounts,
  leaving,
  moves,
  probation,
  onboarding,
}

export {
  MOVE,
  MOVE_KINDS,
  MOVE_STATUSES,
  PROBATION,
  PROBATION_KINDS,
  historyItem,
  probationReview,
  probationState,
  staffMove,
} from './moves'
export {
  LEAVING,
  LEAVING_BASES,
  LEAVING_STATUSES,
  LEAVING_STEPS,
  cityWage,
  leavingCase,
  leavingSettlement,
} from './leaving'
export { ACCOUNT_NAME_RULES, ACCOUNT_REFUSALS, openedAccounts } from './accounts'
export { RECORD, ORG, SELF_SERVICE, CERTIFICATE, DOCUMENT, ONBOARDING } from './codes'
export {
  MAX_OFFSET_DAYS,
  MIN_OFFSET_DAYS,
  ONBOARDING_KINDS,
  ONBOARDING_OWNERS,
  ONBOARDING_SCOPES,
  onboardingTask,
  onboardingTemplate,
  templateTask,
} from './onboarding'
export { DOCUMENT_MIME_TYPES, MAX_DOCUMENT_BYTES, personalDocument } from './documents'
export {
  CERTIFICATE_KINDS,
  CERTIFICATE_STATUSES,
  MAX_INCOME_MONTHS,
  certificateTemplate,
  certificateView,
  verifiedCertificate,
} from './certificates'
export { PROPOSAL_STATUSES, recordProposal, selfServiceSetting } from './self-service'
export { organ } from './organs'
export { chartPerson, orgChart } from './org-chart'
export { zhilei, zhiwei, gangwei } from './posts'
export { recordOptions, employeeRecord, recordField } from './records'
export { EXPORT_LIMIT, assignee, celebration, loginUser } from './people'
export { organNode, userRow, userPage } from './directory'
export { someone, leftPerson } from './lookups'
