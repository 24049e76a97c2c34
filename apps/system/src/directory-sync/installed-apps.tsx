import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useT } from '@hr-portal/kit'
import { loadApps, type Platform } from './dirsync-api'

/** The apps installed in the company on the platform (§7 installed apps), as the platform lists them. */
export function InstalledApps({ platform, version }: { platform: Platform; version: number }) {
  const t = useT()
  const apps = useRequest(() => loadApps(platform), [platform, version])
  return (
    <section className="ds-section" aria-labelledby={`ds-${platform}-apps`} aria-busy={apps.loading}>
      <h3 id={`ds-${platform}-apps`}>{t('ds.apps')}</h3>
      <RequestError error={apps.error} retry={apps.retry} />
      {apps.data && !apps.data.ok && (
        <p role="alert" className="role-error">
          {apps.data.message}
        </p>
      )}
      {apps.data?.ok &&
        (apps.data.apps.length === 0 ? (
          <p>{t('ds.noApps')}</p>
        ) : (
          <ul className="ds-apps" data-testid="ds-apps">
            {apps.data.apps.map((app) => (
              <li key={app.id}>
                <strong>{app.name}</strong> <span className="dev-app-code">{app.id}</span>
                {app.description && ` · ${app.description}`}
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}
