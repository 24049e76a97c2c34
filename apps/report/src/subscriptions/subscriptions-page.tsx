import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, type Subscription } from '../api'
import { app, useLanguage, useT } from '@hr-portal/kit'
import { formatTime } from '../when'
import { RunsPanel } from './runs-panel'
import { paramsText, scheduleText } from './schedule-text'

/** My subscriptions (menu 4011): each with its parameters, schedule and next time; pause, resume and delete; below them, the reports they sent. */
export function SubscriptionsPage() {
  const t = useT()
  const language = useLanguage()
  const list = useRequest(() => api.subscriptions(), [])
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const rows = list.data ?? []

  async function act(work: () => Promise<unknown>, message: string) {
    setBusy(true)
    setProblem('')
    setDone('')
    try {
      await work()
      setDone(message)
      list.retry()
    } catch (error) {
      setProblem((error as Error).message || t('common.failed'))
    } finally {
      setBusy(false)
    }
  }
  async function remove(sub: Subscription) {
    const ok = await app.shell.ui
      .confirm({ title: t('subscriptions.delete'), content: t('subscriptions.deleteConfirm', { title: sub.title }) })
      .catch(() => false)
    if (ok) await act(() => api.remove(sub.id), t('subscriptions.deleted', { title: sub.title }))
  }

  return (
    <div className="rc-page">
      <header className="page-head">
        <h1>{t('subscriptions.title')}</h1>
      </header>
      <main className="page-body" aria-busy={list.loading || busy} data-testid="subscriptions-page">
        {list.error ? (
          <p role="alert" className="form-error">
            {t('common.loadFailed', { msg: (list.error as Error).message })}{' '}
            <button type="button" onClick={list.retry}>
              {t('common.retry')}
            </button>
          </p>
        ) : null}
        <p role="status" aria-live="polite" className="form-done">
          {done}
        </p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        {list.data && !rows.length && <p className="empty">{t('subscriptions.none')}</p>}
        {rows.length > 0 && (
          <div className="table-scroll">
            <table data-testid="subscriptions-table">
              <caption className="rc-caption">{t('subscriptions.title')}</caption>
              <thead>
                <tr>
                  {(['report', 'params', 'schedule', 'next', 'status', 'actions'] as const).map((k) => (
                    <th key={k} scope="col">
                      {t(`subscriptions.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((sub) => (
                  <tr key={sub.id} data-id={sub.id}>
                    <td>{sub.title}</td>
                    <td>{paramsText(t, sub.params)}</td>
                    <td>{scheduleText(t, sub.schedule)}</td>
                    <td>{sub.nextRunAt ? formatTime(sub.nextRunAt, language) : '—'}</td>
                    <td>{sub.paused ? t('subscriptions.paused') : t('subscriptions.active')}</td>
                    <td className="buttons rc-row-buttons">
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={`${t(sub.paused ? 'subscriptions.resume' : 'subscriptions.pause')} ${sub.title}`}
                        onClick={() =>
                          void act(
                            () => api.pause(sub.id, !sub.paused),
                            t(sub.paused ? 'subscriptions.resumedDone' : 'subscriptions.pausedDone', {
                              title: sub.title,
                            }),
                          )
                        }
                      >
                        {t(sub.paused ? 'subscriptions.resume' : 'subscriptions.pause')}
                      </button>
                      <button
                        type="button"
                        className="danger"
                        disabled={busy}
                        aria-label={`${t('subscriptions.delete')} ${sub.title}`}
                        onClick={() => void remove(sub)}
                      >
                        {t('subscriptions.delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <RunsPanel />
      </main>
    </div>
  )
}
