import { memo } from 'react'
import { useStore } from '@nanostores/react'
import { PERSONAL_APP } from '../lib/config'
import { preloadedLazy, usePreloaded } from '../lib/preloaded-lazy'
import { ShellBar } from '../lib/layout/shell-bar'
import { $session } from '../session/session-store'
import { RecordsLink } from './records-link'
import { FilesLink } from '../files/files-link'
import { MessageBell } from '../notices/message-bell'
import { TourButton } from './tour/tour-button'
import { MenuButton } from './nav-drawer/menu-button'
import { UserMenu } from './user-menu/user-menu'

// Global search (and Ark UI's combobox) in its own chunk, fetched as soon as the portal's code is
// there; the bar shows the box once it is (never suspended: Alt+K finds it as soon as the first app shows).
const SearchBox = preloadedLazy(() => import('./search/search-box'))
void SearchBox.preload()

/**
 * The portal's top bar: search, tour, messages, files, records, and the user menu (tenant, language,
 * theme, tracking, security, sign-out). Memoised and reading no location: switching pages does not render it again.
 */
export const PortalBar = memo(function PortalBar() {
  const { apps } = useStore($session)
  const personal = apps.find((app) => app.code === PERSONAL_APP)?.redirect
  const search = usePreloaded(SearchBox)

  return (
    <ShellBar start={<MenuButton />} switches={false}>
      {search && <SearchBox />}
      <TourButton />
      <MessageBell />
      <FilesLink />
      <RecordsLink />
      <UserMenu personal={personal ?? undefined} />
    </ShellBar>
  )
})
