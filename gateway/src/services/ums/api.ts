// The ums service's commands other services use (loads no routes). The people, accounts and roles tables
// (employee, employee_profile, app_user, user_tenant, user_role) are written only here (people/people-tables.test.ts).
export type { PeopleScope } from './people/scope'
export { createPeople, createPerson, type NewPerson } from './people/create-people'
export { createAccount, type NewAccount } from './people/create-account'
export { grantRoles, revokeRoles, setRoles } from './people/grants'
export { placePeople, type Placement } from './people/update-people'
export { setAccountPassword, setAccountContact } from './people/credentials'
export { insertFixtureRows, setFixtureManager, type PeopleTable } from './people/fixture-rows'
