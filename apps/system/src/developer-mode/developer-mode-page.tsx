import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { DevAppRow } from './dev-app-row'
import { listDevApps } from './dev-builds'

/**
 * Developer mode (menu 1008): the apps installed in the company, each of which the developer may point at a build
 * of their own (a local dev server) for their current session only; everyone else keeps the installed version.
 */
export function DeveloperModePage() {
  const t = useT()
  const allowed = usePermission('1008')
  const language = useLanguage()
  // The titles come in the shell's language: read again when it changes.
  const apps = useRequest(listDevApps, [language])

  if (allowed === false)
    return (
      <p role="alert" className="role-error">
        {t('dev.noPermission')}
      </p>
    )
  if (allowed === null) return null
  return (
    <div className="settings dev-mode">
      <header className="page-head">
        <h1>{t('dev.title')}</h1>
      </header>
      <section className="settings-section" aria-label={t('dev.title')} aria-busy={apps.loading}>
        <p className="dev-note" role="note" data-testid="dev-note">
          {t('dev.note')}
        </p>
        <RequestError error={apps.error} retry={apps.retry} />
        {apps.data && apps.data.length === 0 && <p>{t('dev.none')}</p>}
        <ul className="dev-apps">
          {apps.data?.map((app) => (
            <DevAppRow key={app.code} app={app} onChanged={apps.retry} />
          ))}
        </ul>
      </section>
    </div>
  )
}
