import { Suspense, useState, type ComponentType } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useT } from '../lib/i18n/use-t'
import { useDocumentTitle } from '../lib/use-document-title'
import { http } from '../lib/http'
import { ShellBar } from '../lib/layout/shell-bar'
import { lazyPage } from '../routing/lazy-page'
import { takeRememberedRoute } from '../routing/remembered-route'
import { AccountForm } from './account-form'
import { callbackKind } from './callback-kind'
import { SsoLink } from './sso/sso-link'
import type { MethodProps } from './method'
import { MethodTabs } from './method-tabs'
import { prepareSignIn } from '../session/session'
import { $tenantChoice, type PendingChoice } from '../session/tenant-choice'
import { $secondFactor, type PendingSecondFactor } from '../session/second-factor'
import { brand, brandName } from '../lib/brand/brand'
import { useStore } from '@nanostores/react'

// Only the account form loads with the page; every other method is its own chunk, fetched when
// its tab opens (the login route stays light).
type Loader<P> = () => Promise<{ default: ComponentType<P> }>
/** A method's chunk, loaded with the sign-in texts (login/signin-texts.ts) when it is first shown. */
const method = <P extends object>(load: Loader<P>) =>
  lazyPage<P>(() => Promise.all([import('./signin-texts'), load()]).then(([, m]) => m))

const CodeTab = method<MethodProps>(() => import('./code/code-tab').then((m) => ({ default: m.CodeTab })))
const MessagingTab = method<MethodProps>(() =>
  import('./messaging/messaging-tab').then((m) => ({ default: m.MessagingTab })),
)
const QrTab = method<MethodProps>(() => import('./qr/qr-tab').then((m) => ({ default: m.QrTab })))
const MessagingCallback = method<MethodProps>(() =>
  import('./messaging/messaging-callback').then((m) => ({ default: m.MessagingCallback })),
)
const ResetPassword = method<{ onDone: () => void }>(() =>
  import('./security/reset-password').then((m) => ({ default: m.ResetPassword })),
)
// The second step of an account with an authenticator, with the sign-in texts.
const TotpStep = method<{ pending: PendingSecondFactor }>(() =>
  import('./totp-step').then((m) => ({ default: m.TotpStep })),
)
// The tenant choice of an account in several tenants: fetched as a sign-in is submitted, shown if the answer asks for it.
const TenantPicker = lazyPage<{ choice: PendingChoice }>(() =>
  import('./tenant-picker').then((m) => ({ default: m.TenantPicker })),
)
// The way back from the OpenID provider, only when the query carries it (the SSO link itself is part of the page).
const SsoReturnView = lazyPage<MethodProps>(() =>
  import('./sso/sso-return-view').then((m) => ({ default: m.SsoReturnView })),
)

/** The person started on the sign-in card: the request client and the chunks a sign-in needs are fetched ahead. */
const prepare = () => {
  http.prepare()
  prepareSignIn()
}

/** The gateway marks the page when the product runs with demo data (never in production). */
const isDemo = () => document.querySelector('meta[name="hr-portal-demo"]') !== null

type TabId = 'account' | 'code' | 'messaging' | 'qr'
const TABS: Array<{ id: TabId; label: string }> = [
  { id: 'account', label: 'login.tabAccount' },
  { id: 'code', label: 'login.tabCode' },
  { id: 'messaging', label: 'login.tabMessaging' },
  { id: 'qr', label: 'login.tabQr' },
]

function methodPanel(tab: Exclude<TabId, 'account'>, props: MethodProps) {
  if (tab === 'code') return <CodeTab {...props} />
  if (tab === 'messaging') return <MessagingTab {...props} />
  return <QrTab {...props} />
}

export function LoginPage() {
  const t = useT()
  useDocumentTitle('login.title')
  const [, navigate] = useLocation()
  const search = useSearch()
  const [tab, setTab] = useState<TabId>('account')
  const [remember, setRemember] = useState(false)
  const [resetting, setResetting] = useState(false)
  // A route the guard remembered (the QR phone page a signed-out phone opened) wins over the landing route.
  const props: MethodProps = {
    remember,
    onSignedIn: (route) => navigate(takeRememberedRoute() ?? route, { replace: true }),
  }
  const loading = (
    <div className="login-method-loading" role="status">
      {t('login.methodLoading')}
    </div>
  )
  const callback = callbackKind(search)
  const [ssoReturn] = useState(() => /(^|[?&])sso(_error)?=/.test(search))
  // The inactivity timeout sent the user here (session/idle-timeout.ts): say why.
  const [signedOutIdle] = useState(() => new URLSearchParams(search).get('signedOut') === 'idle')

  const choice = useStore($tenantChoice)
  const second = useStore($secondFactor)

  // The chosen method stays mounted (hidden) under the tenant pick: it is waiting for it.
  let body
  if (callback) {
    body = (
      <Suspense fallback={loading}>
        <MessagingCallback {...props} />
      </Suspense>
    )
  } else if (resetting) {
    body = (
      <Suspense fallback={loading}>
        <ResetPassword onDone={() => setResetting(false)} />
      </Suspense>
    )
  } else {
    body = (
      <>
        <MethodTabs
          label={t('login.tabs')}
          tabs={TABS.map(({ id, label }) => ({ id, label: t(label) }))}
          value={tab}
          onChange={setTab}
        >
          {tab === 'account' && <AccountForm {...props} />}
          {tab !== 'account' && <Suspense fallback={loading}>{methodPanel(tab, props)}</Suspense>}
        </MethodTabs>
        <label className="login-remember">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />{' '}
          {t('login.remember')}
        </label>
        <div className="login-more" role="group" aria-label={t('login.more')}>
          {ssoReturn && (
            <Suspense fallback={null}>
              <SsoReturnView {...props} />
            </Suspense>
          )}
          <SsoLink remember={remember} />
          <button type="button" className="login-link" onClick={() => setResetting(true)}>
            {t('login.forgot')}
          </button>
          <a
            className="login-link"
            href="/superLogin"
            onClick={(e) => {
              e.preventDefault()
              navigate('/superLogin')
            }}
          >
            {t('login.superLogin')}
          </a>
          <a
            className="login-link"
            href="/company"
            onClick={(e) => {
              e.preventDefault()
              navigate('/company')
            }}
          >
            {t('login.register')}
          </a>
        </div>
      </>
    )
  }

  return (
    <div className="login-screen">
      <ShellBar />
      <main
        className="login-card"
        onSubmitCapture={() => void TenantPicker.preload()}
        onInputCapture={prepare}
        onPointerDownCapture={prepare}
      >
        <h1 className="login-brand">
          {brand.logoUrl && <img src={brand.logoUrl} alt="" width={28} height={28} />}
          {brandName(t)}
        </h1>
        <h2>{t('login.title')}</h2>
        {second && (
          <Suspense fallback={loading}>
            <TotpStep pending={second} />
          </Suspense>
        )}
        {signedOutIdle && !choice && !second && (
          <p role="status" className="login-notice" data-testid="signed-out-idle">
            {t('login.signedOutIdle')}
          </p>
        )}
        {choice && (
          <Suspense fallback={loading}>
            <TenantPicker choice={choice} />
          </Suspense>
        )}
        <div hidden={choice !== null || second !== null}>{body}</div>
        {isDemo() && !callback && <p className="login-demo">{t('login.demo')}</p>}
      </main>
    </div>
  )
}
