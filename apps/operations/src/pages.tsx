import { page } from '@hr-portal/kit'
import { BrandsPage } from './brands-page'
import { CompaniesPage } from './companies-page'
import { CspPage } from './csp-page'
import { NoticesPage } from './notices-page'
import { TenantsPage } from './tenants-page'
import { VendorsPage } from './vendors-page'

/** The operations platform (platform operators only): tenants across companies, companies and their tenants, brands, version notices, CSP reports, app vendors' console accounts. Any other path opens the tenants. */
export const pages = [
  page('/tenants', () => <TenantsPage />),
  page(/^\/brands/, () => <BrandsPage />),
  page(/^\/notices/, () => <NoticesPage />),
  page(/^\/csp/, () => <CspPage />),
  page(/^\/companies/, () => <CompaniesPage />),
  page(/^\/vendors/, () => <VendorsPage />),
]
