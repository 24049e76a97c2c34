import { page } from '@hr-portal/kit'
import { AppRequestPage } from './app-request-page'
import { CenterPage } from './center-page'
import { DefinitionsPage } from './definitions-page'
import { DelegationPage } from './delegation-page'
import { widgetPages } from './widgets/pages'

/** The app's pages and its dashboard widgets. Any other path opens the approval centre. */
export const pages = [
  page('/center', () => <CenterPage />),
  ...widgetPages,
  page(/^\/center\/app-requests\/(?<id>[\w-]{36})$/, ({ id }) => <AppRequestPage id={id!} />),
  page(/^\/definitions/, () => <DefinitionsPage />),
  page(/^\/delegation/, () => <DelegationPage />),
  page(/^\/center\/requests\/(?<id>[\w-]{36})$/, ({ id }) => <CenterPage openId={id} />),
]
