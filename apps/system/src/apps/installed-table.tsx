import type { ReactNode } from 'react'
import { shell, useLanguage, useT } from '@hr-portal/kit'
import type { AppAction, InstalledApp, RoleChoice } from './apps-api'

interface Props {
  apps: InstalledApp[]
  roles: RoleChoice[]
  busy: boolean
  onAction: (action: AppAction, app: InstalledApp) => void
  onUpdate: (app: InstalledApp) => void
  /** More of the row's actions (the app's background credential). */
  extra?: (app: InstalledApp) => ReactNode
}

/** The tenant's installed apps: status, version, consent (who, when), roles, and what an administrator may do. */
export function InstalledTable({ apps, roles, busy, onAction, onUpdate, extra }: Props) {
  const t = useT()
  const language = useLanguage()
  if (!apps.length) return <p className="apps-note">{t('apps.installed.none')}</p>
  const roleNames = (ids: number[]) =>
    ids.map((id) => roles.find((role) => role.id === id)?.name ?? String(id)).join(', ') || t('apps.installed.noRoles')
  return (
    <table className="apps-table" data-testid="apps-table">
      <caption className="hr-sr-only">{t('apps.installed.heading')}</caption>
      <thead>
        <tr>
          {(['app', 'version', 'status', 'consent', 'roles', 'actions'] as const).map((key) => (
            <th key={key} scope="col">
              {t(`apps.col.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {apps.map((app) => (
          <tr key={app.code} data-app={app.code}>
            <th scope="row">
              {app.title}
              <br />
              <small>{app.origin}</small>
            </th>
            <td>{app.version}</td>
            <td>
              <span className="apps-status" data-status={app.status}>
                {t(`apps.status.${app.status}`)}
              </span>
            </td>
            <td>
              {t('apps.installed.consent', {
                name: app.consentedBy.name,
                at: new Date(app.consentedAt).toLocaleString(language),
              })}
            </td>
            <td>{roleNames(app.roleIds)}</td>
            <td>
              <div className="apps-actions">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onAction(app.status === 'enabled' ? 'disable' : 'enable', app)}
                  aria-label={t(app.status === 'enabled' ? 'apps.action.disableOf' : 'apps.action.enableOf', {
                    title: app.title,
                  })}
                >
                  {t(app.status === 'enabled' ? 'apps.action.disable' : 'apps.action.enable')}
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onUpdate(app)}
                  aria-label={t('apps.action.updateOf', { title: app.title })}
                >
                  {t('apps.action.update')}
                </button>
                {app.rollbackTo && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onAction('rollback', app)}
                    aria-label={t('apps.action.rollbackOf', { title: app.title, version: app.rollbackTo })}
                  >
                    {t('apps.action.rollback', { version: app.rollbackTo })}
                  </button>
                )}
                {app.settings && app.status === 'enabled' && (
                  <button
                    type="button"
                    // The app's settings page opens in a tab of the portal, under the administrator's sign-in.
                    onClick={() =>
                      void shell.tabs
                        .open(app.settings!, t('apps.action.settingsOf', { title: app.title }), app.code)
                        .catch(() => {})
                    }
                    aria-label={t('apps.action.settingsOf', { title: app.title })}
                  >
                    {t('apps.action.settings')}
                  </button>
                )}
                <button
                  type="button"
                  className="danger"
                  disabled={busy}
                  onClick={() => onAction('uninstall', app)}
                  aria-label={t('apps.action.uninstallOf', { title: app.title })}
                >
                  {t('apps.action.uninstall')}
                </button>
              </div>
              {extra?.(app)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
