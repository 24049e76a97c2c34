import { page } from '@hr-portal/kit'
import { ProvidersPage } from './providers/providers-page'
import { StatementsPage } from './statements/statements-page'
import { WorkersPage } from './workers/workers-page'

/** Providers (8801, `/providers`), outsourced workers (8802, `/workers`) and cost statements (8803, `/statements`). Any other path opens the providers. */
export const pages = [
  page('/providers', () => <ProvidersPage />),
  page('/workers', () => <WorkersPage />),
  page('/statements', () => <StatementsPage />),
]
