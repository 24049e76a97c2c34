import { useAppPath } from '@hr-portal/bridge/react'
import { AppRequestPage } from './app-request-page'
import { CenterPage } from './center-page'
import { DefinitionsPage } from './definitions-page'
import { router } from './shell'

export function App() {
  const path = useAppPath(router)
  const appRequest = path.match(/^\/center\/app-requests\/([\w-]{36})$/)
  if (appRequest) return <AppRequestPage id={appRequest[1]} />
  if (path.startsWith('/definitions')) return <DefinitionsPage />
  return <CenterPage />
}
