import { page } from '@hr-portal/kit'
import { AdvancePage } from './advances/advance-page'
import { AdvancesPage } from './advances/advances-page'
import { ClaimPage } from './claims/claim-page'
import { ClaimsPage } from './claims/claims-page'
import { CategoriesPage } from './finance/categories-page'
import { PaymentsPage } from './finance/payments-page'
import { ReportsPage } from './finance/reports-page'
import { widgetPages } from './widgets/pages'

/** The app's pages and its dashboard widget. A path not listed opens My claims. */
export const pages = [
  page('/claims', () => <ClaimsPage />),
  page('/claims/:id', ({ id }) => <ClaimPage id={id === 'new' ? null : id} />),
  page('/advances', () => <AdvancesPage />),
  page('/advances/:id', ({ id }) => <AdvancePage id={id} />),
  page('/payments', () => <PaymentsPage />),
  page('/categories', () => <CategoriesPage />),
  page('/reports', () => <ReportsPage />),
  ...widgetPages,
]
