import { memo } from 'react'
import { useStore } from '@nanostores/react'
import { Link } from 'wouter'
import { Button } from '@hr-portal/ui'
import { PERSONAL_APP } from '../config'
import { preloadedLazy, usePreloaded } from '../lib/preloaded-lazy'
import { useT } from '../i18n/use-t'
import { ShellBar } from '../layout/shell-bar'
import { $session } from '../session/session-store'
import { leavePortal } from './leave-portal'
import { TenantSwitch } from './tenants/tenant-switch'
import { SecurityButton } from '../login/security/security-button'
import { RecordsLink } from '../company/records-link'
import { FilesLink } from '../files/files-link'
import { MessageBell } from '../notices/message-bell'
import { TourButton } from './tour/tour-button'
import { DoNotTrackSwitch } from '../tracking/do-not-track-switch'
import { MenuButton } from './nav-drawer/menu-button'

// Global search (and Ark UI's combobox) in its own chunk, fetched as soon as the portal's code is
// there; the bar shows the box once it is (never suspended: Alt+K finds it as soon as the first app shows).
const SearchBox = preloadedLazy(() => import('./search/search-box'))
void SearchBox.preload()

/**
 * The portal's top bar: search, tour, messages, tenant, files, records, security, tracking, the
 * user and sign-out. Memoised and reading no location: switching pages does not render it again.
 */
export const PortalBar = memo(function PortalBar() {
  const t = useT()
  const { apps, user } = useStore($session)
  const personal = apps.find((app) => app.code === PERSONAL_APP)?.redirect
  const search = usePreloaded(SearchBox)

  return (
    <ShellBar start={<MenuButton />}>
      {search && <SearchBox />}
      <TourButton />
      <MessageBell />
      <TenantSwitch />
      <FilesLink />
      <RecordsLink />
      <SecurityButton />
      <DoNotTrackSwitch />
      {personal
        ? <Link href={personal} className="shell-user" data-testid="current-user">{user?.realName || user?.userName}</Link>
        : <span className="shell-user" data-testid="current-user">{user?.realName || user?.userName}</span>}
      <Button onClick={() => { void leavePortal() }} data-testid="sign-out">{t('portal.signOut')}</Button>
    </ShellBar>
  )
})
