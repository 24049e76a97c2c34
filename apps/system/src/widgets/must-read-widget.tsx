import { callThrough } from '@hr-portal/api/client'
import { messageApi } from '@hr-portal/api/client/message'
import { useRequest } from '@hr-portal/bridge/react'
import { http, RequestError, useT } from '@hr-portal/kit'

const mustReadList = () => messageApi(callThrough(http)).notice.mustReadList()

/** The home dashboard's must-read announcements not confirmed yet (the shell asks for each confirmation in its reader). */
export function MustReadWidget() {
  const t = useT()
  const list = useRequest(mustReadList, [])
  return (
    <section className="hr-widget" tabIndex={0} aria-label={t('widgets.mustRead')} aria-busy={list.loading}>
      <RequestError error={list.error} retry={list.retry} />
      {list.data &&
        (list.data.length ? (
          <ul className="hr-widget-list" data-testid="widget-must-read">
            {list.data.slice(0, 5).map((n) => (
              <li key={n.id}>
                <span>{n.title}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hr-widget-empty">{t('widgets.noMustRead')}</p>
        ))}
    </section>
  )
}
