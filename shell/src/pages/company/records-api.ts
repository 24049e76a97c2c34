import { callThrough } from '@hr-portal/api/client'
import { tenantsApi, type CompanyStatus, type RecordsFilter } from '@hr-portal/api/client/tenants'
import { http } from '../../lib/http'

// The company records' answers, typed by the contract (api/src/tenants/company.ts).
export type { CompanyRecord, CompanyStatus, RecordsFilter, RecordsPage } from '@hr-portal/api/client/tenants'

const { company } = tenantsApi(callThrough(http))

/** A page of company records (platform operators only; others get 403001). */
export const loadRecords = (filter: RecordsFilter) => company.records({ ...filter })

/** Disables or enables a company; disabling signs its users out. */
export const setCompanyStatus = (companyId: number, status: CompanyStatus) => company.setStatus({ companyId, status })
