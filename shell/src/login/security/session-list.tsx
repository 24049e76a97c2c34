import { useCallback, useEffect, useState } from 'react'
import type { SessionRow } from '@hr-portal/api/client/accounts'
import { Button } from '@hr-portal/ui'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { http } from '../../lib/http'

/**
 * The user's own live sessions in every tenant (browser, address, tenant, sign-in time, last use, "this device"):
 * sign out one of the others, or all of them. An ended session's next request is refused and its live updates stop at once.
 */
export function SessionList() {
  const t = useT()
  const [rows, setRows] = useState<SessionRow[] | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    try {
      setRows((await http.postForm<SessionRow[]>('/account/sessions/list', {}, { unLoading: true })).result ?? [])
      setError('')
    } catch (err) {
      setError(describeError(err, t))
    }
  }, [t])
  useEffect(() => {
    void load()
  }, [load])

  async function end(path: 'signOut' | 'signOutOthers', body: Record<string, string>, done: (ended: number) => string) {
    setBusy(true)
    setStatus('')
    setError('')
    try {
      const answer = await http.postForm<{ ended: number }>(`/account/sessions/${path}`, body, { unLoading: true })
      setStatus(done(answer.result?.ended ?? 0))
    } catch (err) {
      setError(describeError(err, t))
    } finally {
      setBusy(false)
      void load()
    }
  }

  const when = (at: number) => new Date(at).toLocaleString()
  const others = rows?.filter((row) => !row.current).length ?? 0
  return (
    <section aria-labelledby="security-sessions" className="security-sessions">
      <div className="security-sessions-head">
        <h3 id="security-sessions">{t('security.sessions')}</h3>
        <Button
          onClick={() => void end('signOutOthers', {}, (n) => t('security.othersSignedOut', { count: n }))}
          disabled={busy || others === 0}
          data-testid="sessions-sign-out-others"
        >
          {t('security.signOutOthers')}
        </Button>
      </div>
      <p className="security-rules">{t('security.sessionsHint')}</p>
      <p role="status" aria-live="polite" className="security-sessions-status">
        {status}
      </p>
      {error && (
        <p role="alert" className="login-error">
          {error}
        </p>
      )}
      {!rows && !error && <p role="status">{t('security.loading')}</p>}
      {rows && (
        <table className="security-table security-sessions-table" data-testid="security-sessions">
          <thead>
            <tr>
              <th scope="col">{t('security.colBrowser')}</th>
              <th scope="col">{t('security.colAddress')}</th>
              <th scope="col">{t('security.colTenant')}</th>
              <th scope="col">{t('security.colSignedIn')}</th>
              <th scope="col">{t('security.colLastActive')}</th>
              <th scope="col">
                <span className="hr-sr-only">{t('security.colAction')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-current={row.current || undefined}>
                <td data-label={t('security.colBrowser')}>{row.browser || t('security.unknownBrowser')}</td>
                <td data-label={t('security.colAddress')}>{row.ip}</td>
                <td data-label={t('security.colTenant')}>{row.tenantName}</td>
                <td data-label={t('security.colSignedIn')}>{when(row.signedInAt)}</td>
                <td data-label={t('security.colLastActive')}>{when(row.lastActiveAt)}</td>
                <td>
                  {row.current ? (
                    <span className="security-this-device">{t('security.thisDevice')}</span>
                  ) : (
                    <Button
                      onClick={() =>
                        void end('signOut', { id: row.id }, () =>
                          t('security.sessionSignedOut', { browser: row.browser || row.ip }),
                        )
                      }
                      disabled={busy}
                      aria-label={t('security.signOutSession', {
                        browser: row.browser || t('security.unknownBrowser'),
                        ip: row.ip,
                      })}
                    >
                      {t('security.signOutOne')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
