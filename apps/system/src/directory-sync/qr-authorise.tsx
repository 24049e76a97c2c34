import { useEffect, useRef, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { shell, useLanguage, useT } from '@hr-portal/kit'
import { checkQrAuth, startQrAuth, type SuiteAuth } from './dirsync-api'

/** How often the page asks whether the administrator has authorised yet. */
const POLL_MS = 2000

type Link = { url: string; expiresAt: number }

/**
 * Authorise by QR code (WeCom): gives the link to WeCom's install page of the portal's app, which the shell opens in
 * this browser (frames open no windows; WeCom's page shows the QR code a WeCom administrator scans). The link is bound
 * to this browser, so it is not drawn as a code for a phone. Follows the authorisation (checkToAuth) until it is done,
 * then shows the company. Hidden when the server has no WeCom provider app configured.
 */
export function QrAuthorise({ onAuthorised }: { onAuthorised: () => void }) {
  const t = useT()
  const language = useLanguage()
  const first = useRequest(() => checkQrAuth(), [])
  const [auth, setAuth] = useState<SuiteAuth | null>(null)
  const [link, setLink] = useState<Link | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef(onAuthorised)
  latest.current = onAuthorised
  const shown = auth ?? first.data ?? null

  // Follow the link shown until it is authorised, refused or expired; stop when the section goes away.
  useEffect(() => {
    if (!link) return
    let stopped = false
    const poll = async () => {
      try {
        const next = await checkQrAuth()
        if (stopped) return
        setAuth(next)
        // An authorised tenant authorising again is done once the new link is used.
        if (next.status === 'authorised' && !next.pending) {
          setLink(null)
          latest.current()
          return
        }
        if (next.status !== 'pending' && next.status !== 'authorised') return setLink(null)
      } catch (cause) {
        if (!stopped) setError(cause instanceof Error && cause.message ? cause.message : t('ds.failed'))
      }
      if (!stopped && Date.now() < link.expiresAt) timer.current = setTimeout(() => void poll(), POLL_MS)
      else if (!stopped) setAuth((current) => current && { ...current, status: 'expired' })
    }
    timer.current = setTimeout(() => void poll(), POLL_MS)
    return () => {
      stopped = true
      if (timer.current) clearTimeout(timer.current)
    }
  }, [link])

  async function show() {
    setBusy(true)
    setError('')
    try {
      const started = await startQrAuth()
      setAuth((current) => ({ ...(current ?? { available: true, message: '' }), status: 'pending' }))
      setLink({ url: started.url, expiresAt: started.expiresAt })
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('ds.failed'))
    } finally {
      setBusy(false)
    }
  }

  if (!shown?.available) return null
  const authorised = shown.status === 'authorised' && !link
  const expired = shown.status === 'expired' && !link
  return (
    <section className="ds-section ds-qr" aria-labelledby="ds-qr-title" data-testid="ds-qr">
      <h3 id="ds-qr-title">{t('ds.qr.title')}</h3>
      {authorised ? (
        <div role="status" className="ds-qr-done" data-testid="ds-qr-status">
          <strong>{t('ds.qr.authorised', { corp: shown.corpName ?? '' })}</strong>
          {shown.agentName && <span>{t('ds.qr.app', { app: shown.agentName })}</span>}
          {shown.authUserName && <span>{t('ds.qr.by', { user: shown.authUserName })}</span>}
          <span>{t('ds.qr.syncHint')}</span>
        </div>
      ) : (
        <p className="profile-hint">{t('ds.qr.intro')}</p>
      )}
      {shown.message && (
        <p role="alert" className="role-error" data-testid="ds-qr-message">
          {shown.message}
        </p>
      )}
      {link && (
        <div className="ds-qr-code">
          <p className="ds-qr-link">
            {t('ds.qr.link')}{' '}
            <a
              href={link.url}
              target="_blank"
              rel="noreferrer noopener"
              data-testid="ds-qr-link"
              onClick={(event) => {
                event.preventDefault()
                void shell.nav.openExternal(link.url)
              }}
            >
              {link.url}
            </a>
          </p>
          <p>
            {t('ds.qr.expires', {
              time: new Date(link.expiresAt).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }),
            })}
          </p>
          <p role="status" aria-live="polite">
            {t('ds.qr.waiting')}
          </p>
        </div>
      )}
      {expired && <p role="status">{t('ds.qr.expired')}</p>}
      <div className="ds-actions">
        <button
          type="button"
          className={authorised ? 'ds-secondary' : undefined}
          disabled={busy}
          onClick={() => void show()}
          data-testid="ds-qr-show"
        >
          {authorised ? t('ds.qr.reauthorise') : link || expired ? t('ds.qr.again') : t('ds.qr.show')}
        </button>
      </div>
      {error && (
        <p role="alert" className="role-error">
          {error}
        </p>
      )}
    </section>
  )
}
