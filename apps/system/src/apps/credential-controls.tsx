import { useState } from 'react'
import { shell, useLanguage, useT } from '@hr-portal/kit'
import type { InstalledApp } from './apps-api'
import { type CredentialRow, issueCredential, revokeCredential } from './credentials-api'

interface Props {
  app: InstalledApp
  credential: CredentialRow | undefined
  busy: boolean
  /** Runs a change as the page's step (busy, status and error line), then reloads the credentials. */
  onChange: (working: string, change: () => Promise<string>) => Promise<void>
}

/**
 * An installed app's background credential on its row: its client id, create or rotate (the secret shown here once,
 * after a confirmation for a rotation) and revoke (confirmed).
 */
export function CredentialControls({ app, credential, busy, onChange }: Props) {
  const t = useT()
  const language = useLanguage()
  const [secret, setSecret] = useState<{ clientId: string; secret: string } | null>(null)

  async function issue() {
    if (credential) {
      const confirmed = await shell.ui
        .confirm({
          title: t('credentials.rotateTitle', { title: app.title }),
          content: t('credentials.rotateContent'),
          okText: t('credentials.rotate'),
        })
        .catch(() => false)
      if (!confirmed) return
    }
    await onChange(t('apps.working'), async () => {
      const issued = await issueCredential(app.code)
      setSecret({ clientId: issued.clientId, secret: issued.secret })
      return t(credential ? 'credentials.rotated' : 'credentials.created', { title: app.title })
    })
  }

  async function revoke() {
    const confirmed = await shell.ui
      .confirm({
        title: t('credentials.revokeTitle', { title: app.title }),
        content: t('credentials.revokeContent'),
        okText: t('credentials.revoke'),
      })
      .catch(() => false)
    if (!confirmed) return
    await onChange(t('apps.working'), async () => {
      await revokeCredential(app.code)
      setSecret(null)
      return t('credentials.revoked', { title: app.title })
    })
  }

  return (
    <div className="apps-credential" data-testid={`credential-${app.code}`}>
      <small>
        {credential
          ? t('credentials.clientId', {
              id: credential.clientId,
              at: new Date(credential.rotatedAt ?? credential.createdAt).toLocaleString(language),
            })
          : t('credentials.none')}
      </small>
      <div className="apps-actions">
        <button
          type="button"
          disabled={busy}
          onClick={() => void issue()}
          aria-label={t(credential ? 'credentials.rotateOf' : 'credentials.createOf', { title: app.title })}
        >
          {t(credential ? 'credentials.rotate' : 'credentials.create')}
        </button>
        {credential && (
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => void revoke()}
            aria-label={t('credentials.revokeOf', { title: app.title })}
          >
            {t('credentials.revoke')}
          </button>
        )}
      </div>
      {secret && (
        <div role="region" aria-label={t('credentials.secretHeading')} className="apps-secret">
          <p>{t('credentials.secretOnce')}</p>
          <dl>
            <dt>{t('credentials.clientIdLabel')}</dt>
            <dd>
              <code data-testid="credential-client-id">{secret.clientId}</code>
            </dd>
            <dt>{t('credentials.secretLabel')}</dt>
            <dd>
              <code data-testid="credential-secret">{secret.secret}</code>
            </dd>
          </dl>
          <button type="button" onClick={() => setSecret(null)}>
            {t('credentials.hideSecret')}
          </button>
        </div>
      )}
    </div>
  )
}
