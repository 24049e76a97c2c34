import './company-texts'
import { useState, type MouseEvent } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useT } from '../../lib/i18n/use-t'
import { ShellBar } from '../../lib/layout/shell-bar'
import { useDocumentTitle } from '../../lib/use-document-title'
import { brand, brandName } from '../../lib/brand/brand'
import { RegisterForm, type Registered } from './register-form'

/** /company: a new company registers with its administrator, then signs in. Reachable signed out. */
export function RegisterPage() {
  const t = useT()
  useDocumentTitle('company.title')
  const [, navigate] = useLocation()
  const search = useSearch()
  const [done, setDone] = useState<Registered | null>(null)
  const toLogin = (event: MouseEvent) => {
    event.preventDefault()
    navigate('/login')
  }

  return (
    <div className="login-screen">
      <ShellBar />
      <main className="login-card company-card">
        <h1 className="login-brand">
          {brand.logoUrl && <img src={brand.logoUrl} alt="" width={28} height={28} />}
          {brandName(t)}
        </h1>
        <h2>{t('company.title')}</h2>
        {done ? (
          <section className="company-done" aria-labelledby="company-done-title">
            <h3 id="company-done-title" role="status">
              {t('company.doneTitle')}
            </h3>
            <p>{t('company.doneText', { company: done.companyName, account: done.adminAccount })}</p>
            <a className="hr-button company-sign-in" data-variant="primary" href="/login" onClick={toLogin}>
              {t('company.signIn')}
            </a>
          </section>
        ) : (
          <>
            <p className="company-intro">{t('company.intro')}</p>
            <RegisterForm search={search} onDone={setDone} />
            <a className="login-link company-back" href="/login" onClick={toLogin}>
              {t('company.backToLogin')}
            </a>
          </>
        )}
      </main>
    </div>
  )
}
