import { shell, useT } from '@hr-portal/kit'
import { decideOptionalScope, type InstalledApp } from './apps-api'

interface Props {
  app: InstalledApp
  busy: boolean
  /** Runs a change as the page's step (busy, status and error line), then reloads the list. */
  onChange: (working: string, change: () => Promise<string>) => Promise<void>
}

const stateKey = (state: InstalledApp['optionalScopes'][number]['state']) =>
  state === 'not asked' ? 'notAsked' : state

/**
 * An installed app's optional data scopes on its row: what each reads and where it stands; one the app asked for is
 * consented to or refused here, a consented one revoked (confirmed first). The app's calls follow at once.
 */
export function OptionalScopeControls({ app, busy, onChange }: Props) {
  const t = useT()
  if (!app.optionalScopes.length) return null

  async function decide(scope: { name: string; description: string }, decision: 'consent' | 'refuse' | 'revoke') {
    const vars = { title: app.title, scope: scope.description }
    if (decision === 'revoke') {
      const confirmed = await shell.ui
        .confirm({
          title: t('optionalScopes.revokeTitle', vars),
          content: t('optionalScopes.revokeContent', vars),
          okText: t('optionalScopes.revoke'),
        })
        .catch(() => false)
      if (!confirmed) return
    }
    await onChange(t('apps.working'), async () => {
      await decideOptionalScope(app.code, scope.name, decision)
      return t(
        `optionalScopes.${decision === 'consent' ? 'consented' : decision === 'refuse' ? 'refused' : 'revoked'}`,
        vars,
      )
    })
  }

  return (
    <div className="apps-optional-scopes" data-testid={`optional-scopes-${app.code}`}>
      <small>{t('optionalScopes.heading')}</small>
      <ul>
        {app.optionalScopes.map((scope) => {
          const vars = { title: app.title, scope: scope.description }
          return (
            <li key={scope.name} data-scope={scope.name} data-state={scope.state}>
              <span>{scope.description}</span> <small>{t(`optionalScopes.state.${stateKey(scope.state)}`)}</small>
              <div className="apps-actions">
                {scope.state !== 'consented' && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void decide(scope, 'consent')}
                    aria-label={t('optionalScopes.consentOf', vars)}
                  >
                    {t('optionalScopes.consent')}
                  </button>
                )}
                {scope.state === 'asked' && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void decide(scope, 'refuse')}
                    aria-label={t('optionalScopes.refuseOf', vars)}
                  >
                    {t('optionalScopes.refuse')}
                  </button>
                )}
                {scope.state === 'consented' && (
                  <button
                    type="button"
                    className="danger"
                    disabled={busy}
                    onClick={() => void decide(scope, 'revoke')}
                    aria-label={t('optionalScopes.revokeOf', vars)}
                  >
                    {t('optionalScopes.revoke')}
                  </button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
