import { route } from '../route'
import { bool, id, integer, list, objectBody, record, str, text, Type } from '../schema'
import { TUM } from './codes'

const COMPANY_ADMINS =
  "the caller's own company only: its tenants, its users; another company's user or tenant answers 400913 (tenant-access.test.ts)"

/** A new tenant's name (1 to 100 characters) and code (2 to 50 letters, digits, - or _; unique on the platform). */
const tenantFields = {
  name: text(100, 1),
  code: Type.String({ minLength: 2, maxLength: 50, pattern: '^[A-Za-z0-9_-]+$' }),
}

/** A user authorised for a tenant; `home` is the tenant their account lives in (never withdrawn). */
export const tenantUser = record({ userId: integer(), userName: str(), realName: str(), home: bool() })
/** One tenant of the caller's company with the users authorised for it; `current` is the caller's session tenant. */
export const companyTenant = record({
  tenantId: integer(),
  name: str(),
  code: str(),
  current: bool(),
  users: list(tenantUser),
})
/** A user of the company found for the people picker (jobNumber carries the account name). */
export const companyUser = record({ id: integer(), name: str(), jobNumber: str() })

/** Tenant administration: operators give a company another tenant; its administrators authorise its users for them. */
export const admin = {
  createTenant: route({
    method: 'POST',
    path: '/tum/web/company/createTenant',
    body: objectBody({ companyId: id(), ...tenantFields }, ['companyId', 'name', 'code']),
    result: record({ companyId: integer(), tenantId: integer(), name: str(), code: str() }),
    errors: [TUM.companyNotFound, TUM.tenantCodeTaken, TUM.tenantNameTaken],
    tenant: 'platform operators only: creates a tenant for the company named (tenant-create.test.ts)',
    summary:
      "Creates another tenant of a company with what a registration's first tenant gets (organisation root, administrator and staff roles, calendar, leave types); the company's administrators are authorised for it.",
  }),
  companyTenants: route({
    method: 'POST',
    path: '/tum/web/tenant/companyTenants',
    body: objectBody({}),
    result: list(companyTenant),
    errors: [],
    tenant: COMPANY_ADMINS,
    summary: "The tenants of the caller's company, each with the users authorised for it.",
  }),
  companyUsers: route({
    method: 'POST',
    path: '/tum/web/tenant/companyUsers',
    body: objectBody({ keyword: text(50) }),
    result: list(companyUser),
    errors: [],
    tenant: COMPANY_ADMINS,
    summary: "Users of the caller's company by name, account or phone (at most 20), for the people picker.",
  }),
  authorize: route({
    method: 'POST',
    path: '/tum/web/tenant/authorize',
    body: objectBody({ tenantId: id(), userId: id() }, ['tenantId', 'userId']),
    result: record({ tenantId: integer(), userId: integer() }),
    errors: [TUM.otherCompany],
    tenant: COMPANY_ADMINS,
    summary: "Authorises a user of the company for another of its tenants (with that tenant's staff role).",
  }),
  withdraw: route({
    method: 'POST',
    path: '/tum/web/tenant/withdraw',
    body: objectBody({ tenantId: id(), userId: id() }, ['tenantId', 'userId']),
    result: record({ tenantId: integer(), userId: integer() }),
    errors: [TUM.otherCompany, TUM.homeTenant],
    tenant: COMPANY_ADMINS,
    summary:
      "Withdraws a user's authorisation for a tenant of the company (not their own tenant); their sessions in it end.",
  }),
}
