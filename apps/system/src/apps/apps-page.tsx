import { useState, type FormEvent } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { RequestError, shell, useLanguage, useT } from '@hr-portal/kit'
import {
  APPS_FUNCTION,
  changeApp,
  installApp,
  listApps,
  previewApp,
  type AppAction,
  type InstalledApp,
  type Preview,
  type Problem,
} from './apps-api'
import { ConsentView } from './consent-view'
import { CredentialControls } from './credential-controls'
import { listCredentials } from './credentials-api'
import { DeletionsSection } from './deletions-section'
import { InstalledTable } from './installed-table'
import { OptionalScopeControls } from './optional-scope-controls'
import { ProblemList } from './problem-list'
import { WebhookControls } from './webhook-controls'

/**
 * Apps (menu 1007): the tenant's apps installed by manifest URL. Installing checks the manifest first and shows every
 * problem, or what the app asks for; the administrator consents and picks the roles that may open it. An update that
 * asks for more shows the consent again; uninstall and roll back are confirmed first.
 */
export function AppsPage() {
  const t = useT()
  const language = useLanguage()
  const allowed = usePermission(APPS_FUNCTION)
  const list = useRequest(() => listApps(), [language])
  const credentials = useRequest(() => listCredentials(), [])
  const [url, setUrl] = useState('')
  const [problems, setProblems] = useState<Problem[] | null>(null)
  const [review, setReview] = useState<Preview | null>(null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')

  /** Runs one step; its failure is said in the page (the gateway's message is in the reader's language). */
  async function step(working: string, action: () => Promise<void>) {
    setBusy(true)
    setError('')
    setStatus(working)
    try {
      await action()
    } catch (cause) {
      setStatus('')
      setError(`${t('apps.failed')} ${cause instanceof Error ? cause.message : ''}`.trim())
    } finally {
      setBusy(false)
    }
  }

  const done = (text: string) => {
    setStatus(text)
    shell.ui.message('success', text).catch(() => {})
    list.retry()
  }

  const check = (manifestUrl: string, installed?: InstalledApp) =>
    step(t('apps.install.checking'), async () => {
      setProblems(null)
      setReview(null)
      const checked = await previewApp(manifestUrl)
      if (!checked.valid) {
        setStatus('')
        setProblems(checked.errors)
        return
      }
      // An update that asks for nothing more goes ahead with the roles that hold the app; more needs consent again.
      if (installed && checked.update && !checked.update.asksMore) {
        if (!checked.update.newer)
          return void setStatus(t('apps.update.latest', { title: installed.title, version: installed.version }))
        const updated = await installApp(checked, installed.roleIds)
        return done(t('apps.done.updated', { title: updated.title, version: updated.version }))
      }
      setStatus('')
      setReview(checked)
    })

  const consent = (roles: number[]) =>
    step(t('apps.install.installing'), async () => {
      const preview = review!
      const installed = await installApp(preview, roles)
      setReview(null)
      setUrl('')
      done(
        t(preview.update ? 'apps.done.updated' : 'apps.done.installed', {
          title: installed.title,
          version: installed.version,
        }),
      )
    })

  async function act(action: AppAction, app: InstalledApp) {
    if (action === 'uninstall' || action === 'rollback') {
      const confirmed = await shell.ui
        .confirm({
          title: t(`apps.confirm.${action}Title`, { title: app.title, version: app.rollbackTo ?? '' }),
          content: t(`apps.confirm.${action}Content`, { title: app.title, version: app.rollbackTo ?? '' }),
          okText: t(`apps.confirm.${action}Ok`),
        })
        .catch(() => false)
      if (!confirmed) return
    }
    await step(t('apps.working'), async () => {
      const answer = await changeApp(action, app.code)
      const version = 'version' in answer ? answer.version : app.version
      done(t(`apps.done.${action}`, { title: app.title, version }))
    })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (url.trim()) void check(url.trim())
  }

  if (allowed === false)
    return (
      <p role="alert" className="role-error">
        {t('apps.noPermission')}
      </p>
    )
  if (allowed === null) return null
  return (
    <div className="apps">
      <header className="page-head">
        <h1>{t('apps.title')}</h1>
      </header>
      <section className="apps-section" aria-labelledby="apps-install-title" aria-busy={busy}>
        <h2 id="apps-install-title">{t('apps.install.heading')}</h2>
        <p className="apps-note" id="apps-url-hint">
          {t('apps.install.hint')}
        </p>
        <form className="apps-form" onSubmit={submit} noValidate>
          <label htmlFor="apps-url">{t('apps.install.url')}</label>
          <input
            id="apps-url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            disabled={busy}
            aria-describedby="apps-url-hint"
            aria-invalid={problems ? true : undefined}
            placeholder="https://apps.example.com/manifest.json"
            data-testid="apps-url"
          />
          <button type="submit" className="primary" disabled={busy || !url.trim()}>
            {t('apps.install.check')}
          </button>
        </form>
        {problems && <ProblemList problems={problems} />}
        {review && list.data && (
          <ConsentView
            key={`${review.app.code}@${review.app.version}`}
            preview={review}
            roles={list.data.roles}
            busy={busy}
            onConsent={(roles) => void consent(roles)}
            onCancel={() => {
              setReview(null)
              setStatus(t('apps.install.cancelled'))
            }}
          />
        )}
      </section>
      <p role="status" aria-live="polite" className="apps-status-line" data-testid="apps-status">
        {status}
      </p>
      {error && (
        <p role="alert" className="role-error">
          {error}
        </p>
      )}
      <section className="apps-section" aria-labelledby="apps-installed-title" aria-busy={list.loading}>
        <h2 id="apps-installed-title">{t('apps.installed.heading')}</h2>
        <RequestError error={list.error} retry={list.retry} />
        {list.data && (
          <InstalledTable
            apps={list.data.apps}
            roles={list.data.roles}
            busy={busy}
            onAction={(action, app) => void act(action, app)}
            onUpdate={(app) => void check(app.manifestUrl, app)}
            extra={(app) => (
              <>
                <CredentialControls
                  app={app}
                  credential={credentials.data?.rows.find((row) => row.code === app.code)}
                  busy={busy}
                  onChange={(working, change) =>
                    step(working, async () => {
                      done(await change())
                      credentials.retry()
                    })
                  }
                />
                <WebhookControls
                  app={app}
                  busy={busy}
                  onChange={(working, change) => step(working, async () => done(await change()))}
                />
                <OptionalScopeControls
                  app={app}
                  busy={busy}
                  onChange={(working, change) => step(working, async () => done(await change()))}
                />
              </>
            )}
          />
        )}
      </section>
      <DeletionsSection
        busy={busy}
        version={list.data}
        onChange={(working, change) => step(working, async () => done(await change()))}
      />
    </div>
  )
}
