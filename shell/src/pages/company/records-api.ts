import { callThrough } from '@hr-portal/api/client'
import { tumApi, type CompanyStatus, type RecordsFilter } from '@hr-portal/api/client/tum'
import { http } from '../../lib/http'

// The company records' answers, typed by the contract (api/src/tum/company.ts).
export type { CompanyRecord, CompanyStatus, RecordsFilter, RecordsPage } from '@hr-portal/api/client/tum'

const { company } = tumApi(callThrough(http))

/** A page of company records (platform operators only; others get 403001). */
export const loadRecords = (filter: RecordsFilter) => company.records({ ...filter })

/** Disables or enables a company; disabling signs its users out. */
export const setCompanyStatus = (companyId: number, status: CompanyStatus) => company.setStatus({ companyId, status })
