import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { companyTenant, companyUser } from './admin'
import type { COMPANY_STATUSES, company, companyRecord, recordsPage } from './company'
import type { authorizeInfo, authTenant, switched, tenantOf } from './tenants'

// The tenant service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/tum).
export type AuthTenant = Static<typeof authTenant>
export type Switched = Static<typeof switched>
export type TenantOf = Static<typeof tenantOf>
export type AuthorizeInfo = Static<typeof authorizeInfo>
export type CompanyStatus = (typeof COMPANY_STATUSES)[number]
export type CompanyRecord = Static<typeof companyRecord>
export type RecordsPage = Static<typeof recordsPage>
export type RecordsFilter = BodyOf<typeof company.records>
export type Registered = ResultOf<typeof company.register>
export type CompanyTenant = Static<typeof companyTenant>
export type CompanyUser = Static<typeof companyUser>
