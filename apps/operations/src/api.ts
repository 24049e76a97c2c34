import { callThrough } from '@hr-portal/api/client'
import { operationsApi } from '@hr-portal/api/client/operations'
import { tenantsApi } from '@hr-portal/api/client/tenants'
import { vendorconsoleApi } from '@hr-portal/api/client/vendorconsole'
import { app, http } from '@hr-portal/kit'

// The operations platform's answers, typed by the contract (api/src/operations).
export type { Brand, BrandInput, CspViolation, Notice, NoticeInput, TenantRow } from '@hr-portal/api/client/operations'

/** The operators' console (gateway services/operations, platform operators only): tenants, brands, notices, CSP reports. */
export const { operations } = operationsApi(callThrough(http))

// Companies and their tenants (gateway services/tenants): the records list and another tenant for a company.
export type { CompanyRecord } from '@hr-portal/api/client/tenants'
export const { company: companies, admin: tenantAdmin } = tenantsApi(callThrough(http))

// App vendors' accounts for the vendor console (gateway services/vendorconsole, platform operators only).
export type { VendorAccountRow } from '@hr-portal/api/client/vendorconsole'
// `vendor` is no §7 service segment the request wrapper knows: its routes are called by their full address.
export const { accounts: vendorAccounts } = vendorconsoleApi(
  async ({ path, input }) =>
    (await http.postJson(`${app.config.gatewayUrl.replace(/\/+$/, '')}${path}`, input as Record<string, unknown>))
      .result,
)
