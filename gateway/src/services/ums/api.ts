// The ums service's commands other services use (loads no routes). The people, accounts and roles tables
// (employee, employee_profile, app_user, user_tenant, user_role) are written only here (people/people-tables.test.ts).
export type { PeopleScope } from './people/scope'
export { createPeople, createPerson, type NewPerson } from './people/create-people'
export { createAccount, type NewAccount } from './people/create-account'
export { grantRoles, revokeRoles, setRoles } from './people/grants'
export { placePeople, type Placement } from './people/update-people'
export { setAccountPassword, setAccountContact } from './people/credentials'
export { insertFixtureRows, setFixtureManager, type PeopleTable } from './people/fixture-rows'

// What else other services use of ums: the organisation, the record, directory sync's writes, offboarding's listeners.
export { activeStaffByOrgan, buildOrganTree, type OrganNode } from './organs'
export { checkDigitOf } from './records/pnid'
export { emptyProfile } from './records/record-row'
export { findUserPage } from './user-page'
export {
  addUnit, renameUnit, moveUnit, removeUnit, positionFor, onboardFromDirectory, updateFromDirectory, offboardFromDirectory,
  type DirectoryActor, type SyncedPerson,
} from './directory-writes'
export { linkPlatformAccount, unlinkPlatformAccount, platformAccountsOf, userOfPlatformAccount } from './platform-accounts'
export { STAFF_LEFT, type StaffLeft, type StaffLeftListener } from './records/staff-left'
// The ums service's tables: their row types (merged into core's Database).
export type { ZhileiTable, ZhiweiTable, GangweiTable, ZhiweiOrganTable, OrgAuditTable, EmployeeProfileTable, PlatformAccountTable } from './tables'
