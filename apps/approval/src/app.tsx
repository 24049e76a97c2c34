import { useAppPath } from '@hr-portal/bridge/react'
import { CenterPage } from './center-page'
import { DefinitionsPage } from './definitions-page'
import { router } from './shell'

export function App() {
  const path = useAppPath(router)
  if (path.startsWith('/definitions')) return <DefinitionsPage />
  return <CenterPage />
}
