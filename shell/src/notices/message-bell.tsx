import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { Popover } from '@ark-ui/react/popover'
import { Link } from 'wouter'
import { useT } from '../lib/i18n/use-t'
import { useAfterPageReady } from '../lib/use-after-page-ready'
import { $session } from '../session/session-store'
import { $newest, $unread, markRead, startLive } from './live'
import { NoticeLink } from './notice-link'
import './notice-texts'

/** The message centre's shell page (messages-page.ts). */
export const MESSAGES_PATH = '/portal/messages'

/**
 * The bell in the shell bar: the unread count (announced politely as it changes), and a popover of the
 * newest messages, each a link to what it is about (the request, the payslip …) or, when about nothing, to itself in
 * the message centre. Mounting it opens the live stream.
 */
export function MessageBell({ openAtStart }: { openAtStart?: 'pointer' | 'keyboard' | null }) {
  const t = useT()
  const unread = useStore($unread)
  const newest = useStore($newest)
  const [open, setOpen] = useState(Boolean(openAtStart))
  // A tenant switch gives a new session of another tenant: the stream and the count start again for it.
  // They start once the first page is ready.
  const tenantId = useStore($session).user?.tenantId
  useAfterPageReady(() => startLive(), [tenantId])

  // Opening an item marks it read and closes the popover; the link goes on to what it is about.
  const opened = (id: string, read: boolean) => () => {
    setOpen(false)
    if (!read) markRead(id).catch(() => {})
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger
        className="msg-bell"
        data-testid="message-bell"
        aria-label={unread > 0 ? t('messages.bell', { count: unread }) : t('messages.bellNone')}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unread > 0 && (
          <span className="msg-bell-count" data-testid="message-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <span className="hr-sr-only" role="status" aria-live="polite" data-testid="message-count-live">
        {t('messages.unreadLive', { count: unread })}
      </span>
      <Popover.Positioner>
        <Popover.Content className="msg-popover" data-testid="message-popover">
          <Popover.Title className="msg-popover-title">{t('messages.popoverTitle')}</Popover.Title>
          {newest.length === 0 && <p className="msg-empty">{t('messages.empty')}</p>}
          <ul className="msg-popover-list">
            {newest.map((notice) => (
              <li key={notice.id}>
                {/* What the notice is about (its link), else the notice in the message centre; named by its title. */}
                <NoticeLink
                  href={notice.link ?? `${MESSAGES_PATH}/${notice.id}`}
                  className={notice.read ? 'msg-popover-item' : 'msg-popover-item msg-unread'}
                  aria-label={notice.title}
                  aria-describedby={`bell-${notice.id}-state bell-${notice.id}-about`}
                  data-testid="message-popover-item"
                  onOpen={opened(notice.id, notice.read)}
                >
                  <span className="msg-popover-item-title" aria-hidden="true">
                    {!notice.read && <span className="msg-dot" />}
                    {notice.mustRead && <span className="msg-tag">{t('messages.mustReadBadge')}</span>}
                    {notice.title}
                  </span>
                  <span className="hr-sr-only" id={`bell-${notice.id}-state`}>
                    {[!notice.read && t('messages.unreadBadge'), notice.mustRead && t('messages.mustReadBadge')]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                  <span className="msg-popover-item-excerpt" id={`bell-${notice.id}-about`}>
                    {notice.excerpt}
                  </span>
                </NoticeLink>
              </li>
            ))}
          </ul>
          <Link
            href={MESSAGES_PATH}
            className="msg-popover-more"
            onClick={() => setOpen(false)}
            data-testid="message-centre-link"
          >
            {t('messages.openCentre')}
          </Link>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  )
}

/** The bell as its chunk's default (bar-slots.tsx loads it after the first page). */
export default MessageBell
