import { useRequest } from '@hr-portal/bridge/react'
import { centerApi } from '../center-api'
import { LoadError, useT } from '@hr-portal/kit'

/** The home dashboard's approvals waiting for me: how many, and the newest few. */
export function WaitingWidget() {
  const t = useT()
  const waiting = useRequest(() => centerApi.list('todo', 1), [])
  return (
    <section className="hr-widget" tabIndex={0} aria-label={t('widgets.waiting')} aria-busy={waiting.loading}>
      <LoadError error={waiting.error} retry={waiting.retry} />
      {waiting.data && (
        <>
          <p>
            <span className="hr-widget-figure" data-testid="widget-waiting-count">
              {waiting.data.total}
            </span>{' '}
            {t('widgets.waitingCount')}
          </p>
          {waiting.data.rows.length ? (
            <ul className="hr-widget-list">
              {waiting.data.rows.slice(0, 4).map((row) => (
                <li key={row.id}>
                  <span>{row.title}</span>
                  <span>{row.applicantName}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="hr-widget-empty">{t('widgets.nothingWaiting')}</p>
          )}
        </>
      )}
    </section>
  )
}
