import { useAppPath } from '@hr-portal/bridge/react'
import { ProvidersPage } from './providers/providers-page'
import { router } from './shell'
import { StatementsPage } from './statements/statements-page'
import { WorkersPage } from './workers/workers-page'

/** Providers (8801, `/providers`), outsourced workers (8802, `/workers`) and cost statements (8803, `/statements`). */
export function App() {
  const path = useAppPath(router)
  if (path === '/workers') return <WorkersPage />
  if (path === '/statements') return <StatementsPage />
  return <ProvidersPage />
}
