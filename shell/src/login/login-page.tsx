import { Suspense, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { Tabs } from '@ark-ui/react/tabs'
import { useT } from '../i18n/use-t'
import { useDocumentTitle } from '../lib/use-document-title'
import { ShellBar } from '../layout/shell-bar'
import { lazyPage } from '../routing/lazy-page'
import { AccountForm } from './account-form'
import { callbackKind } from './callback-kind'
import type { MethodProps } from './method'

// Only the account form loads with the page; every other method is its own chunk, fetched when
// its tab opens (§ issue 11: the login route stays light).
const CodeTab = lazyPage<MethodProps>(() => import('./code/code-tab').then((m) => ({ default: m.CodeTab })))
const MessagingTab = lazyPage<MethodProps>(() => import('./messaging/messaging-tab').then((m) => ({ default: m.MessagingTab })))
const QrTab = lazyPage<MethodProps>(() => import('./qr/qr-tab').then((m) => ({ default: m.QrTab })))
const SsoButton = lazyPage<MethodProps>(() => import('./sso/sso-button').then((m) => ({ default: m.SsoButton })))
const MessagingCallback = lazyPage<MethodProps>(() => import('./messaging/messaging-callback').then((m) => ({ default: m.MessagingCallback })))
const ResetPassword = lazyPage<{ onDone: () => void }>(() => import('./security/reset-password').then((m) => ({ default: m.ResetPassword })))

/** The gateway marks the page when the product runs with demo data (never in production). */
const isDemo = () => document.querySelector('meta[name="hr-portal-demo"]') !== null

type TabId = 'account' | 'code' | 'messaging' | 'qr'
const TABS: Array<{ id: TabId; label: string }> = [
  { id: 'account', label: 'login.tabAccount' },
  { id: 'code', label: 'login.tabCode' },
  { id: 'messaging', label: 'login.tabMessaging' },
  { id: 'qr', label: 'login.tabQr' },
]

export function LoginPage() {
  const t = useT()
  useDocumentTitle('login.title')
  const [, navigate] = useLocation()
  const search = useSearch()
  const [tab, setTab] = useState<TabId>('account')
  const [remember, setRemember] = useState(false)
  const [resetting, setResetting] = useState(false)
  const method: MethodProps = { remember, onSignedIn: (route) => navigate(route, { replace: true }) }
  const loading = <div className="login-method-loading" role="status">{t('login.methodLoading')}</div>
  const callback = callbackKind(search)

  let body
  if (callback) {
    body = <Suspense fallback={loading}><MessagingCallback {...method} /></Suspense>
  } else if (resetting) {
    body = <Suspense fallback={loading}><ResetPassword onDone={() => setResetting(false)} /></Suspense>
  } else {
    body = (
      <>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as TabId)} lazyMount className="login-tabs">
          <Tabs.List className="login-tab-list" aria-label={t('login.tabs')}>
            {TABS.map(({ id, label }) => <Tabs.Trigger key={id} value={id} className="login-tab">{t(label)}</Tabs.Trigger>)}
          </Tabs.List>
          <Tabs.Content value="account"><AccountForm {...method} /></Tabs.Content>
          <Tabs.Content value="code"><Suspense fallback={loading}><CodeTab {...method} /></Suspense></Tabs.Content>
          <Tabs.Content value="messaging"><Suspense fallback={loading}><MessagingTab {...method} /></Suspense></Tabs.Content>
          <Tabs.Content value="qr"><Suspense fallback={loading}><QrTab {...method} /></Suspense></Tabs.Content>
        </Tabs.Root>
        <label className="login-remember">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('login.remember')}
        </label>
        <div className="login-more" role="group" aria-label={t('login.more')}>
          <Suspense fallback={null}><SsoButton {...method} /></Suspense>
          <button type="button" className="login-link" onClick={() => setResetting(true)}>{t('login.forgot')}</button>
          <a className="login-link" href="/superLogin" onClick={(e) => { e.preventDefault(); navigate('/superLogin') }}>{t('login.superLogin')}</a>
        </div>
      </>
    )
  }

  return (
    <div className="login-screen">
      <ShellBar />
      <main className="login-card">
        <h1>{t('app.name')}</h1>
        <h2>{t('login.title')}</h2>
        {body}
        {isDemo() && !callback && <p className="login-demo">{t('login.demo')}</p>}
      </main>
    </div>
  )
}
