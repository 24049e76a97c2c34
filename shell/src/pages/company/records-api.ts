import { http } from '../../lib/http'

export type CompanyStatus = 'active' | 'disabled'

/** One company of /tum/web/company/records (gateway services/tum/company/records.ts). */
export interface CompanyRecord extends Record<string, unknown> {
  companyId: number
  name: string
  status: CompanyStatus
  createdAt: number
  adminAccount: string
  staffCount: number
  source: string
  tenants: Array<{ tenantId: number; name: string; code: string }>
}

export interface RecordsPage {
  total: number
  page: number
  rows: CompanyRecord[]
  countData: Record<string, number>
}

export interface RecordsFilter {
  page: number
  rows: number
  name?: string
  status?: CompanyStatus
}

/** A page of company records (platform operators only; others get 403001). */
export const loadRecords = (filter: RecordsFilter) =>
  http.postJson<RecordsPage>('/tum/web/company/records', { ...filter }).then((answer) => answer.result!)

/** Disables or enables a company; disabling signs its users out. */
export const setCompanyStatus = (companyId: number, status: CompanyStatus) =>
  http.postJson('/tum/web/company/setStatus', { companyId, status })
