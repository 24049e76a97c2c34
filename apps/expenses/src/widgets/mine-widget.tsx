import type { MouseEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { app, LoadError, messageOf, shell, useT } from '@hr-portal/kit'
import { api } from '../api'
import { yuan } from '../money'

/** Opens a page of the app in its tab (a click with a modifier is the browser's: a new tab of the portal). */
function openIn(path: string) {
  return (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    shell.tabs.open(path).catch((error: unknown) => {
      shell.ui.message('error', messageOf(error)).catch(() => {})
    })
  }
}

const portal = (path: string) => `${app.config.shellOrigin}/portal/expenses${path}`

/** The home dashboard's expenses: my latest claims with their status, and the claims and advances waiting for me. */
export function MineWidget() {
  const t = useT()
  const mine = useRequest(() => api.widget(), [])
  const data = mine.data
  return (
    <section className="hr-widget" tabIndex={0} aria-label={t('widget.title')} aria-busy={mine.loading}>
      <LoadError error={mine.error} retry={mine.retry} />
      {data && (
        <>
          <h2 className="widget-head">{t('widget.waiting', { n: data.waitingCount })}</h2>
          {data.waiting.length > 0 && (
            <ul className="hr-widget-list">
              {data.waiting.slice(0, 3).map((w) => {
                const path = w.kind === 'claim' ? `/claims/${w.id}` : `/advances/${w.id}`
                return (
                  <li key={w.id}>
                    <a href={portal(path)} onClick={openIn(path)}>
                      {w.applicantName} · {w.title}
                    </a>
                    <span>{yuan(w.amount)}</span>
                  </li>
                )
              })}
            </ul>
          )}
          <h2 className="widget-head">{t('widget.mine')}</h2>
          {data.claims.length ? (
            <ul className="hr-widget-list">
              {data.claims.slice(0, 3).map((c) => (
                <li key={c.id}>
                  <a href={portal(`/claims/${c.id}`)} onClick={openIn(`/claims/${c.id}`)}>
                    {c.title}
                  </a>
                  <span>
                    {t(`status.${c.status}`)} · {yuan(c.total)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="hr-widget-empty">{t('list.none')}</p>
          )}
        </>
      )}
    </section>
  )
}
