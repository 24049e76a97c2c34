import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { useLocation } from 'wouter'
import { useT } from '../../lib/i18n/use-t'
import { $session } from '../../session/session-store'
import { PUBLISH_FUNCTION } from '../notice-api'
import { Inbox } from './inbox'
import { NoticeView } from './notice-view'
import { PublishForm } from './publish-form'
import { PublishedList } from './published-list'
import '../notice-texts'

type Tab = 'inbox' | 'publish' | 'published'

/** Whether the signed-in user may publish announcements (function 100001, or a super user). */
function usePublisher(): boolean {
  const { permission } = useStore($session)
  if (!permission) return false
  return permission.isSuper || [...permission.menus, ...permission.btns].some((p) => p.functionId === PUBLISH_FUNCTION)
}

/**
 * The message centre (/portal/messages): the inbox by channel with the unread/read filter and mark all
 * read, one message at /portal/messages/<id>, and for publishers the publish form and their announcements
 * with who has read them.
 */
export default function MessageCentre() {
  const t = useT()
  const [location, navigate] = useLocation()
  const publisher = usePublisher()
  const [tab, setTab] = useState<Tab>('inbox')
  const id = location.split('/')[3]
  if (id) return <NoticeView id={id} onBack={() => navigate('/portal/messages')} />

  const tabs: Tab[] = publisher ? ['inbox', 'publish', 'published'] : ['inbox']
  return (
    <div className="msg-centre" data-testid="message-centre">
      <h1 className="msg-heading">{t('messages.title')}</h1>
      {tabs.length > 1 && (
        <div className="msg-tabs" role="tablist" aria-label={t('messages.title')}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`msg-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`msg-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className="msg-tab"
              data-testid={`message-tab-${name}`}
              onClick={() => setTab(name)}
              onKeyDown={(event) => {
                const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
                if (!step) return
                const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]
                setTab(next)
                document.getElementById(`msg-tab-${next}`)?.focus()
              }}
            >
              {t(`messages.tabs.${name}`)}
            </button>
          ))}
        </div>
      )}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: labelled only when it is a tab panel */}
      <div
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={`msg-panel-${tab}`}
        aria-labelledby={tabs.length > 1 ? `msg-tab-${tab}` : undefined}
      >
        {tab === 'inbox' && <Inbox onOpen={(noticeId) => navigate(`/portal/messages/${noticeId}`)} />}
        {tab === 'publish' && <PublishForm onPublished={() => setTab('published')} />}
        {tab === 'published' && <PublishedList />}
      </div>
    </div>
  )
}
