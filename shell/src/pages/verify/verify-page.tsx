import './verify-texts'
import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $language, languageChosen, showLanguage } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { ShellBar } from '../../lib/layout/shell-bar'
import { useDocumentTitle } from '../../lib/use-document-title'
import { type VerifiedCertificate, verifyCertificate } from './verify-api'

/**
 * /verify/<code>: the public verification of a certificate, signed out. A right code shows only what the certificate
 * says (its title and text, for whom, by whom, when); a wrong one says that no certificate has it, nothing more.
 */
export function VerifyPage({ code }: { code: string }) {
  const t = useT()
  const language = useStore($language)
  useDocumentTitle('verify.pageTitle')
  const [found, setFound] = useState<VerifiedCertificate | null>(null)
  const [failed, setFailed] = useState(false)

  // Until the visitor picks a language, the page speaks the browser's, English or Chinese.
  useEffect(() => {
    if (!languageChosen() && /^en\b/i.test(navigator.languages?.[0] ?? navigator.language ?? ''))
      void showLanguage('en')
  }, [])

  useEffect(() => {
    let cancelled = false
    setFound(null)
    setFailed(false)
    verifyCertificate(code).then(
      (answer) => {
        if (!cancelled) setFound(answer)
      },
      () => {
        if (!cancelled) setFailed(true)
      },
    )
    return () => {
      cancelled = true
    }
  }, [code, language])

  return (
    <div className="login-screen verify-screen">
      <ShellBar />
      <main className="verify-main">
        <h1>{t('verify.title')}</h1>
        <p className="verify-code">
          {t('verify.code')}: <code>{code}</code>
        </p>
        {!found && !failed && <p role="status">{t('verify.checking')}</p>}
        {failed && (
          <p role="alert" className="login-error" data-testid="verify-invalid">
            {t('verify.invalid')}
          </p>
        )}
        {found && (
          <section className="verify-card" aria-labelledby="verify-card-title" data-testid="verify-valid">
            <p role="status" className="verify-ok">
              {t('verify.valid')}
            </p>
            <h2 id="verify-card-title">{found.title}</h2>
            <dl>
              <dt>{t('verify.name')}</dt>
              <dd>{found.name}</dd>
              <dt>{t('verify.company')}</dt>
              <dd>{found.company}</dd>
              <dt>{t('verify.issuedOn')}</dt>
              <dd>{found.issuedOn}</dd>
            </dl>
            <h3>{t('verify.text')}</h3>
            <p className="verify-body">{found.body}</p>
          </section>
        )}
      </main>
    </div>
  )
}
