// The people service's commands: the only writers of the people, accounts and roles tables (employee,
// employee_profile, app_user, user_tenant, user_role) besides ums's record edits (people-tables.test.ts). Onboarding,
// the staff import, outsourcing, company registration, the role pages, the batch change and account security call them.
export type { PeopleScope } from './scope'
export { createPeople, createPerson, type NewPerson } from './create-people'
export { createAccount, type NewAccount } from './create-account'
export {
  ACCOUNT_NAME_RULES,
  openAccounts,
  type AccountNameRule,
  type OpenedAccount,
  type RefusedAccount,
} from './open-accounts'
export { refusalText, type AccountRefusal } from './open-account-texts'
// What a new staff account starts with: services above hand a listener (vacation's first-year balances).
export { ACCOUNTS_OPENED, type AccountsOpened, type AccountsOpenedListener } from './accounts-opened'
// Every staff member created, whatever created them: services above hand a listener (personnel's onboarding tasks).
export { STAFF_HIRED, type StaffHired, type StaffHiredListener } from './staff-hired'
export { grantRoles, revokeRoles, setRoles } from './grants'
export { addTenantMember, removeTenantMember } from './tenant-members'
export { placePeople, type Placement } from './update-people'
export { setAccountPassword, setAccountContact } from './credentials'
export { insertFixtureRows, setFixtureEmployment, setFixtureManager, type PeopleTable } from './fixture-rows'
export { emptyProfile } from './profile-row'
// Every change of a staff record kept as history rows (who, when, field, before → after, cause).
export {
  HISTORY_CAUSES,
  keepHistory,
  snapshotsOf,
  withHistory,
  type HistoryCause,
  type HistoryEntry,
  type Snapshot,
} from './record-history'
export type { EmployeeProfileTable, PlatformAccountTable, RecordHistoryTable } from './tables'
// Each account's identities on the messaging platforms (notify delivers through them; directory sync links them).
export {
  linkPlatformAccount,
  unlinkPlatformAccount,
  platformAccountsOf,
  platformAccountsOfUsers,
  userOfPlatformAccount,
  type PlatformAccount,
} from './platform-accounts'
// Every offboarding, told to the services above (report's subscriptions, notify's queue, leave's balances).
export { STAFF_LEFT, staffLeft, type StaffLeft, type StaffLeftListener } from './staff-left'
// Hooks the services above answer: a record's facts changed (leave's entitlements), a move's salary change (payroll).
export { RECORD_FACTS_CHANGED, type RecordFactsChanged, type RecordFactsListener } from './record-facts'
export { SALARY_MOVES, type SalaryMove, type SalaryMoves } from './salary-moves'
/** The bank accounts on staff records (the bank file pays into them). */
export { type RecordBankAccount, recordBankAccountsOf } from './bank-accounts'
