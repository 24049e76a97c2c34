import { useState, type FormEvent } from 'react'
import { useT } from '@hr-portal/kit'
import { clearDevBuild, setDevBuild, type DevApp } from './dev-builds'

/** One installed app: its installed address, and a field to point it at a build of this session's own. */
export function DevAppRow({ app, onChanged }: { app: DevApp; onChanged: () => void }) {
  const t = useT()
  const [draft, setDraft] = useState(app.devUrl ?? '')
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<'setDone' | 'clearDone' | null>(null)
  const [error, setError] = useState('')
  const id = `dev-${app.code}`

  async function run(action: () => Promise<unknown>, done: 'setDone' | 'clearDone') {
    setBusy(true)
    setError('')
    setStatus(null)
    try {
      await action()
      setStatus(done)
      onChanged()
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('dev.failed'))
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!draft.trim()) return setError(t('dev.urlRequired'))
    void run(() => setDevBuild(app.code, draft.trim()), 'setDone')
  }

  return (
    <li className="dev-app" aria-labelledby={`${id}-title`} data-testid={`dev-app-${app.code}`}>
      <h2 id={`${id}-title`}>
        {app.title}{' '}
        <span className="dev-app-code">
          {app.code} · {app.version}
        </span>
      </h2>
      <p className="profile-hint">{t('dev.installed', { url: app.entry })}</p>
      <p className="dev-app-state">
        {app.devUrl ? (
          <>
            <span className="dev-app-badge">{t('dev.using')}</span> {app.devUrl}
          </>
        ) : (
          t('dev.usingInstalled')
        )}
      </p>
      <form className="dev-app-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-url`}>{t('dev.urlLabel')}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="http://localhost:5173"
          value={draft}
          disabled={busy}
          onChange={(e) => setDraft(e.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          data-testid="dev-url"
        />
        <button type="submit" disabled={busy} data-testid="dev-set">
          {t('dev.set')}
        </button>
        <button
          type="button"
          className="dev-app-clear"
          disabled={busy || !app.devUrl}
          data-testid="dev-clear"
          onClick={() => void run(() => clearDevBuild(app.code), 'clearDone')}
        >
          {t('dev.clear')}
        </button>
      </form>
      <p className="profile-hint" id={`${id}-hint`}>
        {t('dev.urlHint')}
      </p>
      <p role="status" aria-live="polite" className="settings-status">
        {status && t(`dev.${status}`, { title: app.title })}
      </p>
      {error && (
        <p role="alert" className="role-error">
          {error}
        </p>
      )}
    </li>
  )
}
