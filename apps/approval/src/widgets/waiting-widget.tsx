import type { MouseEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { app, LoadError, messageOf, shell, useT } from '@hr-portal/kit'
import { centerApi } from '../center-api'

/** A request's page in the app: the approval centre opens its decision dialog from it (as a notice's link does). */
export const requestPath = (instanceId: string) => `/center/requests/${instanceId}`

/**
 * The home dashboard's approvals waiting for me: how many, and the newest few, each a link that opens the request's
 * decision dialog in the approval centre's tab (a click with a modifier is the browser's: a new tab of the portal).
 */
export function WaitingWidget() {
  const t = useT()
  const waiting = useRequest(() => centerApi.list('todo', 1), [])
  const open = (instanceId: string) => (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    shell.tabs.open(requestPath(instanceId)).catch((error: unknown) => {
      shell.ui.message('error', messageOf(error)).catch(() => {})
    })
  }
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
                  <a
                    href={`${app.config.shellOrigin}/portal/approval${requestPath(row.id)}`}
                    onClick={open(row.id)}
                    data-testid="widget-waiting-item"
                  >
                    {row.title}
                  </a>
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
