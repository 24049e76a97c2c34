import { useStore } from '@nanostores/react'
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter'
import { MessageView } from '@hr-portal/ui'
import { LoginPage } from './login/login-page'
import { $message } from './messages/message'
import { TokenLoginPage } from './pages/token-login-page'
import { SimplePage } from './pages/simple-page'
import { PortalPage } from './portal/portal-page'
import { getToken } from './lib/storage'
import { guardRoute } from './routing/guard'
import { rememberRoute } from './routing/remembered-route'
import { RequireSession } from './routing/require-session'
import { GlobalPrompt } from './session/global-prompt'

export function App() {
  const [location] = useLocation()
  const search = useSearch()
  const message = useStore($message)
  const decision = guardRoute(location, search, Boolean(getToken()))

  if (decision.kind === 'redirect') {
    if (decision.remember) rememberRoute(decision.remember)
    return <Redirect to={decision.to} replace />
  }

  return (
    <>
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/tokenLogin" component={TokenLoginPage} />
        <Route path="/superLogin"><SimplePage titleKey="pages.superLogin" noteKey="pages.comingSoon" /></Route>
        <Route path="/404"><SimplePage titleKey="pages.notFound" /></Route>
        <Route path="/company"><RequireSession><SimplePage titleKey="pages.company" noteKey="pages.comingSoon" /></RequireSession></Route>
        <Route path="/compRecords"><RequireSession><SimplePage titleKey="pages.compRecords" noteKey="pages.comingSoon" /></RequireSession></Route>
        <Route path="/portal/*?"><RequireSession><PortalPage /></RequireSession></Route>
        <Route path="/"><Redirect to="/portal" replace /></Route>
        <Route><Redirect to="/404" replace /></Route>
      </Switch>
      <MessageView message={message} />
      <GlobalPrompt />
    </>
  )
}
