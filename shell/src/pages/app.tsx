// Routes and page chunks: the top of the shell's layers (README.md beside this file lists them all).
import { Suspense } from 'react'
import { useStore } from '@nanostores/react'
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter'
import { MessageView } from '@hr-portal/ui/light'
import { t } from '../lib/i18n/i18n'
import { $message } from '../lib/messages/message'
import { SimplePage } from './simple-page'
import { getToken } from '../lib/storage'
import { guardRoute } from '../routing/guard'
import { rememberRoute } from '../routing/remembered-route'
import { lazyPage } from '../routing/lazy-page'
import { RequireSession } from '../routing/require-session'
import { GlobalPrompt } from '../session/global-prompt'
import { onSessionLoad, onSignInAhead } from '../session/session'
import { onSessionStart } from '../session/session-start'
import { loadLayoutAhead } from '../dashboard/layout-api'
import { loadWatermarkAhead } from '../portal/watermark/watermark-store'
import { $session } from '../session/session-store'

// The two big pages load as their own chunks.
const LoginPage = lazyPage<object>(() => import('../login/login-page').then((m) => ({ default: m.LoginPage })))
const PortalPage = lazyPage<object>(() => import('./portal-route').then((m) => ({ default: m.PortalPage })))
const TokenLoginPage = lazyPage<object>(() => import('./token-login-page').then((m) => ({ default: m.TokenLoginPage })))
const SuperLoginPage = lazyPage<object>(() =>
  Promise.all([import('../login/signin-texts'), import('../login/security/super-login-page')]).then(([, m]) => ({
    default: m.SuperLoginPage,
  })),
)
const CompanyPage = lazyPage<object>(() =>
  Promise.all([import('../login/signin-texts'), import('./company/register-page')]).then(([, m]) => ({
    default: m.RegisterPage,
  })),
)
const CareersPage = lazyPage<{ code: string }>(() =>
  Promise.all([import('../login/signin-texts'), import('./careers/careers-page')]).then(([, m]) => ({
    default: m.CareersPage,
  })),
)
const VerifyPage = lazyPage<{ code: string }>(() =>
  Promise.all([import('../login/signin-texts'), import('./verify/verify-page')]).then(([, m]) => ({
    default: m.VerifyPage,
  })),
)
const VendorConsolePage = lazyPage<object>(() =>
  import('./vendor-console/vendor-console-page').then((m) => ({ default: m.VendorConsolePage })),
)
const CompanyRecordsPage = lazyPage<object>(() =>
  import('./company/records-page').then((m) => ({ default: m.RecordsPage })),
)
const QrConfirmPage = lazyPage<object>(() =>
  Promise.all([import('../login/signin-texts'), import('../login/qr/qr-confirm-page')]).then(([, m]) => ({
    default: m.QrConfirmPage,
  })),
)

const TotpSetupPage = lazyPage<object>(() =>
  Promise.all([import('../login/signin-texts'), import('../login/security/totp/totp-setup-page')]).then(([, m]) => ({
    default: m.TotpSetupPage,
  })),
)

// A sign-in lands on the portal: its chunk is fetched while the session loads, and the portal
// renders at once when the landing route is known. The apps origin's spare frame (and so its process) starts meanwhile.
onSessionLoad(() => {
  if ($session.get().status !== 'signed')
    void import('../portal/pool/spare-frame').then(
      (m) => m.prepareSpares(),
      () => {},
    )
  // The home dashboard, where a sign-in lands unless the first menu says otherwise, is fetched too (not waited for).
  void import('../dashboard/dashboard-page').catch(() => {})
  return PortalPage.preload()
})
// Once a person starts filling in the sign-in card, the portal's and the home dashboard's chunks are fetched.
onSignInAhead(() => Promise.all([PortalPage.preload(), import('../dashboard/dashboard-page')]))
// Its layout is asked for with the session's own requests (a small module, loaded with this one: a chunk fetched
// first would send the request only after the session's answers), and so is the company's watermark.
onSessionStart(loadLayoutAhead)
onSessionStart(loadWatermarkAhead)

export function App() {
  const [location] = useLocation()
  const search = useSearch()
  const message = useStore($message)
  const decision = guardRoute(location, search, getToken())

  if (decision.kind === 'redirect') {
    if (decision.remember) rememberRoute(decision.remember)
    return <Redirect to={decision.to} replace />
  }

  return (
    <>
      <Suspense
        fallback={
          <div className="app-loading" role="status">
            {t('app.loading')}
          </div>
        }
      >
        <Switch>
          <Route path="/login" component={LoginPage} />
          <Route path="/tokenLogin" component={TokenLoginPage} />
          <Route path="/superLogin" component={SuperLoginPage} />
          <Route path="/qr/confirm">
            <RequireSession>
              <QrConfirmPage />
            </RequireSession>
          </Route>
          <Route path="/404">
            <SimplePage titleKey="pages.notFound" />
          </Route>
          <Route path="/company" component={CompanyPage} />
          <Route path="/careers/:code">{(params) => <CareersPage code={params.code} />}</Route>
          <Route path="/verify/:code">{(params) => <VerifyPage code={params.code} />}</Route>
          <Route path="/totp-setup" component={TotpSetupPage} />
          <Route path="/vendor-console" component={VendorConsolePage} />
          <Route path="/compRecords">
            <RequireSession>
              <CompanyRecordsPage />
            </RequireSession>
          </Route>
          <Route path="/portal/*?">
            <RequireSession>
              <PortalPage />
            </RequireSession>
          </Route>
          <Route path="/">
            <Redirect to="/portal" replace />
          </Route>
          <Route>
            <Redirect to="/404" replace />
          </Route>
        </Switch>
      </Suspense>
      <MessageView message={message} />
      <GlobalPrompt />
    </>
  )
}
