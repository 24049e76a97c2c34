import './console-texts'
import { useEffect, useState } from 'react'
import { languageChosen, showLanguage } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { ShellBar } from '../../lib/layout/shell-bar'
import { useDocumentTitle } from '../../lib/use-document-title'
import { consoleApi, consoleToken } from './console-api'
import { ConsoleView } from './console-view'
import { SignInForm } from './sign-in-form'

/**
 * /vendor-console: an app vendor signs in with its own vendor account (not a tenant user) and reads what its apps do
 * in the tenants that installed them. The session is the tab's; the portal's session, if any, is left alone.
 */
export function VendorConsolePage() {
  const t = useT()
  useDocumentTitle('vendorConsole.pageTitle')
  const [signedIn, setSignedIn] = useState(() => Boolean(consoleToken.get()))
  const [notice, setNotice] = useState<string | null>(null)

  // Until the visitor picks a language, the page speaks the browser's, English or Chinese.
  useEffect(() => {
    if (!languageChosen() && /^en\b/i.test(navigator.languages?.[0] ?? navigator.language ?? ''))
      void showLanguage('en')
  }, [])

  const signOut = async () => {
    await consoleApi.session.signOut().catch(() => {})
    consoleToken.set(null)
    setNotice(null)
    setSignedIn(false)
  }
  const sessionEnded = () => {
    consoleToken.set(null)
    setNotice(t('vendorConsole.signedOut'))
    setSignedIn(false)
  }

  return (
    <div className="login-screen vendor-console-screen">
      <ShellBar>
        {signedIn && (
          <button type="button" className="vendor-console-sign-out" onClick={() => void signOut()}>
            {t('vendorConsole.signOut')}
          </button>
        )}
      </ShellBar>
      {signedIn ? (
        <ConsoleView onSessionEnded={sessionEnded} />
      ) : (
        <main className="vendor-console-main">
          <SignInForm
            notice={notice}
            onSignedIn={() => {
              setNotice(null)
              setSignedIn(true)
            }}
          />
        </main>
      )}
    </div>
  )
}
