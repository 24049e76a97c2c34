import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, messageOf } from '../api'
import { LoadError, router, useT } from '@hr-portal/kit'
import { SwapForm } from './swap-form'

/** Shift swaps (menu 8104, everyone): ask a colleague, my requests, and the swaps colleagues ask of me (agree or decline). */
export function SwapsPage() {
  const t = useT()
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const swaps = useRequest(() => api.swaps(), [version])
  const [problem, setProblem] = useState('')
  const [status, setStatus] = useState('')
  const act = async (action: () => Promise<unknown>, done: string) => {
    setProblem('')
    try {
      await action()
      setStatus(done)
      reload()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }
  return (
    <div className="page">
      <header className="page-head">
        <h1>{t('swaps.title')}</h1>
      </header>
      <div className="page-body swaps-body">
        <SwapForm onAsked={reload} />
        <section aria-labelledby="swap-list-title">
          <h2 id="swap-list-title">{t('swaps.list')}</h2>
          <LoadError error={swaps.error} retry={swaps.retry} />
          <p className="form-done" aria-live="polite">
            {status}
          </p>
          {problem && (
            <p role="alert" className="form-error">
              {problem}
            </p>
          )}
          {swaps.data?.length === 0 && <p className="hint">{t('swaps.none')}</p>}
          <ul className="cards" data-testid="swaps">
            {(swaps.data ?? []).map((s) => (
              <li key={s.id} className="panel" data-swap={s.id} data-status={s.status}>
                <p>
                  <strong>{s.mine ? t('swaps.mine') : t('swaps.askingMe', { name: s.name })}</strong>{' '}
                  <span className="status-tag" data-status={s.status}>
                    {t(`status.${s.status}`)}
                  </span>
                </p>
                <p>{t('swaps.line', { name: s.name, day: s.day, otherName: s.otherName, otherDay: s.otherDay })}</p>
                <p className="hint">{s.reason}</p>
                <div className="row-actions">
                  {s.waitingForMe && (
                    <button
                      type="button"
                      className="primary"
                      onClick={() => act(() => api.answerSwap(s.id, true), t('swaps.agreed'))}
                    >
                      {t('swaps.agree')}
                    </button>
                  )}
                  {s.waitingForMe && (
                    <button
                      type="button"
                      className="danger"
                      onClick={() => act(() => api.answerSwap(s.id, false), t('swaps.declined'))}
                    >
                      {t('swaps.decline')}
                    </button>
                  )}
                  {s.mine && s.status === 'pending' && (
                    <button type="button" onClick={() => act(() => api.cancelSwap(s.id), t('swaps.recalled'))}>
                      {t('swaps.recall')}
                    </button>
                  )}
                  <button type="button" onClick={() => router.navigate(`/swaps/${s.id}`)}>
                    {t('swaps.details')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
