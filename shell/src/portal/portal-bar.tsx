import { memo } from 'react'
import { useStore } from '@nanostores/react'
import { PERSONAL_APP } from '../lib/config'
import { preloadedLazy } from '../lib/preloaded-lazy'
import { ShellBar } from '../lib/layout/shell-bar'
import { $session } from '../session/session-store'
import { RecordsLink } from './records-link'
import { FilesLink } from '../files/files-link'
import { TourButton } from './tour/tour-button'
import { MenuButton } from './nav-drawer/menu-button'
import { MessageBellSlot, UserMenuSlot } from './bar-slots'
import { useBarPart } from './bar-part'
import { SEARCH_INPUT_ID, SearchStandIn } from './search/search-stand-in'

// Global search (and Ark UI's combobox) in its own chunk, fetched once the first page is ready or when the person
// reaches its stand-in (the same box: Alt+K focuses it, and the box takes the focus once it is there).
const SearchBox = preloadedLazy(() => import('./search/search-box'))

/**
 * The portal's top bar: search, tour, messages, files, records, and the user menu (tenant, language,
 * theme, tracking, security, sign-out). Memoised and reading no location: switching pages does not render it again.
 */
export const PortalBar = memo(function PortalBar() {
  const { apps } = useStore($session)
  const personal = apps.find((app) => app.code === PERSONAL_APP)?.redirect
  const search = useBarPart(SearchBox, `#${SEARCH_INPUT_ID}`)

  return (
    <ShellBar start={<MenuButton />} switches={false}>
      {search.loaded ? <SearchBox /> : <SearchStandIn handlers={search.standIn} />}
      <TourButton />
      <MessageBellSlot />
      <FilesLink />
      <RecordsLink />
      <UserMenuSlot personal={personal ?? undefined} />
    </ShellBar>
  )
})
