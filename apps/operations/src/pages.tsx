import { useAppPath } from '@hr-portal/bridge/react'
import { BrandsPage } from './brands-page'
import { CspPage } from './csp-page'
import { NoticesPage } from './notices-page'
import { router } from './shell'
import { TenantsPage } from './tenants-page'

/** The operations platform: tenants across companies, brands, version notices, CSP reports (platform operators only). */
export function App() {
  const path = useAppPath(router)
  if (path.startsWith('/brands')) return <BrandsPage />
  if (path.startsWith('/notices')) return <NoticesPage />
  if (path.startsWith('/csp')) return <CspPage />
  return <TenantsPage />
}
