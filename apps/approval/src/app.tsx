import { useAppPath } from '@hr-portal/bridge/react'
import { AppRequestPage } from './app-request-page'
import { CenterPage } from './center-page'
import { DefinitionsPage } from './definitions-page'
import { DelegationPage } from './delegation-page'
import { router } from './shell'
import { isWidgetPath, Widget } from './widgets/widget'

export function App() {
  const path = useAppPath(router)
  if (isWidgetPath(path)) return <Widget />
  const appRequest = path.match(/^\/center\/app-requests\/([\w-]{36})$/)
  if (appRequest) return <AppRequestPage id={appRequest[1]} />
  if (path.startsWith('/definitions')) return <DefinitionsPage />
  if (path.startsWith('/delegation')) return <DelegationPage />
  const linked = path.match(/^\/center\/requests\/([\w-]{36})$/)
  if (linked) return <CenterPage openId={linked[1]} />
  return <CenterPage />
}
