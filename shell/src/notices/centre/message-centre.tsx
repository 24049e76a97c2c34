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
import { TaskList } from './task-list'
import { TaskView } from './task-view'
import '../notice-texts'

type Tab = 'inbox' | 'tasks' | 'publish' | 'published'

/** The Tasks view's own address (a task's details below it), so a finished task's notice can open it. */
const TASKS = '/portal/messages/tasks'

/** Whether the signed-in user may publish announcements (function 100001, or a super user). */
function usePublisher(): boolean {
  const { permission } = useStore($session)
  if (!permission) return false
  return permission.isSuper || [...permission.menus, ...permission.btns].some((p) => p.functionId === PUBLISH_FUNCTION)
}

/**
 * The message centre (/portal/messages): the inbox by channel with the unread/read filter and mark all
 * read, one message at /portal/messages/<id>, the user's own tasks at /portal/messages/tasks (one at
 * /portal/messages/tasks/<id>), and for publishers the publish form and their announcements with who has read them.
 */
export default function MessageCentre() {
  const t = useT()
  const [location, navigate] = useLocation()
  const publisher = usePublisher()
  const [chosen, setChosen] = useState<Tab>('inbox')
  const [, , , id, taskId] = location.split('/')
  const onTasks = id === 'tasks'
  if (onTasks && taskId) return <TaskView id={taskId} onBack={() => navigate(TASKS)} />
  if (id && !onTasks) return <NoticeView id={id} onBack={() => navigate('/portal/messages')} />

  const tab: Tab = onTasks ? 'tasks' : chosen === 'tasks' ? 'inbox' : chosen
  const setTab = (name: Tab) => {
    setChosen(name)
    if (name === 'tasks') navigate(TASKS)
    else if (onTasks) navigate('/portal/messages')
  }
  const tabs: Tab[] = publisher ? ['inbox', 'tasks', 'publish', 'published'] : ['inbox', 'tasks']
  return (
    <div className="msg-centre" data-testid="message-centre">
      <h1 className="msg-heading">{t('messages.title')}</h1>
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
      <div role="tabpanel" id={`msg-panel-${tab}`} aria-labelledby={`msg-tab-${tab}`}>
        {tab === 'inbox' && <Inbox onOpen={(noticeId) => navigate(`/portal/messages/${noticeId}`)} />}
        {tab === 'tasks' && <TaskList onOpen={(task) => navigate(`${TASKS}/${task}`)} />}
        {tab === 'publish' && <PublishForm onPublished={() => setTab('published')} />}
        {tab === 'published' && <PublishedList />}
      </div>
    </div>
  )
}
