import type { MouseEvent } from 'react'
import { callThrough } from '@hr-portal/api/client'
import { messageApi } from '@hr-portal/api/client/message'
import { useRequest } from '@hr-portal/bridge/react'
import { app, http, messageOf, RequestError, shell, useT } from '@hr-portal/kit'

const mustReadList = () => messageApi(callThrough(http)).notice.mustReadList()

/**
 * The home dashboard's must-read announcements not confirmed yet, each a link that opens it in the shell's message
 * centre, which asks for the confirmation there (a click with a modifier is the browser's: a new tab of the portal).
 */
export function MustReadWidget() {
  const t = useT()
  const list = useRequest(mustReadList, [])
  const open = (id: string) => (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    shell.messages.open(id).catch((error: unknown) => {
      shell.ui.message('error', messageOf(error)).catch(() => {})
    })
  }
  return (
    <section className="hr-widget" tabIndex={0} aria-label={t('widgets.mustRead')} aria-busy={list.loading}>
      <RequestError error={list.error} retry={list.retry} />
      {list.data &&
        (list.data.length ? (
          <ul className="hr-widget-list" data-testid="widget-must-read">
            {list.data.slice(0, 5).map((n) => (
              <li key={n.id}>
                <a
                  href={`${app.config.shellOrigin}/portal/messages/${n.id}`}
                  onClick={open(n.id)}
                  data-testid="widget-must-read-item"
                >
                  {n.title}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hr-widget-empty">{t('widgets.noMustRead')}</p>
        ))}
    </section>
  )
}
