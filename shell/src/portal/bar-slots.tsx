import { useStore } from '@nanostores/react'
import { useT } from '../lib/i18n/use-t'
import { $session } from '../session/session-store'
import { $unread } from '../notices/live'
import type { TabOverflowProps } from './tabs/tab-overflow-menu'
import { barPart, useBarPart } from './bar-part'
import { MoreTabsFace } from './tabs/tab-face'
import { UserMenuFace } from './user-menu/user-menu-face'
import '../notices/notice-texts'
import './user-menu/screens-texts'

// The top bar's menus and the bell's popover (Ark UI, floating-ui) load once the first page is ready. Until then each
// shows a stand-in: a button of the same size, name and look, which loads its part at once when the pointer or the
// focus reaches it and, clicked, opens it as soon as it is there (the focus moves to the real button).
const UserMenu = barPart<{ personal?: string }>(() => import('./user-menu/user-menu'))
const MessageBell = barPart<object>(() => import('../notices/message-bell'))
const TabOverflowMenu = barPart<TabOverflowProps>(() => import('./tabs/tab-overflow-menu'))

/** The user menu (user-menu/user-menu.tsx), or its stand-in while its chunk is not there. */
export function UserMenuSlot({ personal }: { personal?: string }) {
  const t = useT()
  const user = useStore($session).user
  const part = useBarPart(UserMenu, '[data-testid="user-menu"]')
  if (part.loaded) return <UserMenu personal={personal} openAtStart={part.wanted} />
  if (!user) return null
  const name = user.realName || user.userName || ''
  return (
    <button
      {...part.standIn}
      type="button"
      className="user-menu-trigger"
      data-testid="user-menu"
      data-tour="account"
      aria-label={t('screens.userMenu', { name })}
      aria-haspopup="menu"
      aria-expanded={false}
    >
      <UserMenuFace name={name} />
    </button>
  )
}

/** The message bell (notices/message-bell.tsx), or its stand-in while its chunk is not there. */
export function MessageBellSlot() {
  const t = useT()
  const unread = useStore($unread)
  const part = useBarPart(MessageBell, '[data-testid="message-bell"]')
  if (part.loaded) return <MessageBell openAtStart={part.wanted} />
  return (
    <button
      {...part.standIn}
      type="button"
      className="msg-bell"
      data-testid="message-bell"
      aria-label={unread > 0 ? t('messages.bell', { count: unread }) : t('messages.bellNone')}
      aria-haspopup="dialog"
      aria-expanded={false}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
    </button>
  )
}

/** The menu of all open pages (tabs/tab-overflow-menu.tsx), or its stand-in while its chunk is not there. */
export function TabOverflowSlot(props: TabOverflowProps) {
  const part = useBarPart(TabOverflowMenu, '[data-testid="more-tabs"]')
  if (part.loaded) return <TabOverflowMenu {...props} openAtStart={part.wanted} />
  const { tabs, active, overflowing } = props
  return (
    <button
      {...part.standIn}
      type="button"
      className="tab-more"
      data-overflow={overflowing}
      data-testid="more-tabs"
      aria-haspopup="menu"
      aria-expanded={false}
    >
      <MoreTabsFace tabs={tabs} active={active} />
    </button>
  )
}
