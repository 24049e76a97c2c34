import { callThrough } from '@hr-portal/api/client'
import { opsApi } from '@hr-portal/api/client/ops'
import { http } from '@hr-portal/kit'

// The operations platform's answers, typed by the contract (api/src/ops).
export type { Brand, BrandInput, CspViolation, Notice, NoticeInput, TenantRow } from '@hr-portal/api/client/ops'

/** The operators' console (gateway services/ops, platform operators only): tenants, brands, notices, CSP reports. */
export const { operations } = opsApi(callThrough(http))
