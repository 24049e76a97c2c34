// What other services use of ums (loads no routes).
// The people commands moved to the people service (services/people/index.ts); seeds and tests reaching them through ums keep working.
export {
  createPeople,
  createPerson,
  createAccount,
  grantRoles,
  revokeRoles,
  setRoles,
  placePeople,
  setAccountPassword,
  setAccountContact,
  insertFixtureRows,
  setFixtureManager,
  type PeopleScope,
  type NewPerson,
  type NewAccount,
  type Placement,
  type PeopleTable,
} from '../people'

// What else other services use of ums: the organisation, the record, directory sync's writes, offboarding's listeners.
export { activeStaffByOrgan, buildOrganTree, type OrganNode } from './organs'
export { checkDigitOf } from './records/pnid'
export { type Compensation, type CompensationInput, economicCompensation } from './leaving/compensation'
export { emptyProfile } from './records/record-row'
export { findUserPage } from './user-page'
/** Every unit and position change, told in its transaction (webhooks' org.changed and position.changed hear it). */
export { ORG_CHANGED, type OrgChange, type OrgChangeListener } from './org/org-changed'
/** A page of the tenant's positions, for the vendor API (services/vendorapi). */
export { positionsPage } from './positions-page'
export {
  addUnit,
  renameUnit,
  moveUnit,
  removeUnit,
  positionFor,
  onboardFromDirectory,
  updateFromDirectory,
  offboardFromDirectory,
  type DirectoryActor,
  type SyncedPerson,
} from './directory-writes'
export {
  linkPlatformAccount,
  unlinkPlatformAccount,
  platformAccountsOf,
  platformAccountsOfUsers,
  userOfPlatformAccount,
  STAFF_LEFT,
  type StaffLeft,
  type StaffLeftListener,
} from '../people'
export { setContractFacts, type ContractFacts } from './records/contract-facts'
// Onboarding checklist templates, written by HR's page and by the demo seed.
export { saveTemplate as saveOnboardingTemplate } from './onboarding/templates'
// The probation personnel's reviews decide, kept on the contract (the contract service's handler of PROBATION_CONTRACTS).
export { PROBATION_CONTRACTS, type ProbationContract, type ProbationContracts } from './moves/functions'
export { runMovesDay } from './moves/day-job'
// The ums service's tables: their row types (merged into core's Database).
export type {
  ZhileiTable,
  ZhiweiTable,
  GangweiTable,
  ZhiweiOrganTable,
  OrgAuditTable,
  EmployeeProfileTable,
} from './tables'
export type { StaffMoveTable, ProbationReviewTable } from './moves/tables'
export type { EmploymentSpellTable, LeavingCaseTable, LeavingCityWageTable } from './leaving/tables'
