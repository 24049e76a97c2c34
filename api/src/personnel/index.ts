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
}

export { ACCOUNT_NAME_RULES, ACCOUNT_REFUSALS, openedAccounts } from './accounts'
export { RECORD, ORG, SELF_SERVICE, CERTIFICATE, DOCUMENT } from './codes'
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
